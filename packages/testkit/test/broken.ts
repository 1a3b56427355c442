// Generators with the bugs the conformance suite must catch, each a small change to one
// correct depth-first carver, so that only the named bug differs.
import { type Generator, type Grid, type Rng, type OptionSpec, type Tracer, createRng, defineGenerator, isBulkRng } from '@mazekit/core';

/** Which bug to put in. */
interface Bugs {
  /** Report the walker's head one step behind (the cell it came from). */
  readonly staleHead?: boolean;
  /** Take one more random draw at the end, only when a tracer is given. */
  readonly drawWhenTracing?: boolean;
  /** Open one more passage (a loop) when the grid has more than 5 000 cells. */
  readonly loopWhenLarge?: boolean;
  /** After carving, rewire a few passages: close-then-open (correct) or open-then-close (a loop shows for a moment). */
  readonly rewire?: 'close-first' | 'open-first';
  /** Draw the first choices in bulk, one more than it uses, only when the rng has bulk draws. */
  readonly bulkOvershoot?: boolean;
  /** The seed picks the start cell; every turn after it comes from one fixed stream. */
  readonly fixedTurns?: boolean;
  /** Never takes the last of the open directions (unless it is the only one): perfect, but biased. */
  readonly offByOne?: boolean;
  /** Carves the whole board under a masked grid, not the cells the mask leaves on. */
  readonly ignoresMask?: boolean;
  /** Tells visited cells by searching a list of them (`Array.includes`): quadratic work. */
  readonly searchesVisited?: boolean;
  /** Steps back by rescanning the board from cell 0 for a cell to go on from: quadratic grid calls. */
  readonly rescansBoard?: boolean;
}

function carveDfs(board: Grid, rng: Rng, tracer: Tracer | undefined, bugs: Bugs): void {
  const grid = bugs.ignoresMask ? ((board as { base?: Grid }).base ?? board) : board;
  const size = grid.size;
  const seen = new Uint8Array(size);
  const visited: number[] = [];
  const isSeen = (c: number): boolean => (bugs.searchesVisited ? visited.includes(c) : seen[c] === 1);
  const turns = bugs.fixedTurns ? createRng('one fixed stream') : rng;
  const stack = new Int32Array(size);
  const options = new Int32Array(grid.degree);
  if (bugs.bulkOvershoot && isBulkRng(rng)) rng.fillInts(new Int32Array(2), 2);
  let top = 0;
  const first = Math.floor(rng() * size);
  stack[top++] = first;
  seen[first] = 1;
  visited.push(first);
  tracer?.visit?.(first);
  tracer?.head?.(first);
  while (top > 0) {
    const cell = stack[top - 1]!;
    let n = 0;
    for (let d = 0; d < grid.degree; d++) {
      const next = grid.neighbor(cell, d);
      if (next >= 0 && !isSeen(next)) options[n++] = d;
    }
    if (n === 0) {
      top--;
      if (bugs.rescansBoard && top > 0) {
        const from = rescan(grid, seen);
        if (from >= 0) {
          stack[top - 1] = from;
          tracer?.head?.(from);
        }
      }
      if (top > 0) tracer?.backtrack?.(stack[top - 1]!);
      continue;
    }
    const d = options[Math.floor(turns() * (bugs.offByOne ? Math.max(1, n - 1) : n))]!;
    const next = grid.neighbor(cell, d);
    grid.link(cell, d);
    seen[next] = 1;
    visited.push(next);
    stack[top++] = next;
    tracer?.carve?.(cell, next);
    tracer?.visit?.(next);
    tracer?.head?.(bugs.staleHead ? cell : next);
  }
  if (bugs.rewire) rewire(grid, tracer, bugs.rewire);
  if (bugs.loopWhenLarge && size > 5000) {
    for (let d = 0; d < grid.degree; d++) {
      if (grid.neighbor(0, d) >= 0 && !grid.isOpen(0, d)) {
        grid.link(0, d);
        tracer?.carve?.(0, grid.neighbor(0, d));
        break;
      }
    }
  }
  if (bugs.drawWhenTracing && tracer) rng();
}

/** The first visited cell, from cell 0 on, with an unvisited neighbour; -1 if none. */
function rescan(grid: Grid, seen: Uint8Array): number {
  for (let c = 0; c < grid.size; c++) {
    if (!seen[c]) continue;
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n >= 0 && !seen[n]) return c;
    }
  }
  return -1;
}

