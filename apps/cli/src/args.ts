import { MAX_CELLS } from '@mazekit/core';
import { UsageError } from './errors.js';

export { collect, convertOption, describeSpec, kebab, keyValues, showDefault } from './option-text.js';

const DIGITS = /^[0-9]+$/;

/** Parses a decimal integer flag value in [min, max], or throws a usage error naming the flag. */
export function parseIntFlag(flag: string, text: string, min: number, max = MAX_CELLS): number {
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/** Parses a decimal number flag value in [min, max]. */
export function parseNumberFlag(flag: string, text: string, min: number, max: number): number {
  const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be a number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

