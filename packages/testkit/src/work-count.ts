import { type Generator, type GeneratorOptions, OrthogonalGrid, createRng } from '@mazekit/core';
import { genericView } from './generic-view.js';

/**
 * Built-in methods that pass over an array (or typed array) element by element. While a
 * carve is counted, each call adds the length of the array it is called on: a generator
 * that searches a growing list every step (`visited.includes(cell)`) or resets a whole array
 * per step (`seen.fill(0)`) does quadratic work that shows in the count.
 */
const SCANS = [
  'includes', 'indexOf', 'lastIndexOf', 'find', 'findIndex', 'findLast', 'findLastIndex', 'some', 'every',
  'filter', 'map', 'forEach', 'reduce', 'reduceRight', 'slice', 'splice', 'shift', 'unshift', 'fill', 'copyWithin',
  'reverse', 'sort', 'join', 'concat',
] as const;

const TYPED = Object.getPrototypeOf(Uint8Array.prototype) as object;

/** Thrown from inside a counted carve once its work passes the limit, to stop it early. */
class OverLimit extends Error {}

/** A tally that stops the carve (throws {@link OverLimit}) once it passes `limit`. */
class Tally {
  count = 0;
  constructor(private readonly limit: number) {}
  add(n: number): void {
    this.count += n;
    if (this.count > this.limit) throw new OverLimit();
  }
}

/** A relative index as the built-ins read it (negative from the end), clamped to `0 .. length`. */
function at(index: unknown, length: number, fallback: number): number {
  if (index === undefined) return fallback;
  const i = Math.trunc(Number(index)) || 0;
  return i < 0 ? Math.max(0, length + i) : Math.min(i, length);
}

/** Elements a call passes over: the range it is given where it takes one, else the whole array. */
function span(name: string, length: number, args: readonly unknown[]): number {
  switch (name) {
    case 'fill':
      return Math.max(0, at(args[2], length, length) - at(args[1], length, 0));
    case 'slice':
      return Math.max(0, at(args[1], length, length) - at(args[0], length, 0));
    case 'copyWithin':
      return Math.max(0, at(args[2], length, length) - at(args[1], length, 0));
    case 'indexOf':
    case 'includes':
      return length - at(args[1], length, 0);
    case 'lastIndexOf':
      return args[1] === undefined ? length : Math.min(length, at(args[1], length, length) + 1);
    case 'splice':
      return length - at(args[0], length, 0) + Math.max(0, args.length - 2);
    default:
      return length;
  }
}

/** Runs `action` with {@link SCANS} counted on arrays and typed arrays into `tally`. */
function countingScans(tally: Tally, action: () => void): void {
  const restore: Array<() => void> = [];
  for (const proto of [Array.prototype, TYPED]) {
    for (const name of SCANS) {
      const own = Object.getOwnPropertyDescriptor(proto, name);
      if (!own || typeof own.value !== 'function') continue;
      const original = own.value as (...args: unknown[]) => unknown;
      Object.defineProperty(proto, name, {
        ...own,
        value: function counted(this: { length?: number }, ...args: unknown[]): unknown {
          if (typeof this?.length === 'number') tally.add(span(name, this.length, args));
          return original.apply(this, args);
        },
      });
      restore.push(() => Object.defineProperty(proto, name, own));
    }
  }
  try {
    action();
  } finally {
    for (const undo of restore) undo();
  }
}

/** An orthogonal grid that counts calls of its Grid methods into a tally. */
class CountingOrthogonalGrid extends OrthogonalGrid {
  tally: Tally = new Tally(Infinity);
  override neighbor(cell: number, dir: number): number {
    this.tally.add(1);
    return super.neighbor(cell, dir);
  }
  override link(cell: number, dir: number): void {
    this.tally.add(1);
    super.link(cell, dir);
  }
  override unlink(cell: number, dir: number): void {
    this.tally.add(1);
    super.unlink(cell, dir);
  }
  override isOpen(cell: number, dir: number): boolean {
    this.tally.add(1);
    return super.isOpen(cell, dir);
  }
  override directionTo(a: number, b: number): number {
    this.tally.add(1);
    return super.directionTo(a, b);
  }
}

/**
 * Work of one carve, grid calls plus elements passed over by built-in array scans, or
 * `undefined` once it passes `limit` (the carve is stopped there).
 */
function workOf(gen: Generator, side: number, generic: boolean, options: GeneratorOptions | undefined, limit: number): number | undefined {
  const board = new CountingOrthogonalGrid(side, side);
  const tally = new Tally(limit);
  board.tally = tally;
  try {
    countingScans(tally, () => void gen.carve(generic ? genericView(board) : board, createRng(`work-${side}`), options));
  } catch (error) {
    if (error instanceof OverLimit) return undefined;
    throw error;
  }
  return tally.count;
}

/** Sides of the two boards: 16 times the cells. */
const SMALL = 24;
const LARGE = 96;
/**
 * Largest growth allowed for 16 times the cells: 16^1.5 = 64. Linear work grows 16-fold,
 * random walks (Wilson's through the Grid interface) measured 30-fold, quadratic 256-fold.
 */
const MAX_GROWTH = 64;

/**
 * The generator's work grows about linearly with the board: counted, not timed, on a 24 × 24
 * and a 96 × 96 board — grid calls (through a counting OrthogonalGrid, and for generators of
 * any topology also through the Grid interface alone) plus the elements that built-in array
 * scans pass over. Work done in plain loops over private arrays is not seen.
 */
export function checkWorkGrowth(gen: Generator, options: GeneratorOptions | undefined): void {
  const paths = gen.topologies.includes('*') ? [false, true] : [false];
  for (const generic of paths) {
    const small = Math.max(workOf(gen, SMALL, generic, options, Infinity)!, SMALL * SMALL);
    const large = workOf(gen, LARGE, generic, options, small * MAX_GROWTH);
    if (large === undefined) {
      const path = generic ? 'through the Grid interface' : 'on an OrthogonalGrid';
      throw new Error(`work ${path} grows more than ${MAX_GROWTH}-fold from ${SMALL}x${SMALL} to ${LARGE}x${LARGE} (16 times the cells): ${small} grid calls and array elements scanned, then more than ${small * MAX_GROWTH} (the carve was stopped there); is something rescanned every step?`);
    }
  }
}
