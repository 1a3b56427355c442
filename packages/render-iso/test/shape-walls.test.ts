import { geometryOf, shapeOf, type Grid, type Maze, type PathContext } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { isoProjection, renderIsoSvg, resolveIsoOptions } from '../src/index.js';
import { blocksOf } from './parse.js';
import { hexMaze, readmeHex, readmeTriangle, triangleMaze } from './shape-mazes.js';

/** Records the straight segments a geometry draws. */
class Segments implements PathContext {
  readonly list: number[][] = [];
  private x = 0;
  private y = 0;
  moveTo(x: number, y: number): void {
    [this.x, this.y] = [x, y];
  }
  lineTo(x: number, y: number): void {
    this.list.push([this.x, this.y, x, y]);
    [this.x, this.y] = [x, y];
  }
}

/** A point on a floor to a thousandth of a cell: the key of a side's middle. */
const key = (level: number, x: number, y: number) => `${level}:${(Math.round(x * 1000) + 0) / 1000}:${(Math.round(y * 1000) + 0) / 1000}`;

/**
 * Every closed side of every cell, by the midpoint of its segment on its floor (two cells
 * that share a wall give the same midpoint): the cells and direction names that close it.
 */
function closedSides(maze: Maze<Grid>): Map<string, { sides: Set<string>; dx: number; dy: number }> {
  const { grid } = maze;
  const geometry = geometryOf(grid);
  const names = shapeOf(grid)!.directions;
  const out = new Map<string, { sides: Set<string>; dx: number; dy: number }>();
  for (let cell = 0; cell < grid.size; cell++) {
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0 || grid.isOpen(cell, d)) continue;
      const seg = new Segments();
      if (!geometry.wall(cell, d, seg)) continue;
      const [x0, y0, x1, y1] = seg.list[0]!;
      const k = key(geometry.level(cell), (x0! + x1!) / 2, (y0! + y1!) / 2);
      const entry = out.get(k) ?? { sides: new Set<string>(), dx: x1! - x0!, dy: y1! - y0! };
      entry.sides.add(`${cell}:${names[d]}`);
      out.set(k, entry);
    }
  }
  return out;
}

/**
 * Projects each wall block's top face back onto its floor: four corners, unprojected at the
 * height of the wall tops, give a thin rectangle along one side of a cell. Its middle names
 * the side; its length and thickness are a side's less the posts and the wall thickness.
 */
function wallsOfPicture(maze: Maze<Grid>): { key: string; data: string; along: number[]; long: number }[] {
  const style = resolveIsoOptions({});
  const proj = isoProjection(geometryOf(maze.grid), style);
  const out: { key: string; data: string; along: number[]; long: number }[] = [];
  for (const block of blocksOf(renderIsoSvg(maze))) {
    if (block.role !== 'wall') continue;
    const top = block.faces[0]!;
    expect(top).toHaveLength(8);
    const z = proj.floorZ(block.level) + style.wallHeight;
    const pts = [0, 2, 4, 6].map((i) => proj.unproject(top[i]!, top[i + 1]!, z));
    const long = Math.hypot(pts[1]![0] - pts[0]![0], pts[1]![1] - pts[0]![1]);
    const thick = Math.hypot(pts[2]![0] - pts[1]![0], pts[2]![1] - pts[1]![1]);
    expect(thick).toBeCloseTo(style.wallThickness, 2);
    const cx = pts.reduce((s, p) => s + p[0], 0) / 4;
    const cy = pts.reduce((s, p) => s + p[1], 0) / 4;
    out.push({ key: key(block.level, cx, cy), data: `${block.cell}:${block.side}`, along: [pts[1]![0] - pts[0]![0], pts[1]![1] - pts[0]![1]], long });
  }
  return out;
}

/** The closed side each picture wall stands on: the one whose middle is within 0.02 cells of the wall's, on its floor. */
function match(maze: Maze<Grid>, got = wallsOfPicture(maze)) {
  const want = [...closedSides(maze)].map(([k, v]) => {
    const [level, x, y] = k.split(':').map(Number);
    return { level: level!, x: x!, y: y!, ...v };
  });
  expect(got).toHaveLength(want.length);
  const pairs = got.map((wall) => {
    const [level, x, y] = wall.key.split(':').map(Number);
    const near = want.filter((w) => w.level === level && Math.hypot(w.x - x!, w.y - y!) < 0.02);
    expect(near).toHaveLength(1);
    return { wall, side: near[0]! };
  });
  return { want, pairs };
}

describe('shape walls drawn are the walls of the maze', () => {
  test.each([
    ['hex 10x8x3', readmeHex],
    ['triangle 10x8x3', readmeTriangle],
    ['hex 5x4 flat', () => hexMaze(5, 4, 1, 'flat')],
    ['triangle 9x4x2', () => triangleMaze(9, 4, 2, 'two')],
  ])('%s: every wall block projects back to its cell and direction', (_, make) => {
    const { want, pairs } = match(make());
    // One wall block on every closed side, and no other.
    expect(new Set(pairs.map((p) => p.side)).size).toBe(pairs.length);
    expect(pairs).toHaveLength(want.length);
    for (const { wall, side } of pairs) {
      // The data attributes name one of the cells that side closes, and the block runs along it.
      expect(side.sides.has(wall.data)).toBe(true);
      expect(Math.abs(wall.along[0]! * side.dy - wall.along[1]! * side.dx)).toBeLessThan(1e-2);
      // As long as the side, less 0.3 wall thicknesses at each end, where the posts stand.
      expect(wall.long).toBeCloseTo(Math.hypot(side.dx, side.dy) - 0.6 * resolveIsoOptions({}).wallThickness, 2);
    }
  });

  test('a missing wall or an extra one is caught', () => {
    const maze = hexMaze(6, 5, 2, 'tamper');
    const picture = wallsOfPicture(maze);
    const drawn = picture.length;
    expect(() => match(maze, picture)).not.toThrow();
    const cell = 20;
    const dir = [0, 1, 2, 3, 4, 5].find((d) => maze.grid.neighbor(cell, d) >= 0 && !maze.grid.isOpen(cell, d))!;
    maze.grid.link(cell, dir);
    // Opened after drawing: the picture has a wall the maze no longer has.
    expect(closedSides(maze).size).toBe(drawn - 1);
    expect(() => match(maze, picture)).toThrow();
  });
});
