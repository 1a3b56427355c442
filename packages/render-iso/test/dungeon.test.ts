import { CellKind, MazekitError, layoutCells, parseMaze, stringifyMaze, type Maze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { doorBoxes, rockBoxes, wallBoxes, type Box } from '../src/boxes.js';
import { isoProjection, renderIsoPng, renderIsoSvg, resolveIsoOptions, type IsoOptions } from '../src/index.js';
import { readmeDungeon } from './cases.js';
import { blocksOf } from './parse.js';
import { decodePng } from './pixels.js';

const SIDES = ['north', 'south', 'east', 'west'] as const;

/** The dungeons drawn: the testkit's fixture (one floor) and the README's keep (two floors, stairs). */
const dungeons: readonly (readonly [string, () => Maze])[] = [
  ['the testkit dungeon', dungeonMaze],
  ['the README keep', readmeDungeon],
];

/** Every closed side of every cell that does not touch rock, named as the SVG names walls. */
function wallsBesideOpenCells(maze: Maze, kinds: Uint8Array): string[] {
  const { grid } = maze;
  const out: string[] = [];
  for (let cell = 0; cell < grid.size; cell++) {
    if (kinds[cell] === CellKind.ROCK) continue;
    const [col, row, level] = [grid.col(cell), grid.row(cell), grid.level(cell)];
    for (let d = 0; d < 4; d++) {
      if (grid.isOpen(cell, d)) continue;
      const n = grid.neighbor(cell, d);
      if (n >= 0 && kinds[n] === CellKind.ROCK) continue;
      const side = SIDES[d]!;
      // A wall between two cells is the north or west side of the south or east one.
      if (n >= 0 && (side === 'south' || side === 'east')) continue;
      out.push(`${level}:${col}:${row}:${side}`);
    }
  }
  return out.sort();
}

/** The world rectangle (x0, x1, y0, y1) under a block's top face, its corners unprojected at height `z`. */
function footprint(points: readonly number[], unproject: (sx: number, sy: number, z: number) => [number, number], z: number): [number, number, number, number] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < points.length; i += 2) {
    const [x, y] = unproject(points[i]!, points[i + 1]!, z);
    xs.push(x);
    ys.push(y);
  }
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1e-9 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1e-9 && Math.min(a.z1, b.z1) - Math.max(a.z0, b.z0) > 1e-9;

