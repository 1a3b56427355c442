import type { OrthogonalGrid, Rng } from '@mazekit/core';

/**
 * The hand-tuned recursive backtracker that mazekit's own is measured against: one flat
 * loop, an Int32Array stack, passages written straight into `grid.cells` with the maze-json
 * bits (N1 S2 E4 W8 U16 D32). A cell is unvisited while its byte is 0, so it needs no
 * visited array; a cell goes on the stack only when it had a choice left, so the stack
 * never holds more than one entry per passage.
 */
export function referenceBacktracker(grid: OrthogonalGrid, rng: Rng): void {
  const cells = grid.cells;
  const width = grid.width;
  const plane = grid.plane;
  const size = grid.size;
  const lastRow = plane - width;
  const multi = grid.levels > 1;
  const stack = new Int32Array(size);
  const nextCell = new Int32Array(6);
  const nextDir = new Int32Array(6);
  let top = 0;
  let cur = Math.floor(rng() * size);
  for (;;) {
    const col = cur % width;
    const inPlane = multi ? cur % plane : cur;
    let n = 0;
    if (inPlane >= width && cells[cur - width] === 0) {
      nextCell[n] = cur - width;
      nextDir[n++] = 0;
    }
    if (inPlane < lastRow && cells[cur + width] === 0) {
      nextCell[n] = cur + width;
      nextDir[n++] = 1;
    }
    if (col !== width - 1 && cells[cur + 1] === 0) {
      nextCell[n] = cur + 1;
      nextDir[n++] = 2;
    }
    if (col !== 0 && cells[cur - 1] === 0) {
      nextCell[n] = cur - 1;
      nextDir[n++] = 3;
    }
    if (multi) {
      if (cur + plane < size && cells[cur + plane] === 0) {
        nextCell[n] = cur + plane;
        nextDir[n++] = 4;
      }
      if (cur >= plane && cells[cur - plane] === 0) {
        nextCell[n] = cur - plane;
        nextDir[n++] = 5;
      }
    }
    if (n === 0) {
      if (top === 0) return;
      cur = stack[--top]!;
      continue;
    }
    let k = 0;
    if (n > 1) {
      k = Math.floor(rng() * n);
      stack[top++] = cur;
    }
    const dir = nextDir[k]!;
    const next = nextCell[k]!;
    cells[cur]! |= 1 << dir;
    cells[next]! |= 1 << (dir ^ 1);
    cur = next;
  }
}
