import { MazekitError, describeValue } from './errors.js';
import type { Rng } from './rng.js';

/** Typed arrays {@link BulkRng.fillInts} and {@link drawInts} write integers into. */
export type IntArray = Int32Array | Uint32Array | Int16Array | Uint16Array | Uint8Array;

/**
 * A {@link Rng} that can also hand out many draws in one call, without a function call per
 * draw (core's {@link createRng} makes these). Bulk draws are the rng's next draws, in order:
 * the same numbers as calling it that many times, and its state moves on by exactly that many.
 */
export interface BulkRng extends Rng {
  /** Writes the next `end - start` draws into `out[start .. end)` and returns `out`. */
  fill(out: Float64Array, start?: number, end?: number): Float64Array;
  /**
   * Writes `Math.floor(draw * bound)` of the next `end - start` draws into `out[start .. end)`
   * (the integers `randomInt(rng, bound)` would give) and returns `out`. `bound` is an integer
   * in [1, 2^32]; the integers must fit the array's type.
   */
  fillInts<T extends IntArray>(out: T, bound: number, start?: number, end?: number): T;
}

/** True when `rng` has the bulk methods of a {@link BulkRng}. */
export function isBulkRng(rng: Rng): rng is BulkRng {
  const r = rng as Partial<BulkRng>;
  return typeof r.fill === 'function' && typeof r.fillInts === 'function';
}

/** Checks a bulk call's range against the array length; one-line errors naming the bad value. */
export function checkRange(length: number, start: number, end: number): void {
  if (!Number.isInteger(start) || start < 0 || start > length) {
    throw new MazekitError('@mazekit/core', `start must be an integer in [0, ${length}], got ${describeValue(start)}`);
  }
  if (!Number.isInteger(end) || end < start || end > length) {
    throw new MazekitError('@mazekit/core', `end must be an integer in [${start}, ${length}], got ${describeValue(end)}`);
  }
}

/** Checks the bound of {@link BulkRng.fillInts}. */
export function checkBound(bound: number): void {
  if (!Number.isInteger(bound) || bound < 1 || bound > 4294967296) {
    throw new MazekitError('@mazekit/core', `bound must be an integer in [1, 4294967296], got ${describeValue(bound)}`);
  }
}

/**
 * Fills `out[start .. end)` with the next draws of `rng`: in one call when it is a
 * {@link BulkRng}, else one `rng()` call each. The numbers are the same either way.
 */
export function drawFloats(rng: Rng, out: Float64Array, start = 0, end = out.length): Float64Array {
  if (isBulkRng(rng)) return rng.fill(out, start, end);
  checkRange(out.length, start, end);
  for (let i = start; i < end; i++) out[i] = rng();
  return out;
}

/**
 * Fills `out[start .. end)` with `Math.floor(rng() * bound)` for the next draws of `rng`: in
 * one call when it is a {@link BulkRng}, else one `rng()` call each. The integers are the same
 * either way.
 */
export function drawInts<T extends IntArray>(rng: Rng, out: T, bound: number, start = 0, end = out.length): T {
  if (isBulkRng(rng)) return rng.fillInts(out, bound, start, end);
  checkBound(bound);
  checkRange(out.length, start, end);
  for (let i = start; i < end; i++) out[i] = Math.floor(rng() * bound);
  return out;
}
