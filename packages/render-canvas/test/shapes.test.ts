import { SideMiddle, exitGaps, floorLayout, geometryOf, isGap, type Grid, type Maze } from '@mazekit/core';
import { HexTestGrid, dfsMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { canvasSize, renderPng, renderer } from '../src/index.js';
import { brightness, decodePng, type Pixels } from './helpers/pixels.js';
import { shapeMazes } from './helpers/shape-mazes.js';

const CS = 24;
const PAD = 10;

/** Where cell-unit point (x, y) of floor `level` lands in the PNG (no labels, no title). */
function pixelOf(maze: Maze<Grid>, level: number, x: number, y: number): [number, number] {
  const at = floorLayout(geometryOf(maze.grid), undefined, 1).origin(level);
  return [PAD + (at.x + x) * CS, PAD + (at.y + y) * CS];
}

/**
 * Samples the middle of every side of every cell, from core's geometry: dark where the maze
 * has a wall (or an edge), light where it has a passage or a gap. Returns the sides checked.
 */
function checkSides(maze: Maze<Grid>, img: Pixels, open: readonly number[] = []): { walls: number; passages: number } {
  const { grid } = maze;
  const geometry = geometryOf(grid);
  const side = new SideMiddle();
  let walls = 0;
  let passages = 0;
  for (let c = 0; c < grid.size; c++) {
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) !== 0 || !geometry.wall(c, d, side)) continue;
      const n = grid.neighbor(c, d);
      const wall = n < 0 ? !isGap(open, c, d) : !grid.isOpen(c, d);
      const [px, py] = pixelOf(maze, geometry.level(c), side.x, side.y);
      const b = brightness(img.at(px, py));
      if (wall ? b > 128 : b < 200) throw new Error(`cell ${c} side ${d} at (${px.toFixed(1)}, ${py.toFixed(1)}): brightness ${b}, wall ${wall}`);
      if (wall) walls++;
      else passages++;
    }
  }
  return { walls, passages };
}

const plain = { cellSize: CS, padding: PAD, labels: false, solution: false, ends: false, stairs: false };

describe('every shape in PNG, through its geometry', () => {
  test.each(Object.keys(shapeMazes))('%s: walls dark and passages light at every side middle', async (name) => {
    const maze = shapeMazes[name as keyof typeof shapeMazes]();
    const bytes = await renderPng(maze, plain);
    const img = await decodePng(bytes);
    expect({ width: img.width, height: img.height }).toEqual(canvasSize(maze, plain));
    const { walls, passages } = checkSides(maze, img);
    // A perfect maze has one passage fewer than cells, each seen from both of its cells.
    expect(passages).toBe(2 * (maze.grid.size - 1) - 2 * countStairs(maze.grid));
    expect(walls).toBeGreaterThan(maze.grid.size);
  });

  test('the sampler catches a missing wall', async () => {
    const maze = shapeMazes.hex();
    const img = await decodePng(await renderPng(maze, plain));
    // Open one inner wall after drawing: the picture no longer matches the maze.
    const c = maze.grid.cells.findIndex((bits, cell) => !(bits & 1) && maze.grid.neighbor(cell, 0) >= 0);
    maze.grid.link(c, 0);
    expect(() => checkSides(maze, img)).toThrow(/side/);
  });

  test('start, goal, solution and stairs reach the pixels, the marks on top', async () => {
    for (const name of ['hex-levels', 'triangle-levels', 'polar'] as const) {
      const maze = shapeMazes[name]();
      const geometry = geometryOf(maze.grid);
      const colours = { startColor: '#00ff00', goalColor: '#ff0000', solutionColor: '#ff8800', stairColor: '#0000ff' };
      const img = await decodePng(await renderPng(maze, { ...plain, ...colours, ends: true, solution: true, stairs: true }));
      for (const [cell, rgb] of [
        [maze.start!, [0, 255, 0]],
        [maze.goal!, [255, 0, 0]],
      ] as const) {
        const p = geometry.center(cell);
        expect(img.at(...pixelOf(maze, geometry.level(cell), p.x, p.y)).slice(0, 3)).toEqual(rgb);
      }
      // The route's middle cell is on the solution line (orange), unless a stair mark covers it.
      const mid = maze.solution![Math.floor(maze.solution!.length / 2)]!;
      const m = geometry.center(mid);
      const [r, g, b] = img.at(...pixelOf(maze, geometry.level(mid), m.x, m.y));
      expect([r > 200 && g > 100 && g < 170 && b < 60, b > 200 && r < 60].some(Boolean)).toBe(true);
    }
  });

  test('distances fill every reachable cell: the farthest cell is the darkest shade', async () => {
    for (const name of ['hex', 'triangle-masked', 'polar'] as const) {
      const maze = shapeMazes[name]();
      const geometry = geometryOf(maze.grid);
      const img = await decodePng(await renderPng(maze, { ...plain, heatmap: true, heatColor: '#000080' }));
      const s = geometry.center(maze.start!);
      const g = geometry.center(maze.goal!);
      expect(img.at(...pixelOf(maze, 0, s.x, s.y)).slice(0, 3)).toEqual([255, 255, 255]);
      // The goal ends the longest path, so it is as far as any cell: the end colour of the ramp.
      expect(img.at(...pixelOf(maze, 0, g.x, g.y)).slice(0, 3)).toEqual([0, 0, 128]);
    }
  });

  test('gaps: boundary ends open one outer side each; off by default', async () => {
    const mazes: Record<string, () => Maze<Grid>> = { ...shapeMazes, square: () => dfsMaze(8, 5, 2, 'gaps') };
    for (const name of ['hex', 'triangle', 'polar', 'hex-masked', 'square']) {
      const base = mazes[name]!();
      const maze = { ...base, start: base.grid.size - 1, goal: 0 };
      const open = exitGaps(maze.grid, geometryOf(maze.grid), [maze.start, maze.goal]);
      expect(open.length).toBe(name === 'polar' ? 2 : 4);
      checkSides(maze, await decodePng(await renderPng(maze, { ...plain, gaps: true })), open);
      checkSides(maze, await decodePng(await renderPng(maze, plain)));
    }
  });

  test('a grid without a shape is refused in one line', () => {
    const maze = { grid: new HexTestGrid(3, 3), generator: 'x', seed: '1' } as unknown as Maze;
    expect(() => renderer.render(maze)).toThrow(/^@mazekit\/render-canvas: cannot draw the "[a-z-]+" grid: it has no shape/);
  });
});

function countStairs(grid: Grid): number {
  const geometry = geometryOf(grid);
  let n = 0;
  for (let c = 0; c < grid.size; c++) for (let d = 0; d < grid.degree; d++) if (geometry.stair(d) > 0 && grid.isOpen(c, d)) n++;
  return n;
}
