import { SideMiddle, geometryOf, isGap, exitGaps, type Grid, type Maze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { HexTestGrid } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { renderSvg, renderer } from '../src/index.js';
import { shapeMazes } from './cases.js';
import { shapeMaze, testMaze } from './maze.js';
import { onSegment, pathSegments, segmentLength, type Segment } from './path-segments.js';
import { checkXml } from './xml.js';

function pathsOf(svg: string, cls: string): string[] {
  return [...svg.matchAll(new RegExp(`<path class="${cls}"[^>]* d="([^"]*)"/>`, 'g'))].map((m) => m[1]!);
}

/**
 * Reads the walls back from the SVG, floor by floor, and compares them with the maze: the
 * middle of every side that should be a wall lies on a drawn segment, the middle of every open
 * passage (and of every gap) on none, and the drawn length equals the length of those walls,
 * so nothing extra is drawn.
 */
function checkWallsReadBack(maze: Maze<Grid>, svg: string, open: readonly number[] = []): number {
  const { grid } = maze;
  const geometry = geometryOf(grid);
  const floors = pathsOf(svg, 'walls').map(pathSegments);
  expect(floors).toHaveLength(geometry.levels);
  const side = new SideMiddle();
  const length = new LengthProbe();
  const want = new Array<number>(geometry.levels).fill(0);
  let checked = 0;
  for (let c = 0; c < grid.size; c++) {
    const level = geometry.level(c);
    const drawn = floors[level]!;
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0 || !geometry.wall(c, d, side)) continue;
      const n = grid.neighbor(c, d);
      const wall = n < 0 ? !isGap(open, c, d) : !grid.isOpen(c, d);
      const seen = drawn.some((s: Segment) => onSegment(s, side.x, side.y));
      if (seen !== wall) throw new Error(`cell ${c} side ${d}: drawn ${seen}, wall ${wall}`);
      if (wall && (n < 0 || n > c)) {
        length.total = 0;
        geometry.wall(c, d, length);
        want[level]! += length.total;
      }
      checked++;
    }
  }
  for (let level = 0; level < geometry.levels; level++) {
    const got = floors[level]!.reduce((sum, s) => sum + segmentLength(s), 0);
    expect(got).toBeCloseTo(want[level]!, 1);
  }
  return checked;
}

/** Sums the length of the sides drawn into it. */
class LengthProbe {
  total = 0;
  private x = 0;
  private y = 0;
  moveTo(x: number, y: number): void {
    this.x = x;
    this.y = y;
  }
  lineTo(x: number, y: number): void {
    this.total += Math.hypot(x - this.x, y - this.y);
    this.x = x;
    this.y = y;
  }
  arc(_cx: number, _cy: number, r: number, start: number, end: number): void {
    this.total += r * Math.abs(end - start);
  }
}

