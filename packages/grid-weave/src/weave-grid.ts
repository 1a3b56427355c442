import { type FailRule, MAX_CELLS, MazekitError, OrthogonalGeometry, RectBoard, type Rng, type Shape, defineShape, describeValue } from '@mazekit/core';
import { EAST, EAST_WEST, NORTH, NORTH_SOUTH, SOUTH, WEST } from './axes.js';
import { placeCrossings } from './place.js';
import { crossingFault } from './rules.js';
import { WeaveCarving } from './weave-carving.js';

const PACKAGE = '@mazekit/grid-weave';

/**
 * A square board on which corridors cross: `width × height` cells, cell index
 * `col + width × row`, directions north 0, south 1, east 2, west 3 and passage bits N 1, S 2,
 * E 4, W 8, as on the square grid. A crossing is a cell whose corridor on top runs straight
 * through it (north–south or east–west) while the other corridor runs straight beneath it:
 * the two cells beside it across the corridor on top are neighbours of each other, through a
 * passage under the crossing (the west cell's east bit and the east cell's west bit, say), and
 * the crossing has no passage to them. So `neighbor` steps under a crossing, and every graph
 * algorithm on the {@link Grid} interface follows the tunnels.
 *
 * Crossings are placed at `density` when the grid is carved (the first draws of the
 * generator's rng; see {@link placeCrossings}), or given one by one with
 * {@link WeaveGrid.addCrossing}. Carving goes through core's `Grid.carving`: each crossing's
 * corridors are fixed, contracted to one vertex each, and the generator carves what is left.
 * The grid is single-level.
 */
export class WeaveGrid extends RectBoard {
  readonly topology = 'weave';
  /** The chance each inner cell has of becoming a crossing when the grid is carved. */
  readonly density: number;
  /** Per cell: 0, or the axis of the corridor on top of a crossing ({@link NORTH_SOUTH} or {@link EAST_WEST}). */
  readonly over: Uint8Array;
  /** True once the crossings are known: placed, given, or read. */
  private placed: boolean;

  constructor(width: number, height: number, density = 0, cells?: Uint8Array) {
    super(shape, width, height, 1, 4, cells, true);
    if (typeof density !== 'number' || !(density >= 0 && density <= 1)) {
      throw new MazekitError(PACKAGE, `crossings must be a number from 0 to 1, got ${describeValue(density)}`);
    }
    this.density = density;
    this.over = new Uint8Array(this.size);
    this.placed = density === 0;
  }

  override neighbor(cell: number, dir: number): number {
    const width = this.width;
    let step: number;
    switch (dir) {
      case NORTH:
        if (cell < width) return -1;
        step = -width;
        break;
      case SOUTH:
        if (cell >= this.size - width) return -1;
        step = width;
        break;
      case EAST:
        if (cell % width === width - 1) return -1;
        step = 1;
        break;
      case WEST:
        if (cell % width === 0) return -1;
        step = -1;
        break;
      default:
        return -1;
    }
    const axis = (dir >> 1) + 1;
    const here = this.over[cell]!;
    // A crossing's sides are walls of its corridor on top.
    if (here !== 0 && here !== axis) return -1;
    const next = cell + step;
    const there = this.over[next]!;
    // Into a crossing from its side: under it, to the cell beyond (a crossing is never on the edge).
    return there === 0 || there === axis ? next : next + step;
  }

  /** True when `cell` is a crossing. */
  isCrossing(cell: number): boolean {
    return this.over[cell] !== 0;
  }

  /** The crossing cells, ascending (empty until the grid is carved, when they are placed at `density`). */
  crossings(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.size; c++) if (this.over[c] !== 0) out.push(c);
    return out;
  }

  /**
   * Makes `cell` a crossing whose corridor on top runs along `axis` ({@link NORTH_SOUTH} or
   * {@link EAST_WEST}); refused with one line when it breaks a rule (on the edge, or beside
   * another crossing across the corridor beneath). Once one is given, none are placed at carving.
   */
  addCrossing(cell: number, axis: number): this {
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.size) {
      throw new MazekitError(PACKAGE, `crossing cell must be an integer from 0 to ${this.size - 1}, got ${describeValue(cell)}`);
    }
    const fault = crossingFault(this, cell, axis, (c) => shape.cellName(this, c));
    if (fault !== undefined) throw new MazekitError(PACKAGE, fault);
    this.over[cell] = axis;
    this.placed = true;
    return this;
  }

  /** The graph to carve (see {@link WeaveCarving}); places the crossings at `density` first, from `rng`, if not yet done. */
  carving(rng: Rng): WeaveCarving | undefined {
    if (!this.placed) {
      this.placed = true;
      placeCrossings(this, rng, this.density);
    }
    return this.over.includes(1) || this.over.includes(2) ? new WeaveCarving(this, (c) => shape.cellName(this, c)) : undefined;
  }

  override clone(): this {
    const copy = new WeaveGrid(this.width, this.height, this.density, this.cells.slice());
    copy.over.set(this.over);
    copy.placed = this.placed;
    return copy as this;
  }
}