describe.each(dungeons)('%s', (_, make) => {
  test('the picture has a rock block for each rock cell and no other, on its cell', () => {
    const maze = make();
    const { kinds } = layoutCells(maze)!;
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    const rock = blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'rock');
    const want = [...kinds.keys()].filter((c) => kinds[c] === CellKind.ROCK);
    expect(want.length).toBeGreaterThan(0);
    expect(rock.map((b) => b.cell).sort((a, b) => a - b)).toEqual(want);
    for (const block of rock) {
      const [x0, x1, y0, y1] = footprint(block.faces[0]!, proj.unproject, proj.floorZ(block.level) + style.wallHeight);
      const { grid } = maze;
      expect([x0, x1, y0, y1].map((v) => Math.round(v * 100) / 100 + 0)).toEqual([grid.col(block.cell), grid.col(block.cell) + 1, grid.row(block.cell), grid.row(block.cell) + 1]);
      expect(grid.level(block.cell)).toBe(block.level);
    }
  });

  test('walls stand where the maze is closed beside open cells: none beside rock, none inside a room', () => {
    const maze = make();
    const { kinds, room } = layoutCells(maze)!;
    const walls = blocksOf(renderIsoSvg(maze)).filter((b) => b.role === 'wall');
    const { grid } = maze;
    expect(walls.map((b) => `${grid.level(b.cell)}:${grid.col(b.cell)}:${grid.row(b.cell)}:${b.side}`).sort()).toEqual(wallsBesideOpenCells(maze, kinds));
    for (const wall of walls) {
      const n = grid.neighbor(wall.cell, SIDES.indexOf(wall.side as (typeof SIDES)[number]));
      if (n >= 0 && room[wall.cell]! >= 0) expect(room[n]).not.toBe(room[wall.cell]);
    }
  });

  test('each door is a frame of three pieces, in the opening it marks', () => {
    const maze = make();
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    const { grid } = maze;
    const frames = new Map<string, [number, number, number, number][]>();
    for (const block of blocksOf(renderIsoSvg(maze))) {
      if (block.role !== 'door') continue;
      const key = `${block.cell}:${block.side}`;
      const top = footprint(block.faces[0]!, proj.unproject, proj.floorZ(block.level) + style.wallHeight * 1.25);
      frames.set(key, [...(frames.get(key) ?? []), top]);
    }
    const want = maze.layout!.doors.map(({ from, to }) => {
      const [a, b] = [Math.min(from, to), Math.max(from, to)];
      return `${a}:${b === a + 1 ? 'east' : 'south'}`;
    });
    expect([...frames.keys()].sort()).toEqual(want.sort());
    for (const [key, pieces] of frames) {
      expect(pieces).toHaveLength(3);
      const [cell, side] = key.split(':') as [string, string];
      const [col, row] = [grid.col(Number(cell)), grid.row(Number(cell))];
      // The frame lies across the line between the two cells, within the opening.
      const [lineAt, from, to] = side === 'east' ? [col + 1, row, row + 1] : [row + 1, col, col + 1];
      for (const [x0, x1, y0, y1] of pieces) {
        const [across0, across1, along0, along1] = side === 'east' ? [x0, x1, y0, y1] : [y0, y1, x0, x1];
        expect(across0).toBeLessThan(lineAt);
        expect(across1).toBeGreaterThan(lineAt);
        expect(along0).toBeGreaterThanOrEqual(from - 1e-6);
        expect(along1).toBeLessThanOrEqual(to + 1e-6);
      }
    }
  });

  test('no two blocks of a floor overlap (walls, posts, rock, door frames), so painting back to front is right', () => {
    const maze = make();
    const { grid } = maze;
    const layout = layoutCells(maze)!;
    const style = resolveIsoOptions({});
    for (let level = 0; level < grid.levels; level++) {
      const walls = wallBoxes(grid, level, 0, style.wallHeight, style.wallThickness, layout.kinds);
      const boxes: Box[] = [...walls, ...rockBoxes(grid, layout.kinds, level, 0, style.wallHeight), ...doorBoxes(grid, layout.doors, level, 0, style.wallHeight, style.wallThickness, walls)];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          if (overlap(boxes[i]!, boxes[j]!)) throw new Error(`level ${level}: ${JSON.stringify(boxes[i])} overlaps ${JSON.stringify(boxes[j])}`);
        }
      }
    }
  });

  test('blocks are painted in order of their centres, back to front', () => {
    const maze = make();
    const style = resolveIsoOptions({});
    const proj = isoProjection(maze.grid, style);
    const previous: number[] = [];
    for (const block of blocksOf(renderIsoSvg(maze))) {
      if (block.role === 'shaft') continue;
      const z = proj.floorZ(block.level) + style.wallHeight * (block.role === 'door' ? 1.25 : 1);
      const [x0, x1, y0, y1] = footprint(block.faces[0]!, proj.unproject, z);
      const sum = (x0 + x1 + y0 + y1) / 2;
      expect(sum).toBeGreaterThanOrEqual((previous[block.level] ?? -Infinity) - 0.01);
      previous[block.level] = sum;
    }
  });
});

/** The PNG's pixel at the screen point of world (x, y, z), as [r, g, b]. */
async function pixelsAt(maze: Maze, options: IsoOptions, points: readonly (readonly [number, number, number])[]): Promise<number[][]> {
  const style = resolveIsoOptions(options);
  const proj = isoProjection(maze.grid, style);
  const png = await decodePng(await renderIsoPng(maze, options));
  return points.map(([x, y, z]) => {
    const [sx, sy] = proj.project(x, y, z);
    return png.at(Math.round(sx), Math.round(sy)).slice(0, 3);
  });
}

