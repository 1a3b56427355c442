import type { OrthogonalGrid, Rng } from '@mazekit/core';

/**
 * The plain typed-array Kruskal's that mazekit's own is measured against: every passage the
 * grid could have as `cell × 8 + direction` (south 1, east 2, up 4) in an Int32Array, one
 * Fisher-Yates shuffle over it with the random generator's state held in local variables
 * (sfc32, seeded by four draws from `rng`, so no function call per draw), then one
 * union-find pass (roots hold minus their size, union by size, path halving) that opens
 * each passage joining two sets, until one set is left.
 */
export function referenceKruskal(grid: OrthogonalGrid, rng: Rng): void {
  const { cells, width, height, levels, plane, size } = grid;
  const count = (width - 1) * height * levels + width * (height - 1) * levels + plane * (levels - 1);
  const edges = new Int32Array(count);
  let k = 0;
  for (let c = 0; c < size; c++) {
    if (c % plane < plane - width) edges[k++] = (c << 3) | 1;
    if (c % width !== width - 1) edges[k++] = (c << 3) | 2;
    if (c + plane < size) edges[k++] = (c << 3) | 4;
  }
  let a = (rng() * 4294967296) | 0;
  let b = (rng() * 4294967296) | 0;
  let c = (rng() * 4294967296) | 0;
  let d = (rng() * 4294967296) | 0;
  for (let i = count - 1; i > 0; i--) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
    const e = edges[i]!;
    edges[i] = edges[j]!;
    edges[j] = e;
  }
  const parent = new Int32Array(size).fill(-1);
  const steps = Int32Array.of(0, width, 1, 0, plane);
  let left = size - 1;
  for (let i = 0; i < count && left > 0; i++) {
    const e = edges[i]!;
    const p = e >> 3;
    const dir = e & 7;
    const q = p + steps[dir]!;
    let rp = p;
    while (parent[rp]! >= 0) {
      const up = parent[rp]!;
      if (parent[up]! < 0) {
        rp = up;
        break;
      }
      parent[rp] = parent[up]!;
      rp = parent[up]!;
    }
    let rq = q;
    while (parent[rq]! >= 0) {
      const up = parent[rq]!;
      if (parent[up]! < 0) {
        rq = up;
        break;
      }
      parent[rq] = parent[up]!;
      rq = parent[up]!;
    }
    if (rp === rq) continue;
    if (parent[rp]! <= parent[rq]!) {
      parent[rp]! += parent[rq]!;
      parent[rq] = rp;
    } else {
      parent[rq]! += parent[rp]!;
      parent[rp] = rq;
    }
    cells[p]! |= 1 << dir;
    cells[q]! |= 1 << (dir ^ 1);
    left--;
  }
}
