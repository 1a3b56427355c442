import { Bits, MazekitError, layoutCells, type Layout, type LayoutCells, type OrthogonalGrid, type TraceState } from '@mazekit/core';
import type { BlocksContext } from './context.js';
import { fillDoorBar } from './draw-blocks.js';
import { blockLayout, fillRuns, type BlockLayout } from './layout.js';
import { resolveFrameStyle, type FrameOptions, type FrameStyle } from './options.js';
import { PACKAGE } from './package.js';
import { gridOf } from './volume.js';

const UNVISITED = 0;
const VISITED = 1;
const FRONTIER = 2;
const PATH = 3;
const HEAD = 4;
const WALL = 5;
const BORDER = 6;

/**
 * Draws one animation frame as blocks, the way seed 002 animates its multi-level maze:
 * cells unvisited grey, visited blue, the head green, the tentative path white together
 * with the wall blocks between its cells, frontier gold, uncarved walls black, the outer
 * wall red; a carved stair is a small square of its stair colour. `state` comes from core's
 * `TracePlayer.seek(n)` over `grid`. Size the canvas with {@link blocksCanvasSize}.
 *
 * Given the dungeon's final `layout` (its rooms and doors), a frame is the dungeon so far:
 * rock black, every carved cell and passage floor-coloured (rooms appear, corridors spread
 * through the rock, dead ends turn back to rock), each opened door a brown bar, the head green.
 */
export function drawBlocksFrame(ctx: BlocksContext, grid: OrthogonalGrid, state: TraceState, options?: FrameOptions, layout?: Layout): void {
  const o = resolveFrameStyle(options);
  const shape = gridOf(grid);
  if (!state || !(state.cells instanceof Uint8Array) || state.cells.length !== shape.size) {
    throw new MazekitError(PACKAGE, `frame state must come from a TracePlayer over a grid of ${shape.size} cells`);
  }
  const dungeon = layout === undefined ? undefined : layoutCells({ grid: shape, layout }, PACKAGE);
  const frame = blockLayout(shape, o.columns, o.cellSize, o.padding);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, frame.width, frame.height);
  }
  if (dungeon) {
    drawDungeonFrame(ctx, shape, state, o, frame, dungeon);
    return;
  }
  const layoutOfFloors = frame;
  const palette = [o.unvisitedColor, o.visitedColor, o.frontierColor, o.pathColor, o.headColor, o.wallColor, o.borderColor];
  const { cells, visited, onPath, frontier, head } = state;
  const kind = (c: number): number =>
    c === head ? HEAD : onPath[c] ? PATH : visited[c] ? VISITED : frontier[c] ? FRONTIER : UNVISITED;
  // A carved wall takes its cells' look: white while they are on the walk, blue once in the maze.
  const opened = (a: number, b: number): number => (onPath[a] || onPath[b] ? PATH : VISITED);
  const { blocksWide: wide, blocksHigh: high } = layoutOfFloors;
  const w = shape.width;
  for (let level = 0; level < shape.levels; level++) {
    const at = layoutOfFloors.origin(level);
    const base = level * shape.plane;
    fillRuns(ctx, wide, high, at.x, at.y, o.cellSize, palette, (x, y) => {
      if (x === 0 || y === 0 || x === wide - 1 || y === high - 1) return BORDER;
      const oddX = x & 1;
      const oddY = y & 1;
      if (oddX && oddY) return kind(base + (x >> 1) + w * (y >> 1));
      if (!oddX && !oddY) return WALL;
      if (oddX) {
        const above = base + (x >> 1) + w * ((y >> 1) - 1);
        return cells[above]! & Bits.S ? opened(above, above + w) : WALL;
      }
      const left = base + (x >> 1) - 1 + w * (y >> 1);
      return cells[left]! & Bits.E ? opened(left, left + 1) : WALL;
    });
  }
  fillPathLinks(ctx, shape, layoutOfFloors, o.cellSize, o.pathColor, state.path);
  fillStairMarks(ctx, shape, cells, layoutOfFloors, o.cellSize, [o.upColor, o.downColor, o.bothColor]);
}