/** Reads `"crossings"` (and the passages of those cells) from maze JSON onto `grid`. */
function readCrossings(grid: WeaveGrid, json: Readonly<Record<string, unknown>>, fail: FailRule): void {
  const list = json.crossings;
  const name = (c: number): string => shape.cellName(grid, c);
  if (!Array.isArray(list) || !list.every((v) => Number.isInteger(v) && v >= 0 && v < grid.size)) {
    fail('crossings', `"crossings" must be an array of cell indices from 0 to ${grid.size - 1}`);
  }
  const cells = json.cells;
  // A broken "cells" is reported by the reader's own rules, right after this.
  if (!Array.isArray(cells) || cells.length !== grid.size) return;
  let last = -1;
  for (const c of list as number[]) {
    if (c <= last) fail('crossings', `"crossings" must list cells in ascending order, each once; ${c} comes after ${last}`);
    last = c;
    const bits: unknown = cells[c];
    const axis = bits === 3 ? NORTH_SOUTH : bits === 12 ? EAST_WEST : 0;
    const col = grid.col(c);
    const row = grid.row(c);
    if (col === 0 || row === 0 || col === grid.width - 1 || row === grid.height - 1) {
      fail('crossing-edge', `crossing ${name(c)} is on the edge of the board; a crossing needs a neighbour on every side`);
    }
    if (axis === 0) {
      fail('crossing-straight', `crossing ${name(c)} has passages ${describeValue(bits)}; its corridor on top must run straight through it, 3 (north-south) or 12 (east-west)`);
    }
    const [a, b, da, db] = axis === NORTH_SOUTH ? [c - 1, c + 1, 'east', 'west'] : [c - grid.width, c + grid.width, 'south', 'north'];
    const need = axis === NORTH_SOUTH ? [4, 8] : [2, 1];
    const ca: unknown = cells[a];
    const cb: unknown = cells[b];
    if (typeof ca !== 'number' || typeof cb !== 'number' || !(ca & need[0]!) || !(cb & need[1]!)) {
      fail('crossing-straight', `the corridor beneath crossing ${name(c)} must run straight under it: ${name(a)} must open ${da} and ${name(b)} ${db}`);
    }
    const fault = crossingFault(grid, c, axis, name);
    if (fault !== undefined) fail('crossing-side', fault);
    grid.over[c] = axis;
  }
}

/** The weave shape: what `mazekit generate --shape weave` uses, and what maze JSON readers need for `"topology": "weave"`. */
export const shape: Shape<WeaveGrid> = defineShape<WeaveGrid>({
  topology: 'weave',
  package: PACKAGE,
  name: 'Weave',
  summary: 'a rectangle of square cells whose corridors cross over and under each other at crossings',
  multiLevel: false,
  params: [
    { name: 'width', type: 'number', description: 'columns', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'height', type: 'number', description: 'rows', default: 20, min: 1, max: MAX_CELLS, integer: true },
    { name: 'crossings', type: 'number', description: 'chance each inner cell has of becoming a crossing, 0 to 1', default: 0.4, min: 0, max: 1 },
  ],
  directions: ['north', 'south', 'east', 'west'],
  create: (p) => new WeaveGrid(p.width!, p.height!, p.crossings),
  writeFields: (grid) => ({ width: grid.width, height: grid.height, crossings: grid.crossings() }),
  readFields(json, fail) {
    for (const key of ['width', 'height'] as const) {
      const v = json[key];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`);
    }
    const width = json.width as number;
    const height = json.height as number;
    if (width * height > MAX_CELLS) fail('max-cells', `${width}x${height} is ${width * height} cells; at most ${MAX_CELLS} are allowed`);
    const grid = new WeaveGrid(width, height);
    readCrossings(grid, json, fail);
    return grid;
  },
  geometry: (grid) => new OrthogonalGeometry(grid),
  cellName: (grid, cell) => `cell ${cell} (col ${grid.col(cell)}, row ${grid.row(cell)})`,
});
