import { type Carving, MazekitError, type Tracer } from '@mazekit/core';
import { NORTH_SOUTH, type CrossingBoard } from './axes.js';
import { ContractedGrid, LANES } from './contracted-grid.js';
import { crowdingCrossing } from './rules.js';

const N = 1;
const S = 2;
const E = 4;
const W = 8;

/**
 * True when the square neighbours `m` and `t` (along `axis`: 1 north–south, 2 east–west) are a
 * passage of the contracted graph: neither is a crossing whose corridor on top runs the other
 * way (that side is the corridor beneath, fixed), and they are not one vertex (inside a fixed
 * corridor).
 */
function passable(over: Uint8Array, vertexOf: Int32Array, m: number, t: number, axis: number): boolean {
  const a = over[m]!;
  const b = over[t]!;
  return (a === 0 || a === axis) && (b === 0 || b === axis) && vertexOf[m] !== vertexOf[t];
}

/** Sets `table[at] = vertex`, refusing a lane already taken (two passages of one cell the same way on the same lane). */
function link(table: Int32Array, at: number, vertex: number, cell: number, name: (cell: number) => string): void {
  if (table[at] !== -1) throw new MazekitError('@mazekit/grid-weave', `two passages of ${name(cell)} share lane ${at % LANES}`);
  table[at] = vertex;
}

/**
 * The carving of a weave grid with crossings (core's `Grid.carving`). Each crossing fixes four
 * passages: its corridor on top (the crossing and the cells before and after it along that
 * axis) and the passage beneath (between the two cells beside it). Contracting each of those
 * two corridors into one vertex leaves an ordinary graph, the {@link ContractedGrid}; a
 * spanning tree of it plus the fixed passages is a spanning tree of the weave grid, and every
 * such tree arises from exactly one, so a uniform generator stays uniform over the weave mazes
 * with these crossings. {@link WeaveCarving.finish} opens the result on the weave grid.
 *
 * Crossings are at least 3 steps apart, so no cell is in two fixed corridors; a vertex then
 * has at most two passages each way, one from each end of its corridor, on different lanes:
 * an east–west passage in row `r` takes lane `(r >> 1) & 1`, a north–south one in column `c`
 * lane `(c >> 1) & 1` (the two ends of a corridor are two rows or columns apart).
 */
export class WeaveCarving implements Carving {
  readonly grid: ContractedGrid;
  private readonly board: CrossingBoard;
  /** The vertex of each cell. */
  private readonly vertexOf: Int32Array;
  /** The lowest cell of each vertex. */
  private readonly first: Int32Array;
  /** Per vertex: `2 × i` for crossing `i`'s corridor on top, `2 × i + 1` for its corridor beneath, -1 for a lone cell. */
  private readonly group: Int32Array;
  /** The crossing cells, ascending. */
  private readonly crossings: Int32Array;

