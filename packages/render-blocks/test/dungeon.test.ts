import { TracePlayer, TraceRecorder, mazeFromJSON, parseMaze, type Maze } from '@mazekit/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { Tile, blockMatrix, blocksText, drawBlocks, drawBlocksFrame } from '../src/index.js';
import { FakeContext } from './helpers/fake-context.js';

/** The dungeon of docs/maze-json.md §9. */
const DOC = {
  format: 'mazekit/1',
  topology: 'orthogonal',
  width: 5,
  height: 3,
  levels: 1,
  generator: 'rooms',
  seed: 'door',
  cells: [6, 14, 12, 12, 10, 5, 9, 0, 0, 3, 0, 0, 4, 12, 9],
  rooms: [
    { col: 0, row: 0, width: 2, height: 2, level: 0 },
    { col: 2, row: 2, width: 2, height: 1, level: 0 },
  ],
  doors: [
    [1, 2],
    [13, 14],
  ],
};

const docs = readFileSync(fileURLToPath(new URL('../../../docs/maze-json.md', import.meta.url)), 'utf8');

/** Replays a maze's passages as carve events, east and south of each cell in order. */
function traceOf(maze: Maze): TracePlayer {
  const recorder = new TraceRecorder();
  const { grid } = maze;
  for (let c = 0; c < grid.size; c++) {
    if (grid.isOpen(c, 2)) recorder.carve(c, c + 1);
    if (grid.isOpen(c, 1)) recorder.carve(c, c + grid.width);
  }
  return new TracePlayer(grid, recorder.finish());
}

describe('dungeons as blocks', () => {
  test('the format document shows the example as render-blocks draws it', () => {
    const text = blocksText(mazeFromJSON(DOC), { charset: 'ascii' });
    expect(docs).toContain('```text\n' + text + '```');
  });

  test('rock is solid, doors are door tiles, and a room is one open rectangle', () => {
    const [floor] = blockMatrix(mazeFromJSON(DOC));
    // Cell 7 (col 2, row 1) is rock: its block and the blocks round it are solid.
    expect(floor![3]![5]).toBe(Tile.WALL);
    expect(floor![1]![4]).toBe(Tile.DOOR);
    expect(floor![5]![8]).toBe(Tile.DOOR);
    // The 2x2 room covers blocks 1..3 x 1..3, its middle block included.
    for (let y = 1; y <= 3; y++) for (let x = 1; x <= 3; x++) expect(floor![y]![x]).toBe(Tile.PASSAGE);
    // Without the layout the same passages are a plain maze: the room's middle is a post.
    const plain = blockMatrix(mazeFromJSON(DOC).grid)[0]!;
    expect(plain[2]![2]).toBe(Tile.WALL);
    expect(plain[3]![5]).toBe(Tile.PASSAGE);
  });

  test('refuses a layout that does not fit the passages, naming the rule', () => {
    const maze = mazeFromJSON(DOC);
    const broken = { ...maze, layout: { rooms: maze.layout!.rooms, doors: [] } };
    expect(() => blockMatrix(broken)).toThrow(/^@mazekit\/render-blocks: layout rule door-missing: cell 1 \(col 1, row 0\) opens east across a room's edge/);
  });

  test('draws each door as a brown bar along its wall', () => {
    const ctx = new FakeContext();
    drawBlocks(ctx, mazeFromJSON(DOC), { cellSize: 9, padding: 0 });
    const bars = ctx.rects.filter((r) => r.color === '#8b5a2b');
    // Both doors open east-west, so their bars stand upright in the middle third of the block.
    expect(bars).toEqual([
      { x: 4 * 9 + 3, y: 9, w: 3, h: 9, color: '#8b5a2b' },
      { x: 8 * 9 + 3, y: 5 * 9, w: 3, h: 9, color: '#8b5a2b' },
    ]);
    expect(ctx.colorAt(5 * 9 + 4, 3 * 9 + 4)).toBe('#000000'); // rock
    expect(ctx.colorAt(2 * 9 + 4, 2 * 9 + 4)).toBe('#ffffff'); // the room's middle
  });

  test("an animation frame with the layout is the dungeon so far; the last frame is its picture", () => {
    for (const file of ['dungeon.json', 'dungeon-2-floors.json']) {
      const maze = parseMaze(readFileSync(fileURLToPath(new URL(`./examples/${file}`, import.meta.url)), 'utf8'));
      const player = traceOf(maze);
      const options = { cellSize: 4, padding: 2 };
      const start = new FakeContext();
      drawBlocksFrame(start, maze.grid, player.seek(0), { ...options, borderColor: '#000000' }, maze.layout);
      // Nothing carved: every cell is rock.
      for (let x = 0; x < maze.grid.width; x++) expect(start.colorAt(2 + (2 * x + 1) * 4 + 1, 2 + 4 + 1)).toBe('#000000');
      if (maze.grid.levels > 1) continue; // stairs are small squares in frames, whole blocks in pictures
      const end = new FakeContext();
      drawBlocksFrame(end, maze.grid, player.seek(player.steps), { ...options, borderColor: '#000000' }, maze.layout);
      const still = new FakeContext();
      drawBlocks(still, maze, options);
      for (let y = 0; y < 4 * 25 + 4; y += 2) for (let x = 0; x < 4 * 49 + 4; x += 2) expect(end.colorAt(x, y)).toBe(still.colorAt(x, y));
    }
  });
});