const ROCK = 0;
const FLOOR = 1;
const HEAD_CELL = 2;
const EDGE = 3;

/** A dungeon frame: what is carved so far is floor, the rest rock; open doors get their bar. */
function drawDungeonFrame(ctx: BlocksContext, grid: OrthogonalGrid, state: TraceState, o: FrameStyle, frame: BlockLayout, dungeon: LayoutCells): void {
  const { cells, head } = state;
  const palette = [o.wallColor, o.floorColor, o.headColor, o.borderColor];
  const { blocksWide: wide, blocksHigh: high } = frame;
  const w = grid.width;
  const size = o.cellSize;
  for (let level = 0; level < grid.levels; level++) {
    const at = frame.origin(level);
    const base = level * grid.plane;
    fillRuns(ctx, wide, high, at.x, at.y, size, palette, (x, y) => {
      if (x === 0 || y === 0 || x === wide - 1 || y === high - 1) return EDGE;
      const c = base + (x >> 1) + w * (y >> 1);
      if (x & 1 && y & 1) return c === head ? HEAD_CELL : cells[c] ? FLOOR : ROCK;
      if (x & 1) return cells[c - w]! & Bits.S ? FLOOR : ROCK;
      if (y & 1) return cells[c - 1]! & Bits.E ? FLOOR : ROCK;
      // A corner block is floor when the four passages around it are open: inside a room.
      const nw = c - w - 1;
      return cells[nw]! & Bits.E && cells[nw]! & Bits.S && cells[c]! & Bits.N && cells[c]! & Bits.W ? FLOOR : ROCK;
    });
    ctx.fillStyle = o.doorColor;
    for (let c = base; c < base + grid.plane; c++) {
      const open = dungeon.doors[c]! & cells[c]!;
      const x = at.x + (2 * grid.col(c) + 1) * size;
      const y = at.y + (2 * grid.row(c) + 1) * size;
      if (open & Bits.E) fillDoorBar(ctx, x + size, y, size, false);
      if (open & Bits.S) fillDoorBar(ctx, x, y + size, size, true);
    }
  }
  fillStairMarks(ctx, grid, cells, frame, size, [o.upColor, o.downColor, o.bothColor]);
}

/** Paints white the wall blocks between consecutive cells of the tentative path, as seed 002 does. */
function fillPathLinks(
  ctx: BlocksContext,
  grid: OrthogonalGrid,
  layout: BlockLayout,
  size: number,
  color: string,
  path: readonly number[],
): void {
  ctx.fillStyle = color;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const level = grid.level(a);
    if (level !== grid.level(b)) continue;
    const dx = grid.col(b) - grid.col(a);
    const dy = grid.row(b) - grid.row(a);
    if (Math.abs(dx) + Math.abs(dy) !== 1) continue;
    const at = layout.origin(level);
    ctx.fillRect(at.x + (2 * grid.col(a) + 1 + dx) * size, at.y + (2 * grid.row(a) + 1 + dy) * size, size, size);
  }
}

/** A half-block square in the middle of each cell with a carved stair. */
function fillStairMarks(
  ctx: BlocksContext,
  grid: OrthogonalGrid,
  cells: Uint8Array,
  layout: BlockLayout,
  size: number,
  colors: readonly string[],
): void {
  if (grid.levels < 2) return;
  const inset = size / 4;
  for (let c = 0; c < grid.size; c++) {
    const stairs = cells[c]! & (Bits.U | Bits.D);
    if (!stairs) continue;
    const at = layout.origin(grid.level(c));
    ctx.fillStyle = colors[stairs === Bits.U ? 0 : stairs === Bits.D ? 1 : 2]!;
    ctx.fillRect(at.x + (2 * grid.col(c) + 1) * size + inset, at.y + (2 * grid.row(c) + 1) * size + inset, size / 2, size / 2);
  }
}
