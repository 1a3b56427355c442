import { MazekitError, OrthogonalGrid, geometryOf, type TraceState } from '@mazekit/core';
import type { CanvasContext } from './context.js';
import { geometry, gridOf, type Geometry } from './geometry.js';
import { fillLabels, fillTitle } from './labels.js';
import { PACKAGE, resolveFrameStyle, type FrameOptions, type FrameStyle } from './options.js';
import { fillStairs } from './stairs.js';
import { lineOffset, strokeBorders, strokeWalls } from './walls.js';

/**
 * Draws one animation frame: `state` (from core's `TracePlayer.seek(n)`) on the shape of
 * `grid`, in the palette of the seed demos: unvisited cells grey, visited blue, the
 * walker's head green, the tentative path and its links white, frontier cells gold,
 * walls not carved yet black and the border red. Size the canvas with {@link canvasSize}.
 */
export function drawFrame(ctx: CanvasContext, grid: OrthogonalGrid, state: TraceState, options?: FrameOptions): void {
  const o = resolveFrameStyle(options);
  const shape = gridOf(grid);
  if (!state || !(state.cells instanceof Uint8Array) || state.cells.length !== shape.size) {
    throw new MazekitError(PACKAGE, `frame state must come from a TracePlayer over a grid of ${shape.size} cells`);
  }
  const geo = geometry(shape, o);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, geo.width, geo.height);
  }
  fillTitle(ctx, geo, o.padding, o.title, o.wallColor);
  const carved = new OrthogonalGrid(shape.width, shape.height, shape.levels, state.cells);
  fillCells(ctx, carved, geo, o, state);
  strokeWalls(ctx, carved, geo, o, o.wallColor);
  fillPathLinks(ctx, carved, geo, o, state.path);
  strokeBorders(ctx, carved, geo, o, o.borderColor);
  // Black glyphs: they must stand out on blue, grey and white cells alike.
  fillStairs(ctx, carved, geometryOf(carved), geo, o.cellSize, o.wallColor);
  fillLabels(ctx, carved.levels, geo, o.wallColor);
}

const UNVISITED = 0;
const VISITED = 1;
const FRONTIER = 2;
const PATH = 3;
const HEAD = 4;

/** Cell colours, one fillRect per run of same-coloured cells along a row. */
function fillCells(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: FrameStyle, state: TraceState): void {
  const palette = [o.unvisitedColor, o.visitedColor, o.frontierColor, o.pathColor, o.headColor];
  const cs = o.cellSize;
  const { width: w, height: h } = grid;
  const kind = (c: number): number =>
    c === state.head ? HEAD : state.onPath[c] ? PATH : state.visited[c] ? VISITED : state.frontier[c] ? FRONTIER : UNVISITED;
  for (let level = 0; level < grid.levels; level++) {
    const at = geo.origin(level);
    for (let row = 0; row < h; row++) {
      const base = grid.index(0, row, level);
      let start = 0;
      let current = kind(base);
      for (let col = 1; col <= w; col++) {
        const next = col < w ? kind(base + col) : -1;
        if (next === current) continue;
        ctx.fillStyle = palette[current]!;
        ctx.fillRect(at.x + start * cs, at.y + row * cs, (col - start) * cs, cs);
        start = col;
        current = next;
      }
    }
  }
}

/**
 * Opens, in the path colour, the walls between consecutive cells of the tentative path, as
 * seed 002 paints the walls of its walk white before they are carved. Only the inside of
 * each wall is painted, so the corners of the walls around it stay whole.
 */
function fillPathLinks(ctx: CanvasContext, grid: OrthogonalGrid, geo: Geometry, o: FrameStyle, path: readonly number[]): void {
  const cs = o.cellSize;
  const half = o.wallWidth / 2;
  const shift = lineOffset(o.wallWidth);
  ctx.fillStyle = o.pathColor;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const level = grid.level(a);
    if (level !== grid.level(b)) continue;
    const at = geo.origin(level);
    const ca = grid.col(a);
    const ra = grid.row(a);
    const cb = grid.col(b);
    const rb = grid.row(b);
    if (ra === rb && Math.abs(ca - cb) === 1) {
      const x = at.x + Math.max(ca, cb) * cs + shift;
      ctx.fillRect(x - half, at.y + ra * cs + shift + half, o.wallWidth, cs - o.wallWidth);
    } else if (ca === cb && Math.abs(ra - rb) === 1) {
      const y = at.y + Math.max(ra, rb) * cs + shift;
      ctx.fillRect(at.x + ca * cs + shift + half, y - half, cs - o.wallWidth, o.wallWidth);
    }
  }
}
