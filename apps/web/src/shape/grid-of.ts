import { MazekitError, maskCells, maskGrid, type Grid, type MaskBitmap } from '@mazekit/core';
import { splitOf } from '@mazekit/grid-polar';
import { WeaveGrid } from '@mazekit/grid-weave';
import { findShapeById, sizedByRings } from './shapes.js';

/** The grid a maze is carved into: a shape, its size and an optional mask. */
export interface GridRequest {
  /** The shape's topology: `orthogonal`, `hex`, `triangle` or `polar`. */
  readonly shape: string;
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  /** Rings around the centre (polar only). */
  readonly rings: number;
  /** The chance each inner cell has of becoming a crossing (weave only; absent: the shape's default). */
  readonly crossings?: number | undefined;
  /** Cells to keep (see core's `maskCells`): the maze takes its outline. */
  readonly mask?: MaskBitmap | undefined;
}

/** The parameters `shape.create` takes for a request: those of its size (and a weave's crossings) that the shape declares. */
export function shapeParams(request: GridRequest): Record<string, number> {
  const shape = findShapeById(request.shape);
  if (!shape) throw new MazekitError('@mazekit/web', `unknown shape ${JSON.stringify(request.shape)}`);
  if (sizedByRings(shape)) return { rings: request.rings };
  const given: Record<string, number | undefined> = { width: request.width, height: request.height, levels: request.levels, crossings: request.crossings };
  const params: Record<string, number> = {};
  for (const p of shape.params) if (given[p.name] !== undefined) params[p.name] = given[p.name]!;
  return params;
}

/**
 * An empty grid for `request`, as the CLI builds it for `--shape` and `--mask`: the shape's
 * grid, then core's `maskCells` and `maskGrid` when there is a mask (a mask whose cells do not
 * connect is refused with core's one line). The worker carves into it; the page rebuilds the
 * same grid and copies the carved passages in, so both agree on every cell number. A weave
 * grid places its crossings when it is carved: `over` (the carved grid's, see core's
 * `WovenGrid`) gives the page's copy the same ones.
 */
export function gridOf(request: GridRequest, cells?: Uint8Array, over?: Uint8Array): Grid {
  const shape = findShapeById(request.shape);
  if (!shape) throw new MazekitError('@mazekit/web', `unknown shape ${JSON.stringify(request.shape)}`);
  const base = shape.create(shapeParams(request));
  const grid = request.mask ? maskGrid(base, maskCells(base, request.mask)) : base;
  if (over && base instanceof WeaveGrid) for (let c = 0; c < over.length; c++) if (over[c] !== 0) base.addCrossing(c, over[c]!);
  if (cells) grid.cells.set(cells);
  return grid;
}

/** Cells of a request's grid before any mask, without building it (for size limits). */
export function baseCellCount(request: Pick<GridRequest, 'shape' | 'width' | 'height' | 'levels' | 'rings'>): number {
  if (request.shape === 'polar') return polarCells(request.rings);
  return request.width * request.height * request.levels;
}

/** Cells of a polar grid of `rings` rings (each ring splits its cells as grid-polar's `splitOf` says). */
export function polarCells(rings: number): number {
  let count = 1;
  let total = 1;
  for (let r = 1; r <= rings; r++) {
    count *= splitOf(r, count);
    total += count;
  }
  return total;
}

/**
 * The page's wording of a refused grid: core's one line, whose advice for a mask that falls
 * apart (keep the largest region) is an option the page does not offer, so it says what does.
 */
export function gridRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/; join the regions or keep the largest one$/, '; a larger maze or another mask may join them');
}
