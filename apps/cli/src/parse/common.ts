import { randomSeed } from '@mazekit/core';
import { UsageError } from '../errors.js';
import { checkWritable } from '../output.js';
import { isBinary, type FormatTable } from '../formats.js';

/** The seed of a run: the one given, or a fresh random one (then told on a terminal). */
export interface SeedRequest {
  readonly value: string;
  readonly given: boolean;
}

/** Reads `--seed`: any text but the empty one; without it, a fresh random seed. */
export function parseSeed(text: string | undefined): SeedRequest {
  if (text === '') throw new UsageError('--seed must not be empty');
  return text === undefined ? { value: randomSeed(), given: false } : { value: text, given: true };
}

/** Where a command's result goes: `--output FILE` (checked writable) or stdout. */
export interface Target {
  /** The file as typed, or undefined for stdout. */
  readonly file: string | undefined;
}

/** Reads `--output`: a file that cannot be written is refused now, before any work (see `outputTarget`); `-` is stdout. */
export function parseTarget(file: string | undefined): Target {
  if (file === '-') return { file: undefined };
  if (file !== undefined) checkWritable(file);
  return { file };
}

/** What a drawing is made with: the format, the renderers that draw the formats, and the checked style. */
export interface Drawing {
  readonly format: string;
  readonly table: FormatTable;
  /** Renderer options, checked; `font` holds the `--font` files. */
  readonly style: Record<string, unknown>;
}

/** Refuses to spray the bytes of a binary format over a terminal. */
export function checkPrintable(table: FormatTable, format: string, target: Target): void {
  if (target.file === undefined && process.stdout.isTTY && isBinary(table, format)) {
    throw new UsageError(`--format ${format} is binary; write it with -o FILE.${format} or redirect stdout to a file`);
  }
}

/**
 * Refuses arguments a command does not take, naming the first: `unexpected argument
 * "extra"`. Everything after `--` is an argument too, so a flag there is named with a hint.
 */
export function checkNoExtra(command: string, extra: readonly string[]): void {
  const first = extra[0];
  if (first === undefined) return;
  const hint = first.startsWith('-') ? ' (after "--" every word is an argument, not a flag)' : '';
  throw new UsageError(`${command} takes no argument ${JSON.stringify(first)}${hint}`);
}
