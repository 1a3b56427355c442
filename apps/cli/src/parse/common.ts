import { randomSeed } from '@mazekit/core';
import { UsageError } from '../errors.js';
import { chooseFormat, formatTable, isBinary, type FormatTable } from '../formats.js';
import { checkWritable, formatHint } from '../output.js';
import type { Registry } from '../registry.js';

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

/** Reads `--output`: a file that cannot be written is refused now, before any work (see `outputTarget`); `-` is stdout, refused when the caller closed it (see bin/mazekit). */
export function parseTarget(file: string | undefined): Target {
  if (file !== undefined && file !== '-') {
    checkWritable(file);
    return { file };
  }
  // Set by bin/mazekit, the shell that starts the CLI: Node itself cannot see that stdout
  // was closed, since it reopens it on /dev/null at startup.
  if (process.env.MAZEKIT_STDOUT_CLOSED === '1') throw new UsageError('standard output is closed (>&-), so the result would be lost; give -o FILE or open stdout');
  return { file: undefined };
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
 * The format of a drawing command: `--format`, else the one `--output`'s extension names,
 * else `fallback` (given the installed formats). Loads the renderers (their options are
 * style flags already) and names the ones that failed when the format is unknown.
 */
export async function parseFormat(registry: Registry, flag: string | undefined, target: Target, fallback: (table: FormatTable) => string): Promise<{ table: FormatTable; format: string }> {
  const { loaded, failed } = await registry.renderers();
  const table = formatTable(loaded, failed);
  return { table, format: chooseFormat(table, flag, formatHint(target.file), fallback(table)) };
}