  constructor(board: CrossingBoard, name: (cell: number) => string) {
    this.board = board;
    const { width, size, over } = board;
    let count = 0;
    for (let c = 0; c < size; c++) if (over[c] !== 0) count++;
    const crossings = new Int32Array(count);
    for (let c = 0, i = 0; c < size; c++) if (over[c] !== 0) crossings[i++] = c;
    this.crossings = crossings;
    const groupOf = new Int32Array(size).fill(-1);
    for (let i = 0; i < count; i++) {
      const x = crossings[i]!;
      const near = crowdingCrossing(board, x);
      if (near >= 0) {
        throw new MazekitError(
          '@mazekit/grid-weave',
          `crossings ${name(Math.min(x, near))} and ${name(Math.max(x, near))} are less than 3 steps apart; a weave grid carves crossings at least 3 steps apart`,
        );
      }
      const along = over[x] === NORTH_SOUTH ? width : 1;
      const across = over[x] === NORTH_SOUTH ? 1 : width;
      groupOf[x - along] = groupOf[x] = groupOf[x + along] = 2 * i;
      groupOf[x - across] = groupOf[x + across] = 2 * i + 1;
    }
    const vertexOf = new Int32Array(size);
    const vertexOfGroup = new Int32Array(2 * count).fill(-1);
    const vertices = size - 3 * count;
    const first = new Int32Array(vertices);
    const group = new Int32Array(vertices);
    let v = 0;
    for (let c = 0; c < size; c++) {
      const g = groupOf[c]!;
      if (g >= 0 && vertexOfGroup[g]! >= 0) {
        vertexOf[c] = vertexOfGroup[g]!;
        continue;
      }
      if (g >= 0) vertexOfGroup[g] = v;
      first[v] = c;
      group[v] = g;
      vertexOf[c] = v++;
    }
    this.vertexOf = vertexOf;
    this.first = first;
    this.group = group;
    const table = new Int32Array(vertices * LANES).fill(-1);
    // Row by row with the column and row at hand, each cell's east and south passages set from
    // both ends (the hot loop of the contraction: no division, no per-direction call).
    const height = size / width;
    for (let row = 0, m = 0; row < height; row++) {
      const rowLane = ((row >> 1) & 1) * 4;
      for (let col = 0; col < width; col++, m++) {
        const colLane = ((col >> 1) & 1) * 4;
        if (col + 1 < width && passable(over, vertexOf, m, m + 1, 2)) {
          link(table, vertexOf[m]! * LANES + 2 + rowLane, vertexOf[m + 1]!, m, name);
          link(table, vertexOf[m + 1]! * LANES + 3 + rowLane, vertexOf[m]!, m + 1, name);
        }
        if (row + 1 < height && passable(over, vertexOf, m, m + width, 1)) {
          link(table, vertexOf[m]! * LANES + 1 + colLane, vertexOf[m + width]!, m, name);
          link(table, vertexOf[m + width]! * LANES + colLane, vertexOf[m]!, m + width, name);
        }
      }
    }
    this.grid = new ContractedGrid(table);
  }

  /** The square neighbour of `m` towards compass point `k`, or -1 off the board. */
  private step(m: number, k: number): number {
    const { width, size } = this.board;
    switch (k) {
      case 0:
        return m >= width ? m - width : -1;
      case 1:
        return m + width < size ? m + width : -1;
      case 2:
        return m % width !== width - 1 ? m + 1 : -1;
      default:
        return m % width !== 0 ? m - 1 : -1;
    }
  }

  /**
   * The contracted direction of the passage from cell `m` towards compass point `k` to its square
   * neighbour, or -1 when that is no passage of the contracted graph: off the board, the side of a
   * crossing, or inside a fixed corridor.
   */
  private slot(m: number, k: number): number {
    const t = this.step(m, k);
    if (t < 0) return -1;
    const over = this.board.over;
    const axis = (k >> 1) + 1;
    if ((over[m] !== 0 && over[m] !== axis) || (over[t] !== 0 && over[t] !== axis)) return -1;
    if (this.vertexOf[m] === this.vertexOf[t]) return -1;
    const width = this.board.width;
    const lane = k < 2 ? ((m % width) >> 1) & 1 : ((m - (m % width)) / width >> 1) & 1;
    return k + 4 * lane;
  }

  /** The cells of vertex `v`. */
  private members(v: number): number[] {
    const g = this.group[v]!;
    if (g < 0) return [this.first[v]!];
    const x = this.crossings[g >> 1]!;
    const ns = this.board.over[x] === NORTH_SOUTH;
    const width = this.board.width;
    if ((g & 1) === 0) {
      const along = ns ? width : 1;
      return [x - along, x, x + along];
    }
    const across = ns ? 1 : width;
    return [x - across, x + across];
  }

  /** The two cells of the passage between vertices `a` and `b`. */
  private ends(a: number, b: number): [number, number] {
    const d = this.grid.directionTo(a, b);
    for (const m of d < 0 ? [] : this.members(a)) {
      if (this.slot(m, d & 3) === d) return [m, this.step(m, d & 3)];
    }
    throw new MazekitError('@mazekit/grid-weave', `vertices ${a} and ${b} of the contracted graph are not neighbours`);
  }