const hexRgb = (color: string): number[] => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const near = (got: readonly number[], want: readonly number[], by = 3): boolean => got.every((v, i) => Math.abs(v - want[i]!) <= by);

describe('the PNG', () => {
  // The testkit dungeon (12 × 8): rock at col 3, row 1; room 4..7 × 4..6; a door from cell 7 (col 7, row 0) east;
  // corridor at col 10, row 4.
  // Low walls, so that no wall hides the middle of a cell's floor.
  const options: IsoOptions = { cellSize: 40, wallHeight: 0.25, solution: false, ends: false, rockColor: '#203040', doorColor: '#c08020' };
  const style = resolveIsoOptions(options);
  const h = style.wallHeight;

  test('rock is solid in its colour, a room is open floor inside, a door frame shows in its colour', async () => {
    const maze = dungeonMaze();
    const { kinds } = layoutCells(maze)!;
    expect(kinds[1 * 12 + 3]).toBe(CellKind.ROCK);
    expect(kinds[4 * 12 + 10]).toBe(CellKind.CORRIDOR);
    const [rock, room, lintel, corridor] = await pixelsAt(maze, options, [
      [3.5, 1.5, h],
      [5.5, 5.5, 0],
      [8, 0.5, h * 1.25],
      [10.5, 4.5, 0],
    ]);
    expect(near(rock!, hexRgb('#203040'))).toBe(true);
    expect(near(lintel!, hexRgb('#c08020'))).toBe(true);
    // Open floor: the slab's colour over the white background.
    for (const floor of [room!, corridor!]) expect(floor.every((v) => v > 225)).toBe(true);
  });

  test('the same cells of the same maze with no layout are walled floor, not rock or doors', async () => {
    const maze = parseMaze(stringifyMaze(dungeonMaze()).replace(/,"rooms":.*?,"doors":\[.*?\]\]/, ''));
    expect(maze.layout).toBeUndefined();
    const [rock, lintel] = await pixelsAt(maze, options, [
      [3.5, 1.5, h],
      [8, 0.5, h * 1.25],
    ]);
    expect(near(rock!, hexRgb('#203040'), 40)).toBe(false);
    expect(near(lintel!, hexRgb('#c08020'), 40)).toBe(false);
  });
});

describe('refusals', () => {
  test('a rock or door colour that is not an opaque CSS colour is refused in one line naming it', () => {
    expect(() => renderIsoSvg(dungeonMaze(), { rockColor: 'granite' })).toThrow(/rockColor.*granite/);
    expect(() => renderIsoSvg(dungeonMaze(), { doorColor: '#8b5a2b80' })).toThrow(/doorColor/);
  });

  test('a layout that breaks a rule is refused with the rule, as the maze JSON reader names it', () => {
    const maze = dungeonMaze();
    const broken = { ...maze, layout: { rooms: maze.layout!.rooms, doors: [...maze.layout!.doors, { from: 0, to: 1 }] } };
    let error: unknown;
    try {
      renderIsoSvg(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MazekitError);
    expect((error as Error).message).toMatch(/^@mazekit\/render-iso: layout rule door-/);
    expect((error as Error).message).not.toContain('\n');
  });

  test('rooms on a grid that is not square are refused', () => {
    const grid = hex.create({ width: 3, height: 3 });
    const maze = { grid, layout: { rooms: [{ col: 0, row: 0, width: 1, height: 1, level: 0 }], doors: [] } } as unknown as Maze;
    expect(() => renderIsoSvg(maze)).toThrow(/^@mazekit\/render-iso: layout rule rooms: rooms are rectangles of square cells/);
  });
});