describe('every shape is drawn through its geometry', () => {
  test.each(Object.keys(shapeMazes).filter((k) => !k.startsWith('weave')))('%s: the walls read back from the SVG are the maze', (name) => {
    const maze = shapeMazes[name as keyof typeof shapeMazes]();
    const svg = renderSvg(maze);
    checkXml(svg);
    expect(checkWallsReadBack(maze, svg)).toBeGreaterThan(maze.grid.size);
  });

  test('squares too, through the merged runs', () => {
    for (const levels of [1, 3]) {
      const maze = testMaze(9, 7, levels, 'readback', true);
      checkWallsReadBack(maze, renderSvg(maze));
    }
  });

  test('the reader catches a missing wall', () => {
    const maze = shapeMazes.hex();
    const svg = renderSvg(maze);
    // Open one inner wall after drawing: the picture no longer matches the maze.
    const c = maze.grid.cells.findIndex((bits, cell) => !(bits & 1) && maze.grid.neighbor(cell, 0) >= 0);
    maze.grid.link(c, 0);
    expect(() => checkWallsReadBack(maze, svg)).toThrow(/side/);
  });

  test('polar walls are true arcs, and the centre is a circle of two half arcs', () => {
    const svg = renderSvg(shapeMazes.polar());
    const d = pathsOf(svg, 'walls')[0]!;
    expect(d.match(/a/g)!.length).toBeGreaterThan(20);
    const segments = pathSegments(d);
    // Every arc is centred on the maze centre (5.5, 5.5 for 5 rings).
    for (const s of segments) if (s.kind === 'arc') expect([s.cx, s.cy].map((v) => Math.round(v * 100) / 100)).toEqual([5.5, 5.5]);
    expect(svg).toContain('stroke-linejoin="round"');
  });

  test('solution line through the cell centres, one piece per floor, stairs marked', () => {
    const maze = shapeMazes['hex-levels']();
    const svg = renderSvg(maze);
    const geometry = geometryOf(maze.grid);
    const pieces = pathsOf(svg, 'solution').map(pathSegments);
    const route = maze.solution!;
    // Every consecutive pair on one floor is one straight segment between the centres.
    let steps = 0;
    for (let i = 1; i < route.length; i++) {
      const a = geometry.center(route[i - 1]!);
      const b = geometry.center(route[i]!);
      const level = geometry.level(route[i]!);
      if (level !== geometry.level(route[i - 1]!)) continue;
      const floor = pieces.find((p) => p.some((s) => s.kind === 'line' && Math.hypot(s.x0 - a.x, s.y0 - a.y) < 2e-3 && Math.hypot(s.x1 - b.x, s.y1 - b.y) < 2e-3));
      expect(floor, `step ${i}`).toBeDefined();
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
    let stairs = 0;
    for (const bits of maze.grid.cells) stairs += (bits >> 6) & 1 ? 1 : 0;
    expect(stairs).toBeGreaterThan(2);
    expect(pathsOf(svg, 'stairs').join('').match(/z/gi)!.length).toBeGreaterThanOrEqual(stairs);
  });

  test('start and goal marks sit on their cells, drawn after the stairs', () => {
    for (const name of ['hex-levels', 'triangle-levels', 'polar-solved', 'triangle-masked'] as const) {
      const maze = shapeMazes[name]();
      const svg = renderSvg(maze);
      const geometry = geometryOf(maze.grid);
      for (const [cls, cell] of [
        ['start', maze.start!],
        ['goal', maze.goal!],
      ] as const) {
        const [d] = pathsOf(svg, cls);
        const xs: number[] = [];
        const ys: number[] = [];
        for (const seg of pathSegments(d!)) {
          if (seg.kind === 'arc') {
            xs.push(seg.cx);
            ys.push(seg.cy);
          } else if (segmentLength(seg) > 0) {
            xs.push(seg.x0, seg.x1);
            ys.push(seg.y0, seg.y1);
          }
        }
        const c = geometry.center(cell);
        expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(c.x, 2);
        expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(c.y, 2);
        // Within its floor's group, the mark comes after the stair marks.
        const group = svg.split('<g ').find((g) => g.includes(`class="${cls}"`))!;
        expect(group.indexOf(`class="${cls}"`)).toBeGreaterThan(group.indexOf('class="stairs"'));
      }
    }
  });

  test('distances: every reachable cell is filled once, the start lightest', () => {
    for (const name of ['hex-solved', 'triangle-masked', 'polar-solved'] as const) {
      const maze = shapeMazes[name]();
      const svg = renderSvg(maze, { heatmap: true, heatSteps: 6 });
      const heat = [...svg.matchAll(/<path class="heat" fill="(#[0-9a-f]{6})"[^>]* d="([^"]*)"\/>/g)];
      const closed = heat.reduce((n, [, , d]) => n + d!.match(/z/gi)!.length, 0);
      expect(closed).toBe(maze.grid.size);
      const geometry = geometryOf(maze.grid);
      const s = geometry.center(maze.start!);
      // The lightest shade is white and holds the start's outline around its centre.
      const white = heat.find(([, fill]) => fill === '#ffffff')!;
      const segments = pathSegments(white[2]!);
      const near = segments.some((seg) => seg.kind === 'line' && Math.hypot((seg.x0 + seg.x1) / 2 - s.x, (seg.y0 + seg.y1) / 2 - s.y) < 0.7);
      expect(near || segments.some((seg) => seg.kind === 'arc')).toBe(true);
    }
  });
});

describe('entrance and exit gaps', () => {
  test('off by default; on, each boundary end opens one outer side, read back from the SVG', () => {
    for (const name of ['hex-solved', 'triangle-solved', 'polar-solved', 'hex-masked'] as const) {
      const base = shapeMazes[name]();
      // The first and last cells lie on the boundary of every shape but polar (whose cell 0 is the centre).
      const maze = { ...base, start: base.grid.size - 1, goal: 0 };
      const geometry = geometryOf(maze.grid);
      const open = exitGaps(maze.grid, geometry, [maze.start, maze.goal]);
      expect(open.length).toBe(name === 'polar-solved' ? 2 : 4);
      expect(renderSvg(maze)).toBe(renderSvg(maze, { gaps: false }));
      checkWallsReadBack(maze, renderSvg(maze, { gaps: true }), open);
    }
  });

  test('the wide side: a corner of a wide rectangle opens to the left and right', () => {
    const maze = { ...testMaze(8, 4, 1, 'gap'), start: 0, goal: 31 };
    const d = pathsOf(renderSvg(maze, { gaps: true }), 'walls')[0]!;
    const segments = pathSegments(d);
    const walled = (x: number, y: number) => segments.some((s) => onSegment(s, x, y));
    expect([walled(0, 0.5), walled(0.5, 0), walled(8, 3.5), walled(7.5, 4)]).toEqual([false, true, false, true]);
  });

  test('an interior end keeps its walls: the polar centre', () => {
    const maze = { ...shapeMazes.polar(), start: 0 };
    expect(exitGaps(maze.grid, geometryOf(maze.grid), [0])).toEqual([]);
    expect(renderSvg(maze, { gaps: true })).toBe(renderSvg(maze));
  });
});

describe('grids core cannot draw', () => {
  test('a grid without a shape is refused in one line', () => {
    const maze = { grid: new HexTestGrid(3, 3), generator: 'x', seed: '1' } as unknown as Maze;
    expect(() => renderer.render(maze)).toThrow(/^@mazekit\/render-svg: cannot draw the "[a-z-]+" grid: it has no shape/);
  });

  test('every shape goes through the renderer object as the CLI calls it', () => {
    for (const [shape, params] of [
      [hex, { width: 4, height: 3 }],
      [triangle, { width: 5, height: 3 }],
      [polar, { rings: 2 }],
    ] as const) {
      const svg = renderer.render(shapeMaze(shape as never, params, 's', true), { format: 'svg' });
      expect(typeof svg === 'string' && svg.startsWith('<?xml')).toBe(true);
    }
  });
});
