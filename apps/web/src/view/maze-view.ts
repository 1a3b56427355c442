import type { OrthogonalGrid, TraceState } from '@mazekit/core';
import { canvasSize, drawFrame } from '@mazekit/render-canvas';
import { Emitter } from '../emitter.js';
import { layoutFor } from '../layout.js';
import type { Layout } from '../protocol.js';
import { ui } from '../ui.js';

const context = ui.canvas.getContext('2d');
if (!context) throw new Error('this browser cannot draw on a canvas');
const ctx = context;

let grid: OrthogonalGrid | undefined;
let layout: Layout = layoutFor(1, 1, 1);

/** The picture layout of the maze on show. */
export function currentLayout(): Layout {
  return layout;
}

/** Sizes the canvas for a new maze of this shape and clears it. */
export function resetView(shape: OrthogonalGrid, label: string): void {
  grid = shape;
  layout = layoutFor(shape.width, shape.height, shape.levels);
  const size = canvasSize(shape, layout);
  ui.canvas.width = size.width;
  ui.canvas.height = size.height;
  Object.assign(ui.canvas.dataset, {
    cellSize: String(layout.cellSize),
    wallWidth: String(layout.wallWidth),
    padding: String(layout.padding),
    picture: 'none',
  });
  ctx.clearRect(0, 0, size.width, size.height);
  ui.canvas.setAttribute('aria-label', `Maze: ${label}`);
}

/** Fires with each animation frame drawn, and with undefined when the finished picture replaces them (other views follow it). */
export const frameShown = new Emitter<TraceState | undefined>();

/** Draws one animation frame. */
export function showFrame(state: TraceState): void {
  if (!grid) return;
  drawFrame(ctx, grid, state, layout);
  ui.canvas.dataset.picture = 'frame';
  frameShown.emit(state);
}

/** Draws the finished picture (made by the worker). */
export function showPicture(picture: ImageBitmap): void {
  ctx.clearRect(0, 0, ui.canvas.width, ui.canvas.height);
  ctx.drawImage(picture, 0, 0);
  ui.canvas.dataset.picture = 'maze';
  frameShown.emit(undefined);
}
