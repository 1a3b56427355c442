import type { Grid, SolveResult, SolveTracer } from '@mazekit/core';
import { positions } from './positions.js';

/**
 * A*: the cell taken next is the one with the least `g + h`, where `g` is its distance from
 * the start so far and `h` a lower bound on its distance to the goal: the straight-line
 * distance between the centres (from the shape's geometry) over the longest step between two
 * neighbours, plus one step per floor between them. No move can beat that bound, and no move
 * changes it by more than one, so the first time the goal is taken its route is a shortest one
 * and no cell is taken twice. Ties go to the cell further from the start, then to the one
 * queued first. A binary heap in typed arrays; stale entries are skipped.
 *
 * Effort: `visited` counts the cells reached, `steps` the cells taken (settled).
 */
export function aStar(grid: Grid, start: number, goal: number, tracer?: SolveTracer): SolveResult {
  const size = grid.size;
  const degree = grid.degree;
  const cells = grid.cells;
  const { xy, level, step } = positions(grid);
  const gx = xy[2 * goal]!;
  const gy = xy[2 * goal + 1]!;
  const gl = level[goal]!;
  // A hair under the bound, so rounding never makes it overestimate.
  const scale = (1 - 1e-9) / step;
  const h = (c: number): number => {
    const dx = xy[2 * c]! - gx;
    const dy = xy[2 * c + 1]! - gy;
    return Math.sqrt(dx * dx + dy * dy) * scale + Math.abs(level[c]! - gl);
  };
  const dist = new Int32Array(size).fill(-1);
  const parent = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  const heap = new Heap();
  dist[start] = 0;
  heap.push(h(start), 0, start);
  tracer?.visit?.(start);
  let reached = 1;
  let settled = 0;
  let found = false;
  while (heap.length > 0) {
    const c = heap.pop();
    if (done[c]) continue;
    done[c] = 1;
    settled++;
    tracer?.head?.(c);
    if (c === goal) {
      found = true;
      break;
    }
    const bits = cells[c]!;
    const g = dist[c]! + 1;
    for (let d = 0; d < degree; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0 || done[n]) continue;
      const old = dist[n]!;
      if (old !== -1 && old <= g) continue;
      if (old === -1) {
        reached++;
        tracer?.visit?.(n);
      }
      dist[n] = g;
      parent[n] = c;
      heap.push(g + h(n), g, n);
    }
  }
  const effort = { visited: reached, steps: settled, backtracks: 0, gaveUp: false };
  if (!found) return { route: null, effort };
  const route = new Array<number>(dist[goal]! + 1);
  for (let c = goal, i = dist[goal]!; i >= 0; i--, c = parent[c]!) route[i] = c;
  tracer?.route?.(route);
  return { route, effort };
}

/** A binary min-heap of cells keyed by (f ascending, g descending, order queued). */
class Heap {
  private f = new Float64Array(1024);
  private g = new Int32Array(1024);
  private cell = new Int32Array(1024);
  private order = new Int32Array(1024);
  private count = 0;
  private pushes = 0;
  length = 0;

  push(f: number, g: number, cell: number): void {
    if (this.count === this.f.length) this.grow();
    let i = this.count++;
    this.length = this.count;
    const seq = this.pushes++;
    // Sift up: move parents down until the new entry's place is found.
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(f, g, seq, p)) break;
      this.move(p, i);
      i = p;
    }
    this.f[i] = f;
    this.g[i] = g;
    this.cell[i] = cell;
    this.order[i] = seq;
  }

  pop(): number {
    const top = this.cell[0]!;
    const last = --this.count;
    this.length = this.count;
    if (last > 0) {
      const f = this.f[last]!;
      const g = this.g[last]!;
      const cell = this.cell[last]!;
      const seq = this.order[last]!;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && this.less(child + 1, child)) child++;
        if (this.before(f, g, seq, child)) break;
        this.move(child, i);
        i = child;
      }
      this.f[i] = f;
      this.g[i] = g;
      this.cell[i] = cell;
      this.order[i] = seq;
    }
    return top;
  }

  /** True when the entry (f, g, seq) comes before the one at slot `j`. */
  private before(f: number, g: number, seq: number, j: number): boolean {
    const fj = this.f[j]!;
    if (f !== fj) return f < fj;
    const gj = this.g[j]!;
    if (g !== gj) return g > gj;
    return seq < this.order[j]!;
  }

  private less(a: number, b: number): boolean {
    return this.before(this.f[a]!, this.g[a]!, this.order[a]!, b);
  }

  private move(from: number, to: number): void {
    this.f[to] = this.f[from]!;
    this.g[to] = this.g[from]!;
    this.cell[to] = this.cell[from]!;
    this.order[to] = this.order[from]!;
  }

  private grow(): void {
    const n = this.f.length * 2;
    const f = new Float64Array(n);
    f.set(this.f);
    this.f = f;
    const g = new Int32Array(n);
    g.set(this.g);
    this.g = g;
    const cell = new Int32Array(n);
    cell.set(this.cell);
    this.cell = cell;
    const order = new Int32Array(n);
    order.set(this.order);
    this.order = order;
  }
}
