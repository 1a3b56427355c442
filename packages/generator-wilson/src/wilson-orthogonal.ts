import { directionBits, type OrthogonalGrid, PAD_BORDER, paddedIndex, padGrid as pad, type Rng } from '@mazekit/core';
import { rootCell } from './root.js';

/** Byte flag of a cell in the maze; its low six bits are then its passages. */
const IN_MAZE = 64;

/**
 * Wilson's algorithm hand-written for an {@link OrthogonalGrid} with no tracer, in Wilson's
 * original form: the walk keeps only the direction it last left each cell by, which erases
 * loops for free (following those directions from the start gives the loop-erased path),
 * so a walk step is a few bits of one rng word (the scheme of {@link createDirections},
 * inlined: one rng call serves 16 steps on a flat grid), one byte read and one byte write.
 * It makes the same choices as {@link carveWilsonGraph}, so it carves the same maze; this
 * loop is where a million-cell maze spends its time, hence the padded copy (a neighbour is
 * a byte at a fixed index step) and no calls or objects.
 *
 * One byte a cell holds everything, so a walk touches half the memory it would with a
 * separate array of exits: {@link PAD_BORDER} off the grid, {@link IN_MAZE} plus passage
 * bits in the maze, and for any other cell the exit the last walk through it took.
 */
export function carveWilsonOrthogonal(grid: OrthogonalGrid, rng: Rng): void {
  // Imported bindings are re-read on every use, even in optimised code: a local is a constant.
  const border = PAD_BORDER;
  const inMaze = IN_MAZE;
  const stop = PAD_BORDER | IN_MAZE;
  const padded = pad(grid);
  const m = padded.cells;
  const degree = padded.degree;
  const bits = directionBits(degree);
  const mask = (1 << bits) - 1;
  const perWord = Math.floor(32 / bits);
  // Chunks 6 and 7 on a 6-direction grid step by 0: the walk stays put, and since it is on
  // a cell outside the maze it walks on, with that cell's exit overwritten by its next step:
  // just as if it had drawn again.
  const steps = new Int32Array(mask + 1);
  steps.set(padded.steps.subarray(0, degree));
  m[paddedIndex(grid, padded, rootCell(grid, rng))] = inMaze;
  const total = m.length;
  // The unread part of the current rng word, and how many chunks it has left.
  let word = 0;
  let left = 0;
  // Padded order is grid order, so walks start from the same cells as the generic path.
  for (let start = 0; start < total; start++) {
    if ((m[start]! & stop) !== 0) continue;
    let cell = start;
    walk: for (;;) {
      if (left === 0) {
        word = (rng() * 4294967296) | 0;
        left = perWord;
      }
      // No call in this inner loop, so V8 keeps its variables in registers (measured about
      // 15% faster than refilling the word inside it).
      do {
        const dir = word & mask;
        word >>= bits;
        left--;
        const next = cell + steps[dir]!;
        const v = m[next]!;
        // A step off the grid stays put (a conditional move, not a branch). The exit it
        // writes is overwritten when the walk does leave, so it is as if it drew again.
        m[cell] = dir;
        cell = v === border ? cell : next;
        if ((v & inMaze) !== 0) break walk;
      } while (left > 0);
    }
    // Join the path: each cell's byte turns from its exit into the maze flag, its passage
    // out and the passage in from the cell before it (`into`).
    cell = start;
    let into = 0;
    for (;;) {
      const dir = m[cell]!;
      const next = cell + steps[dir]!;
      m[cell] = inMaze | into | (1 << dir);
      into = 1 << (dir ^ 1);
      if ((m[next]! & inMaze) !== 0) {
        m[next]! |= into;
        break;
      }
      cell = next;
    }
  }
  const out = grid.cells;
  const width = grid.width;
  // Padded order is grid order, so the rows come back one after another...
  let at = 0;
  for (let z = 0; z < grid.levels; z++) {
    for (let y = 0; y < grid.height; y++) {
      const from = (z + padded.below) * padded.plane + (y + 1) * padded.row + 1;
      out.set(m.subarray(from, from + width), at);
      at += width;
    }
  }
  // ...and lose the maze flag four bytes at a time where the grid's bytes allow it.
  let c = 0;
  if (out.byteOffset % 4 === 0) {
    const words = new Uint32Array(out.buffer, out.byteOffset, out.length >> 2);
    for (let i = 0; i < words.length; i++) words[i]! &= 0x3f3f3f3f;
    c = words.length << 2;
  }
  for (; c < out.length; c++) out[c]! &= 63;
}
