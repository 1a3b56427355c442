import { stringifyMaze, type Grid, type Maze } from '@mazekit/core';
import { bookletOf, isBooklet } from './booklet.js';
import { UsageError } from './errors.js';
import { isBinary, type FormatTable } from './formats.js';
import { statsObject } from './make.js';
import { asFlags } from './renderer-error.js';

/** Extensions of formats whose file is one document: several mazes in it would make it invalid. */
const ONE_DOCUMENT = new Set(['svg', 'xml', 'html', 'pdf', 'png', 'jpg', 'webp', 'gif']);

/** The booklet formats (many mazes in one document) installed, as `pdf` or `pdf|...`. */
function bookletNames(table: FormatTable): string {
  return table.names.filter((name) => table.renderers.has(name) && isBooklet(table, name)).join('|');
}

/** Extra figures for the stats of a freshly generated maze. */
export interface StatsExtra {
  readonly generateMs?: number;
  readonly braid?: number;
}

/**
 * The bytes or text of `mazes` in `format`: maze JSON (JSON Lines for several), statistics
 * (pretty JSON for one, JSON Lines for several), or a renderer's drawing (text drawings of
 * several mazes separated by a blank line; a JSON drawing of several is one JSON array; a
 * picture or an SVG holds one maze only; a booklet format such as pdf puts them all in one
 * document).
 */
export function produce(
  mazes: readonly Maze<Grid>[],
  format: string,
  table: FormatTable,
  style: Record<string, unknown>,
  extras: readonly StatsExtra[] = [],
): string | Uint8Array {
  try {
    return drawn(mazes, format, table, style, extras);
  } catch (error) {
    // A renderer refusing its options names the flag, not its own option name and package.
    throw asFlags(error);
  }
}

function drawn(mazes: readonly Maze<Grid>[], format: string, table: FormatTable, style: Record<string, unknown>, extras: readonly StatsExtra[]): string | Uint8Array {
  if (format === 'json') return mazes.map((m) => `${stringifyMaze(m)}\n`).join('');
  if (format === 'stats') {
    if (mazes.length === 1) return `${JSON.stringify(statsObject(mazes[0]!, extras[0]), null, 2)}\n`;
    return mazes.map((m, i) => `${JSON.stringify(statsObject(m, extras[i]))}\n`).join('');
  }
  if (isBooklet(table, format)) return bookletOf(mazes, format, table, style);
  const entry = table.renderers.get(format)!;
  const ext = entry.renderer.extensions[format]?.toLowerCase() ?? '';
  if (mazes.length !== 1 && (isBinary(table, format) || ONE_DOCUMENT.has(ext))) {
    const booklets = bookletNames(table);
    throw new UsageError(
      `--format ${format} draws one maze per file; the input holds ${mazes.length}: draw them one at a time${booklets ? `, or all in one --format ${booklets}` : ''}`,
    );
  }
  if (mazes.length !== 1 && ext === 'json') {
    // Several JSON documents become one JSON array, not documents glued together.
    const docs = mazes.map((maze) => String(entry.renderer.render(maze, { ...style, format })).trimEnd());
    return `[\n${docs.join(',\n')}\n]\n`;
  }
  const drawings: string[] = [];
  for (const maze of mazes) {
    const out = entry.renderer.render(maze, { ...style, format });
    if (typeof out !== 'string') {
      if (mazes.length !== 1) throw new UsageError(`--format ${format} draws one maze per file; the input holds ${mazes.length}`);
      return out;
    }
    drawings.push(out.endsWith('\n') ? out : `${out}\n`);
  }
  return drawings.join('\n');
}

/** Refuses to spray binary bytes over a terminal. */
export function assertPrintable(data: string | Uint8Array, format: string, output: string | undefined): void {
  if (typeof data !== 'string' && (output === undefined || output === '-') && process.stdout.isTTY) {
    throw new UsageError(`--format ${format} is binary; write it with -o FILE.${format} or redirect stdout to a file`);
  }
}
