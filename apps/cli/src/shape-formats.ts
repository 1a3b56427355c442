import { geometryOf, isMasked, isMazekitError, isOrthogonal, maskGrid, orthogonalShape, shapeOf, type Grid, type Maze, type Shape } from '@mazekit/core';
import { BUILTIN_FORMATS, type FormatTable } from './formats.js';
import { UsageError } from './errors.js';
import { fitFormat, type DrawnSize } from './format-limits.js';

/** The smallest grid of a shape (every size parameter at its minimum), masked with every cell on when `masked`. */
function smallest(shape: Shape, masked: boolean): Grid {
  const params: Record<string, number> = {};
  for (const p of shape.params) params[p.name] = p.min ?? 1;
  const grid = shape.create(params);
  return masked ? maskGrid(grid, new Uint8Array(grid.size).fill(1)) : grid;
}

/**
 * True when `format` draws mazes of `shape` (masked ones when `masked`). Renderers do not
 * declare the shapes they draw, so one is asked to draw the smallest empty grid of the
 * shape: a renderer that refuses it with a MazekitError (as render-ascii refuses any grid but
 * a whole orthogonal one) does not draw it. Maze JSON and statistics hold every shape.
 */
export function drawsShape(table: FormatTable, format: string, shape: Shape, masked = false): boolean {
  if ((BUILTIN_FORMATS as readonly string[]).includes(format) || (shape.topology === 'orthogonal' && !masked)) return true;
  const entry = table.renderers.get(format);
  if (!entry) return true;
  const maze: Maze<Grid> = { grid: smallest(shape, masked), generator: 'probe', seed: 'probe' };
  try {
    entry.renderer.render(maze, { format });
    return true;
  } catch (error) {
    if (isMazekitError(error)) return false;
    throw error;
  }
}

/**
 * Refuses, before any carving, a `format` that cannot draw `shape` (masked when `masked`),
 * with one line naming the shapes it draws and the formats that draw this one. `shapes` are
 * the installed shapes besides orthogonal.
 */
export function assertDrawsShape(table: FormatTable, format: string, shape: Shape, shapes: readonly Shape[], masked: boolean): void {
  if (drawsShape(table, format, shape, masked)) return;
  const all = [orthogonalShape as unknown as Shape, ...shapes.filter((s) => s.topology !== 'orthogonal')];
  const plain = all.filter((s) => drawsShape(table, format, s)).map((s) => s.topology);
  const withMask = masked ? all.filter((s) => drawsShape(table, format, s, true)).map((s) => s.topology) : [];
  const draws = !masked ? plain.join(', ') : withMask.length ? `masked ${withMask.join(', ')} and whole ${plain.join(', ')}` : `whole ${plain.join(', ')} grids only`;
  const kind = `${masked ? 'masked ' : ''}${shape.topology}`;
  const others = table.names.filter((f) => drawsShape(table, f, shape, masked));
  throw new UsageError(`--format ${format} cannot draw ${kind} mazes; it draws ${draws}. Formats for ${kind} mazes: ${others.join(', ')}`);
}

/** A grid's size as the format limits see it: columns and rows for orthogonal, the drawing's extent in cell units otherwise. */
export function drawnSize(grid: Grid): DrawnSize {
  const base = isMasked(grid) ? grid.base : grid;
  if (isOrthogonal(base)) return { width: base.width, height: base.height, levels: base.levels, cells: grid.size };
  const geometry = geometryOf(base);
  return {
    width: Math.ceil(geometry.width),
    height: Math.ceil(geometry.height),
    levels: geometry.levels,
    cells: grid.size,
    label: `this ${shapeOf(base)?.topology ?? base.topology} maze`,
  };
}

/**
 * The style to draw `grid` in `format` with, checked against the format's limits (see
 * `fitFormat`); maze JSON and statistics need no drawing, so no geometry is asked for them.
 */
export function fitDrawing<S extends Record<string, unknown>>(format: string, grid: Grid, style: S): S {
  if ((BUILTIN_FORMATS as readonly string[]).includes(format)) return style;
  return fitFormat(format, drawnSize(grid), style);
}
