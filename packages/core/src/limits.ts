import { MazekitError, describeValue } from './errors.js';

/**
 * The largest maze, in cells, that mazekit agrees to make: 100 million (10 000 × 10 000).
 * The finished maze takes one byte a cell; generators need a few more bytes a cell while
 * they work, so this keeps the peak well under 2 GB and lets every index fit an Int32Array.
 */
export const MAX_CELLS = 100_000_000;

/** Throws a one-line {@link MazekitError} unless `value` is an integer in [min, max]. */
export function assertInteger(source: string, name: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
    throw new MazekitError(source, `${name} must be ${range}, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks a maze size up front: positive integers whose product is at most
 * {@link MAX_CELLS}, so that a huge request fails with a message, not by running out of memory.
 */
export function assertSize(width: unknown, height: unknown, levels: unknown = 1, source = '@mazekit/core'): void {
  assertInteger(source, 'width', width, 1, MAX_CELLS);
  assertInteger(source, 'height', height, 1, MAX_CELLS);
  assertInteger(source, 'levels', levels, 1, MAX_CELLS);
  const cells = (width as number) * (height as number) * (levels as number);
  if (cells > MAX_CELLS) {
    throw new MazekitError(
      source,
      `a ${String(width)}x${String(height)}x${String(levels)} maze has ${cells} cells; at most ${MAX_CELLS} are allowed`,
    );
  }
}
