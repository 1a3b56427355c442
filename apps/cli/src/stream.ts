import type { FormatTable } from './formats.js';
import { entryURL } from './load.js';
import type { Progress } from './progress.js';

/** Draws one floor as text a row at a time (render-ascii's and render-blocks' row renderers). */
export interface RowText {
  /** The text lines of the next row of cells (maze JSON bits), without newlines. */
  row(cells: Uint8Array): readonly string[];
  /** The bottom border. */
  end(): string;
}

/** Makes a {@link RowText} for a maze `width` cells wide in the given renderer style. */
export type RowTextFactory = (width: number, style: Readonly<Record<string, unknown>>) => RowText;

type AsciiRowRenderer = (width: number, options: { style: string; stairs: boolean }) => RowText;
type BlocksRowRenderer = (width: number, options: Readonly<Record<string, unknown>>) => RowText;

/**
 * The row renderer for a text `format`, when the package that draws it has one: `ascii` and
 * `unicode` from a renderer exporting `asciiRowRenderer`, `blocks` from one exporting
 * `blocksRowRenderer`. Other formats (and older renderer packages) return undefined, and the
 * caller draws the whole maze instead.
 */
export async function rowTextFor(format: string, table: FormatTable): Promise<RowTextFactory | undefined> {
  const entry = table.renderers.get(format);
  if (!entry || !['ascii', 'unicode', 'blocks'].includes(format)) return undefined;
  // Already imported by the registry, so this is the cached module.
  const module = (await import(entryURL(entry.plugin.dir))) as Record<string, unknown>;
  if (format === 'blocks') {
    const make = module.blocksRowRenderer as BlocksRowRenderer | undefined;
    if (typeof make !== 'function') return undefined;
    // The layout options have nothing to lay out on one floor; the renderer checks them all.
    return (width, style) => make(width, style);
  }
  const make = module.asciiRowRenderer as AsciiRowRenderer | undefined;
  if (typeof make !== 'function') return undefined;
  // A single floor without start, goal or solution: only `stairs` changes what is drawn
  // (the whole-maze renderer turns it on unless asked not to).
  return (width, style) => make(width, { style: format, stairs: style.stairs !== false });
}

/** What to stream: a generator's rows (pulled one at a time) through a row renderer. */
export interface StreamJob {
  readonly rows: Iterable<Uint8Array>;
  readonly text: RowText;
}

/** Bytes of text gathered before each write: few system calls, little memory. */
const CHUNK = 1 << 20;

/**
 * Pulls rows from the generator one at a time and hands their text to `write` in chunks of
 * about a megabyte, waiting for each write (backpressure), so memory stays flat however
 * tall the maze. The text equals the whole-maze drawing of the same maze. `progress`, when
 * given, hears the rows written after each chunk, and is stopped at the end.
 */
export async function streamMaze(job: StreamJob, write: (text: string) => Promise<void>, progress?: Progress): Promise<void> {
  let lines: string[] = [];
  let size = 0;
  let done = 0;
  try {
    for (const row of job.rows) {
      for (const line of job.text.row(row)) {
        lines.push(line);
        size += line.length + 1;
      }
      done++;
      if (size >= CHUNK) {
        lines.push('');
        await write(lines.join('\n'));
        progress?.update(done);
        lines = [];
        size = 0;
      }
    }
    lines.push(job.text.end(), '');
    await write(lines.join('\n'));
  } finally {
    progress?.stop();
  }
}