  trace(tracer: Tracer): Tracer {
    const { width, over } = this.board;
    for (const x of this.crossings) {
      const along = over[x] === NORTH_SOUTH ? width : 1;
      const across = over[x] === NORTH_SOUTH ? 1 : width;
      tracer.carve?.(x - along, x);
      tracer.carve?.(x, x + along);
      tracer.carve?.(x - across, x + across);
    }
    // A head followed by a carve names one end of it; a vertex's head is its first cell, so
    // when the carve starts from another cell of the vertex the head moves there first.
    let head = -1;
    const all = (v: number, event: (cell: number) => void): void => {
      for (const c of this.members(v)) event(c);
    };
    const wrapped: Tracer = {};
    if (tracer.visit) wrapped.visit = (v) => all(v, (c) => tracer.visit!(c));
    if (tracer.frontier) wrapped.frontier = (v) => all(v, (c) => tracer.frontier!(c));
    if (tracer.extend) {
      wrapped.extend = (v) => {
        head = -1;
        all(v, (c) => tracer.extend!(c));
      };
    }
    if (tracer.head) {
      wrapped.head = (v) => {
        head = this.first[v]!;
        tracer.head!(head);
      };
    }
    if (tracer.backtrack) {
      wrapped.backtrack = (v) => {
        head = -1;
        tracer.backtrack!(this.first[v]!);
      };
    }
    if (tracer.erase) {
      wrapped.erase = (vs) => {
        head = -1;
        tracer.erase!(vs.flatMap((v) => this.members(v)));
      };
    }
    if (tracer.join) {
      wrapped.join = (vs) => {
        head = -1;
        tracer.join!(vs.flatMap((v) => this.members(v)));
      };
    }
    if (tracer.carve) {
      wrapped.carve = (a, b) => {
        const [m, t] = this.ends(a, b);
        if (head >= 0 && head !== m && head !== t) tracer.head?.(this.members(a).includes(head) ? m : t);
        head = -1;
        tracer.carve!(m, t);
      };
    }
    if (tracer.wall) {
      wrapped.wall = (a, b) => {
        head = -1;
        const [m, t] = this.ends(a, b);
        tracer.wall!(m, t);
      };
    }
    return wrapped;
  }

  finish(): void {
    const { size, cells, over, width } = this.board;
    const carved = this.grid.cells;
    const vertexOf = this.vertexOf;
    const height = size / width;
    // Each cell's east and south passage, opened on both cells when its vertex carved it on
    // that lane (the same loop as the contraction's, for the same reason).
    for (let row = 0, m = 0; row < height; row++) {
      const rowLane = ((row >> 1) & 1) * 4;
      for (let col = 0; col < width; col++, m++) {
        const open = carved[vertexOf[m]!]!;
        if (open === 0) continue;
        const colLane = ((col >> 1) & 1) * 4;
        if (col + 1 < width && (open & (1 << (2 + rowLane))) !== 0 && passable(over, vertexOf, m, m + 1, 2)) {
          cells[m]! |= E;
          cells[m + 1]! |= W;
        }
        if (row + 1 < height && (open & (1 << (1 + colLane))) !== 0 && passable(over, vertexOf, m, m + width, 1)) {
          cells[m]! |= S;
          cells[m + width]! |= N;
        }
      }
    }
    for (const x of this.crossings) {
      if (over[x] === NORTH_SOUTH) {
        cells[x]! |= N | S;
        cells[x - width]! |= S;
        cells[x + width]! |= N;
        cells[x - 1]! |= E;
        cells[x + 1]! |= W;
      } else {
        cells[x]! |= E | W;
        cells[x - 1]! |= E;
        cells[x + 1]! |= W;
        cells[x - width]! |= S;
        cells[x + width]! |= N;
      }
    }
  }
}

