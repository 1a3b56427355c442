import { WEAVE_INSET, exitGaps, geometryOf, isWoven, type Grid, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { renderSvg } from '../src/index.js';
import { shapeMazes } from './cases.js';
import { onSegment, pathSegments, type Segment } from './path-segments.js';
import { checkXml } from './xml.js';

const m = WEAVE_INSET;

function pathsOf(svg: string, cls: string): Segment[] {
  return [...svg.matchAll(new RegExp(`<path class="${cls}"[^>]* d="([^"]*)"/>`, 'g'))].flatMap((x) => pathSegments(x[1]!));
}

/**
 * Reads the walls of a weave maze back from the SVG as a reader of maze JSON §10 would draw
 * them: for every cell and side, the middle of the inner side is drawn exactly when the side is
 * closed (or, at a crossing, runs along the corridor on top), and the band of an open side has
 * both its walls. Beneath a crossing the band's walls stop at the corridor on top: a gap.
 */
function checkWeaveWalls(maze: Maze<Grid>, svg: string, open: readonly number[] = []): void {
  const grid = maze.grid;
  if (!isWoven(grid)) throw new Error('not a weave maze');
  const walls = pathsOf(svg, 'walls');
  const drawn = (x: number, y: number) => walls.some((s) => onSegment(s, x, y));
  const gap = (c: number, d: number) => open.some((_, i) => i % 2 === 0 && open[i] === c && open[i + 1] === d);
  for (let c = 0; c < grid.size; c++) {
    const x = grid.col(c);
    const y = grid.row(c);
    const o = grid.over[c]!;
    // Per side: the middle of its inner segment, and the two points where its band's walls cross the margin.
    const sides = [
      { mid: [x + 0.5, y + m], band: [[x + m, y + m / 2], [x + 1 - m, y + m / 2]] },
      { mid: [x + 0.5, y + 1 - m], band: [[x + m, y + 1 - m / 2], [x + 1 - m, y + 1 - m / 2]] },
      { mid: [x + 1 - m, y + 0.5], band: [[x + 1 - m / 2, y + m], [x + 1 - m / 2, y + 1 - m]] },
      { mid: [x + m, y + 0.5], band: [[x + m / 2, y + m], [x + m / 2, y + 1 - m]] },
    ];
    sides.forEach(({ mid, band }, d) => {
      const across = (o === 1 && d >= 2) || (o === 2 && d < 2);
      const isOpen = o !== 0 || grid.isOpen(c, d) || gap(c, d);
      const wall = across || !isOpen;
      if (drawn(mid[0]!, mid[1]!) !== wall) throw new Error(`cell ${c} side ${d}: inner wall drawn ${!wall}, should be ${wall}`);
      for (const [px, py] of band) {
        if (drawn(px!, py!) !== isOpen) throw new Error(`cell ${c} side ${d}: band wall drawn ${!isOpen}, should be ${isOpen}`);
      }
    });
  }
}

describe('weave mazes in SVG', () => {
  const maze = shapeMazes['weave-solved']();

  test('the maze has crossings the route goes under and over', () => {
    const grid = maze.grid;
    if (!isWoven(grid)) throw new Error('not woven');
    const route = maze.solution!;
    const under = route.slice(1).filter((c, i) => Math.abs(c - route[i]!) === 2 || Math.abs(c - route[i]!) === 2 * grid.width).length;
    const over = route.filter((c) => grid.over[c] !== 0).length;
    expect(under).toBeGreaterThan(0);
    expect(over).toBeGreaterThan(0);
  });

  test('walls read back as the over/under picture, with and without gaps', () => {
    const svg = renderSvg(maze);
    checkXml(svg);
    checkWeaveWalls(maze, svg);
    const open = exitGaps(maze.grid, geometryOf(maze.grid), [maze.start, maze.goal]);
    expect(open.length).toBeGreaterThan(0);
    checkWeaveWalls(maze, renderSvg(maze, { gaps: true }), open);
  });

  test('the route is hidden beneath a crossing and drawn over one', () => {
    const grid = maze.grid;
    if (!isWoven(grid)) throw new Error('not woven');
    const line = pathsOf(renderSvg(maze), 'solution');
    const route = maze.solution!;
    for (let i = 1; i < route.length; i++) {
      const a = route[i - 1]!;
      const b = route[i]!;
      const mid = (a + b) / 2;
      const [cx, cy] = [grid.col(mid) + 0.5, grid.row(mid) + 0.5];
      const beneath = Math.abs(b - a) === 2 || Math.abs(b - a) === 2 * grid.width;
      // Inside the corridor on top of a crossing a step passes beneath, the line is hidden; a step's own middle is on it.
      const [sx, sy] = [Math.sign(grid.col(b) - grid.col(a)), Math.sign(grid.row(b) - grid.row(a))];
      if (beneath) expect(line.some((s) => onSegment(s, cx + 0.2 * sx, cy + 0.2 * sy))).toBe(false);
      else expect(line.some((s) => onSegment(s, (grid.col(a) + grid.col(b)) / 2 + 0.5, (grid.row(a) + grid.row(b)) / 2 + 0.5))).toBe(true);
    }
  });

  test("the heat map fills a crossing's corridor on top edge to edge in one shade", () => {
    const svg = renderSvg(maze, { heatmap: true, solution: false });
    const shades = [...svg.matchAll(/<path class="heat" fill="([^"]+)" d="([^"]*)"\/>/g)];
    expect(shades.length).toBeGreaterThan(3);
    const grid = maze.grid;
    if (!isWoven(grid)) throw new Error('not woven');
    // A crossing's corridor on top is one rectangle edge to edge of its square, in one shade: only its outline reaches into the margins beside it.
    for (const [x, over] of grid.over.entries()) {
      if (over !== 1) continue;
      const [cx, cy] = [grid.col(x), grid.row(x)];
      const holds = (d: string, px: number, py: number) => pathSegments(d).some((seg) => onSegment(seg, px, py));
      const owner = shades.filter((s) => holds(s[2]!, cx + m, cy + m / 2));
      expect(owner.length).toBe(1);
      expect(holds(owner[0]![2]!, cx + m, cy + 1 - m / 2)).toBe(true);
      expect(holds(owner[0]![2]!, cx + 1 - m, cy + m / 2)).toBe(true);
    }
  });
});
