import { Bits, type OrthogonalGrid, type Rng, type Tracer } from '@mazekit/core';

/**
 * Eller's algorithm on a grid of several levels, one *slice* at a time: a slice is one row
 * taken through every level (`width × levels` cells). Within a slice, cells side by side
 * (east) and one above the other (up) are joined at random when they are in different sets;
 * then every set sends one member, chosen uniformly, south, and each other member goes south
 * with probability `down`. The last slice joins every pair of neighbours still in different
 * sets. Memory is O(width × levels).
 *
 * Sets inside a slice can cross each other (the maze above is no longer planar), so they are
 * kept in a union-find forest over slice positions (`col + width × level`) with path
 * halving, rebuilt for each slice from the cells that went south.
 */
export class SliceCarver {
  private readonly grid: OrthogonalGrid;
  private readonly rng: Rng;
  private readonly join: number;
  private readonly down: number;
  private parent: Int32Array;
  private nextParent: Int32Array;
  /** Per set root: members in this slice, then the rank of the member chosen to go south. */
  private readonly count: Int32Array;
  private readonly chosen: Int32Array;
  /** Per position: its set root, fixed before the slice's cells are relabelled. */
  private readonly root: Int32Array;
  /** Per set root: the first position of the set that went south (-1 until there is one). */
  private readonly carried: Int32Array;

  constructor(grid: OrthogonalGrid, rng: Rng, join: number, down: number) {
    const positions = grid.width * grid.levels;
    this.grid = grid;
    this.rng = rng;
    this.join = join;
    this.down = down;
    this.parent = new Int32Array(positions);
    this.nextParent = new Int32Array(positions);
    this.count = new Int32Array(positions);
    this.chosen = new Int32Array(positions);
    this.root = new Int32Array(positions);
    this.carried = new Int32Array(positions);
    for (let p = 0; p < positions; p++) this.parent[p] = p;
  }

  private find(p: number): number {
    const parent = this.parent;
    while (parent[p] !== p) {
      const up = parent[parent[p]!]!;
      parent[p] = up;
      p = up;
    }
    return p;
  }

  /** Carves slice `row` into the grid; the last slice joins all remaining sets. */
  carveSlice(row: number, last: boolean, tracer: Tracer | undefined): void {
    const { grid, rng, parent } = this;
    const { width, levels, plane, cells } = grid;
    const positions = width * levels;
    const first = row * width;
    if (tracer !== undefined) {
      for (let level = 0; level < levels; level++) {
        for (let col = 0; col < width; col++) tracer.visit?.(first + level * plane + col);
      }
    }

    // Joins, position by position: east first, then up.
    const join = this.join;
    for (let level = 0, p = 0; level < levels; level++) {
      for (let col = 0; col < width; col++, p++) {
        const c = first + level * plane + col;
        if (tracer !== undefined) tracer.head?.(c);
        if (col + 1 < width) {
          const a = this.find(p);
          const b = this.find(p + 1);
          if (a !== b && (last || rng() < join)) {
            parent[Math.max(a, b)] = Math.min(a, b);
            cells[c]! |= Bits.E;
            cells[c + 1]! |= Bits.W;
            if (tracer !== undefined) tracer.carve?.(c, c + 1);
          }
        }
        if (level + 1 < levels) {
          const a = this.find(p);
          const b = this.find(p + width);
          if (a !== b && (last || rng() < join)) {
            parent[Math.max(a, b)] = Math.min(a, b);
            cells[c]! |= Bits.U;
            cells[c + plane]! |= Bits.D;
            if (tracer !== undefined) tracer.carve?.(c, c + plane);
          }
        }
      }
    }
    if (last) return;

    // Count each set's members, then choose, root by root in position order, the one that
    // must go south.
    const { count, chosen, root, carried } = this;
    count.fill(0);
    for (let p = 0; p < positions; p++) {
      const r = this.find(p);
      root[p] = r;
      count[r]!++;
    }
    for (let p = 0; p < positions; p++) {
      if (root[p] === p) chosen[p] = count[p] === 1 ? 0 : Math.floor(rng() * count[p]!);
    }

    // Go south or not, position by position; `count` now numbers each set's members seen.
    count.fill(0);
    carried.fill(-1);
    const down = this.down;
    const nextParent = this.nextParent;
    for (let level = 0, p = 0; level < levels; level++) {
      for (let col = 0; col < width; col++, p++) {
        const c = first + level * plane + col;
        if (tracer !== undefined) tracer.head?.(c);
        const r = root[p]!;
        if (count[r]!++ === chosen[r] || rng() < down) {
          cells[c]! |= Bits.S;
          cells[c + width]! |= Bits.N;
          if (tracer !== undefined) tracer.carve?.(c, c + width);
          if (carried[r] === -1) carried[r] = p;
          nextParent[p] = carried[r]!;
        } else nextParent[p] = p;
      }
    }
    this.nextParent = parent;
    this.parent = nextParent;
  }
}
