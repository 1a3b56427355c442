import { CellKind, OrthogonalGrid, TracePlayer, TraceRecorder, createRng, layoutCells } from '@mazekit/core';
import { generator as rooms } from '@mazekit/generator-rooms';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, it } from 'vitest';
import { wallTexture } from '../src/view/blocks.js';
import { cellCentre, mapLayout } from '../src/view/map-layout.js';
import { colorsOf, LIGHT } from '../src/view/palette.js';
import { rasterize, type Layers } from '../src/view/raster.js';
import { frameScene } from '../src/view/scenes.js';

const colors = colorsOf(LIGHT);
const Z = 20;

/** The testkit dungeon (12 × 8: three rooms, four doors, rock) drawn at {@link Z} pixels a cell. */
function draw(layers: Omit<Layers, 'cells'>, grid: OrthogonalGrid) {
  const layout = mapLayout(grid.width, grid.height, grid.levels);
  const width = Math.ceil(layout.mapWidth * Z);
  const height = Math.ceil(layout.mapHeight * Z);
  const out = new Uint32Array(width * height);
  rasterize(layout, { z: Z, x: 0, y: 0 }, out, width, height, { cells: grid.cells, ...layers }, colors);
  /** The pixel at map point (x, y). */
  return (x: number, y: number): number => out[Math.floor(y * Z) * width + Math.floor(x * Z)]!;
}

describe('a dungeon on the page canvas', () => {
  const maze = dungeonMaze();
  const grid = maze.grid;
  const dungeon = layoutCells(maze)!;
  const layout = mapLayout(grid.width, grid.height, 1);

  it('draws rock solid in the wall colour, rooms open, and each door as a bar in its opening', () => {
    const at = draw({ kinds: dungeon.kinds, doors: dungeon.doors }, grid);
    let rock = 0;
    for (let c = 0; c < grid.size; c++) {
      const p = cellCentre(layout, c);
      const expected = dungeon.kinds[c] === CellKind.ROCK ? colors.wall : colors.background;
      expect(at(p.x, p.y), `cell ${c}`).toBe(expected);
      // A rock cell is solid up to its walls, not a box of walls around a floor.
      if (dungeon.kinds[c] === CellKind.ROCK) {
        rock++;
        expect(at(p.x - 0.3, p.y - 0.3)).toBe(colors.wall);
      }
    }
    expect(rock).toBe(dungeon.counts[CellKind.ROCK]);
    expect(rock).toBeGreaterThan(0);
    for (const door of maze.layout!.doors) {
      const a = cellCentre(layout, Math.min(door.from, door.to));
      const across = Math.abs(door.to - door.from) === 1;
      // The middle of the opening, and a point in the opening near its end, past the bar and short of the wall across its end.
      expect(at(a.x + (across ? 0.5 : 0), a.y + (across ? 0 : 0.5))).toBe(colors.door);
      expect(at(a.x + (across ? 0.5 : 0.4), a.y + (across ? 0.4 : 0.5))).toBe(colors.background);
    }
  });

  it('leaves no post inside a room, where no wall meets', () => {
    const at = draw({ kinds: dungeon.kinds, doors: dungeon.doors }, grid);
    // Room 0: 4 × 3 cells at col 4, row 4; its inner corners, e.g. between (4..5, 4..5).
    for (const [col, row] of [[5, 5], [6, 5], [7, 6]] as const) {
      const p = cellCentre(layout, row * grid.width + col);
      expect(at(p.x - 0.5, p.y - 0.5), `corner at ${col},${row}`).toBe(colors.background);
    }
    // A corner where walls meet keeps its post: the room's own corner.
    const corner = cellCentre(layout, 4 * grid.width + 4);
    expect(at(corner.x - 0.5, corner.y - 0.5)).toBe(colors.wall);
  });

  it('without its layout the same passages show rock as boxed floor and no doors', () => {
    const at = draw({}, grid);
    const rockCell = dungeon.kinds.indexOf(CellKind.ROCK);
    const p = cellCentre(layout, rockCell);
    expect(at(p.x, p.y)).toBe(colors.background);
    for (const door of maze.layout!.doors) {
      const a = cellCentre(layout, Math.min(door.from, door.to));
      const across = Math.abs(door.to - door.from) === 1;
      expect(at(a.x + (across ? 0.5 : 0), a.y + (across ? 0 : 0.5))).toBe(colors.background);
    }
  });

  it('counts rock as wall in the overview', () => {
    const texture = wallTexture(layout, grid.cells, [], dungeon.kinds);
    const plain = wallTexture(layout, grid.cells, []);
    for (let c = 0; c < grid.size; c++) {
      const x = c % grid.width;
      const y = Math.floor(c / grid.width);
      const t = y * texture.width + x;
      if (dungeon.kinds[c] === CellKind.ROCK) {
        expect(texture.data[t]).toBe(255);
        expect(plain.data[t]).toBeLessThan(255);
      } else expect(texture.data[t]).toBe(plain.data[t]);
    }
  });
});

describe('the carving of a dungeon, frame by frame', () => {
  const grid = new OrthogonalGrid(30, 20, 1);
  const recorder = new TraceRecorder();
  const layout = rooms.carve(grid, createRng('frames'), {}, recorder);
  const recording = recorder.finish();
  const dungeon = layoutCells({ grid, layout: layout! })!;
  const model = { layout: mapLayout(30, 20, 1), grid, dungeon };

  it('starts all rock, shows open cells in the maze and rock where none is open, and ends on the dungeon with its doors', () => {
    const player = new TracePlayer(grid, recording);
    const first = frameScene(model, player.seek(0)).layers(false, colors);
    expect(first.kinds!.every((k) => k === CellKind.ROCK)).toBe(true);
    expect(first.doors!.every((d) => d === 0)).toBe(true);
    // Midway some cells are open and some not yet: each shows as it is.
    const mid = player.seek(Math.floor(player.steps / 2));
    const middle = frameScene(model, mid).layers(false, colors);
    let open = 0;
    for (let c = 0; c < grid.size; c++) {
      expect(middle.kinds![c] === CellKind.ROCK).toBe(mid.cells[c] === 0);
      if (mid.cells[c]) open++;
    }
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(grid.size);
    const last = frameScene(model, player.seek(player.steps)).layers(false, colors);
    for (let c = 0; c < grid.size; c++) {
      expect(last.kinds![c] === CellKind.ROCK, `cell ${c}`).toBe(dungeon.kinds[c] === CellKind.ROCK);
      expect(last.doors![c]).toBe(dungeon.doors[c]);
    }
    expect(dungeon.counts[CellKind.ROCK]).toBeGreaterThan(0);
  });

  it('shows a door once its opening is carved, not before', () => {
    const player = new TracePlayer(grid, recording);
    const door = layout!.doors[0]!;
    let seen = false;
    for (let step = 0; step <= player.steps; step += 7) {
      const state = player.seek(step);
      const doors = frameScene(model, state).layers(false, colors).doors!;
      const opened = state.cells[door.from] !== 0 && grid.directionTo(door.from, door.to) >= 0 && (state.cells[door.from]! & (1 << grid.directionTo(door.from, door.to))) !== 0;
      expect(doors[door.from] !== 0 && (doors[door.from]! & (1 << grid.directionTo(door.from, door.to))) !== 0).toBe(opened);
      seen ||= opened;
    }
    expect(seen).toBe(true);
  });
});