/**
 * Swaps up to three passages for walls the tree does not have: opens a closed wall between
 * two cells and closes the first passage of the path that joined them. The maze stays
 * perfect; only the order of the two events differs between the variants.
 */
function rewire(grid: Grid, tracer: Tracer | undefined, order: 'close-first' | 'open-first'): void {
  let done = 0;
  for (let c = 0; c < grid.size && done < 3; c += 7) {
    for (let d = 0; d < grid.degree; d++) {
      const n = grid.neighbor(c, d);
      if (n < 0 || grid.isOpen(c, d)) continue;
      const step = firstStep(grid, c, n);
      const old = grid.neighbor(c, step);
      if (order === 'close-first') {
        grid.unlink(c, step);
        tracer?.wall?.(c, old);
        grid.link(c, d);
        tracer?.carve?.(c, n);
      } else {
        grid.link(c, d);
        tracer?.carve?.(c, n);
        grid.unlink(c, step);
        tracer?.wall?.(c, old);
      }
      done++;
      break;
    }
  }
}

/** The direction out of `from` on the maze's path to `to` (breadth-first over passages). */
function firstStep(grid: Grid, from: number, to: number): number {
  const via = new Int32Array(grid.size).fill(-1);
  const queue = [from];
  via[from] = grid.degree;
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (let d = 0; d < grid.degree; d++) {
      if (!grid.isOpen(c, d)) continue;
      const n = grid.neighbor(c, d);
      if (via[n] !== -1) continue;
      via[n] = c === from ? d : via[c]!;
      if (n === to) return via[n];
      queue.push(n);
    }
  }
  throw new Error(`cells ${from} and ${to} are not connected`);
}

function dfsGenerator(id: string, bugs: Bugs, claims: { uniform?: boolean; options?: readonly OptionSpec[] } = {}): Generator {
  return defineGenerator({
    id,
    name: `Depth-first (${id})`,
    summary: 'A depth-first carver for testing the conformance suite.',
    package: '@mazekit/testkit-test',
    topologies: ['*'],
    multiLevel: true,
    uniform: claims.uniform ?? false,
    options: claims.options ?? [],
    carve: (grid, rng, _options, tracer) => carveDfs(grid, rng, tracer, bugs),
  });
}

/** Correct. */
export const goodDfs = dfsGenerator('good-dfs', {});
/** Correct: rewires a few passages, closing each old one before opening the new one. */
export const goodRewire = dfsGenerator('good-rewire', { rewire: 'close-first' });
/** Broken: rewires by opening first, so the trace shows a loop for a moment. */
export const loopForAMoment = dfsGenerator('loop-for-a-moment', { rewire: 'open-first' });
/** Broken: the `head` event is one step stale. */
export const staleHead = dfsGenerator('stale-head', { staleHead: true });
/** Broken: one more random draw, only when tracing (the maze is the same). */
export const drawsWhenTracing = dfsGenerator('draws-when-tracing', { drawWhenTracing: true });
/** Broken: a loop, only above 5 000 cells. */
export const loopWhenLarge = dfsGenerator('loop-when-large', { loopWhenLarge: true });
/** Broken: its bulk draws take one more number than the plain draws they replace. */
export const bulkOvershoot = dfsGenerator('bulk-overshoot', { bulkOvershoot: true });
/** Broken: says `uniform: true`, but a depth-first search is far from uniform. */
export const claimsUniform = dfsGenerator('claims-uniform', {}, { uniform: true });
/** Broken: carves the whole board under a mask. */
export const ignoresMask = dfsGenerator('ignores-mask', { ignoresMask: true });
/** Broken: declares a `bias` option it never reads. */
export const unreadOption = dfsGenerator('unread-option', {}, {
  options: [{ name: 'bias', type: 'number', description: 'Never read.', default: 0.5, min: 0, max: 1 }],
});
/** Broken: tells visited cells with `Array.includes` on a list: quadratic work, no extra grid call. */
export const searchesVisited = dfsGenerator('searches-visited', { searchesVisited: true });
/** Broken: rescans the board from cell 0 at every dead end: quadratic grid calls. */
export const rescansBoard = dfsGenerator('rescans-board', { rescansBoard: true });
/** Broken: the seed picks only the start cell; every turn comes from one fixed stream. */
export const fixedTurns = dfsGenerator('fixed-turns', { fixedTurns: true });
/** Broken: an off-by-one choice that never takes the last open direction: perfect, biased. */
export const offByOne = dfsGenerator('off-by-one', { offByOne: true });
