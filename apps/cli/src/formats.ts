import type { OptionSpec } from '@mazekit/core';
import { UsageError } from './errors.js';
import { fileExtension, fileType } from './extension.js';
import type { LoadedRenderer } from './registry.js';

/** Formats the CLI writes itself: maze JSON (JSON Lines for several) and statistics. */
export const BUILTIN_FORMATS = ['json', 'stats'] as const;

/** Where each `--format` name comes from. */
export interface FormatTable {
  /** Every format name, in the order `--help` lists them. */
  readonly names: readonly string[];
  /** The renderer that draws a format (absent for the built-in ones). */
  readonly renderers: ReadonlyMap<string, LoadedRenderer>;
  /** Format implied by a file extension (without the dot, lower case). */
  readonly byExtension: ReadonlyMap<string, string>;
  /** Why renderer packages that are installed did not load, for error messages. */
  readonly failures: readonly string[];
}

const PREFERRED = ['ascii', 'unicode', 'svg', 'png', 'blocks'];

/** Builds the format table from the renderers that loaded; the first renderer claiming a format wins. */
export function formatTable(renderers: readonly LoadedRenderer[], failed: readonly Error[] = []): FormatTable {
  const map = new Map<string, LoadedRenderer>();
  const byExtension = new Map<string, string>([
    ['json', 'json'],
    ['jsonl', 'json'],
    ['ndjson', 'json'],
  ]);
  // A renderer whose id is the format comes first, so `svg` is drawn by the svg renderer.
  const ordered = [...renderers].sort((a, b) => Number(!a.renderer.formats.includes(a.renderer.id)) - Number(!b.renderer.formats.includes(b.renderer.id)));
  for (const entry of ordered) {
    for (const format of entry.renderer.formats) {
      if (map.has(format) || (BUILTIN_FORMATS as readonly string[]).includes(format)) continue;
      map.set(format, entry);
      const ext = entry.renderer.extensions[format]?.toLowerCase();
      // An extension belongs to the format of its own name (`.png` is png, not the Tiled tileset
      // image that is also a PNG), else to the first format that claims it.
      if (ext && (!byExtension.has(ext) || ext === format)) byExtension.set(ext, format);
    }
  }
  const rendered = [...map.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { names: [...rendered, ...BUILTIN_FORMATS], renderers: map, byExtension, failures: failed.map((e) => e.message) };
}

function rank(format: string): number {
  const i = PREFERRED.indexOf(format);
  return i < 0 ? PREFERRED.length : i;
}

/**
 * The format to write: `--format` when given, else the one `--output`'s extension implies,
 * else `fallback`. Unknown names and extensions are usage errors listing what is allowed.
 */
export function chooseFormat(table: FormatTable, format: string | undefined, output: string | undefined, fallback: string): string {
  if (format !== undefined) {
    if (!table.names.includes(format)) {
      const broken = table.failures.length ? ` (not loaded: ${table.failures.join('; ')})` : '';
      throw new UsageError(`unknown --format ${JSON.stringify(format)}; allowed: ${table.names.join(', ')}${broken}`);
    }
    if (output !== undefined) checkExtension(table, format, output);
    return format;
  }
  if (output !== undefined) {
    const ext = fileExtension(output, table.byExtension);
    const inferred = table.byExtension.get(ext);
    if (inferred) return inferred;
    const known = [...table.byExtension.keys()].map((e) => `.${e}`).join(', ');
    throw new UsageError(`cannot tell the format from ${JSON.stringify(output)}; give --format or use an extension: ${known}`);
  }
  return fallback;
}

/** The file extensions a format is written under (without the dot). */
export function extensionsOf(table: FormatTable, format: string): string[] {
  if ((BUILTIN_FORMATS as readonly string[]).includes(format)) return ['json', 'jsonl', 'ndjson'];
  const ext = table.renderers.get(format)?.renderer.extensions[format]?.toLowerCase();
  // A two-part extension (`iso.svg`) also accepts the plain one: the file is an SVG all the same.
  return ext ? [...new Set([ext, fileType(ext)])] : [];
}

/**
 * An explicit `--format` that contradicts a known extension of `--output` (`--format png
 * -o x.svg`) is refused: the file would hold one format under another's name. Extensions
 * no format claims (`.out`) are left alone.
 */
function checkExtension(table: FormatTable, format: string, output: string): void {
  const ext = fileExtension(output, table.byExtension);
  if (!table.byExtension.has(ext)) return;
  const own = extensionsOf(table, format);
  if (own.length === 0 || own.includes(ext)) return;
  throw new UsageError(
    `--format ${format} does not match --output ${JSON.stringify(output)}: .${ext} is for ${table.byExtension.get(ext)!}; name the file .${own[0]!} or drop --format`,
  );
}

/**
 * For commands that only write JSON (`solve`, `stats`): an `--output` whose extension names
 * a drawn format (`-o solved.png`) is refused, so JSON never lands in a file named as a
 * picture. Extensions no format claims (`.out`) are left alone.
 */
export function checkJsonOutput(table: FormatTable, command: string, output: string): void {
  const ext = fileExtension(output, table.byExtension);
  const format = table.byExtension.get(ext);
  if (format === undefined || format === 'json') return;
  throw new UsageError(
    `${command} writes JSON, but --output ${JSON.stringify(output)} names a ${format} file; name it .json, or pipe into \`mazekit render - -o ${JSON.stringify(output)}\``,
  );
}

/** True when a format's output is bytes, not text. */
export function isBinary(table: FormatTable, format: string): boolean {
  const ext = fileType(table.renderers.get(format)?.renderer.extensions[format] ?? '');
  return ext === 'png' || ext === 'jpg' || ext === 'webp' || ext === 'gif' || ext === 'pdf';
}

/** A style option name with the spec each renderer gives it. */
export interface StyleOption {
  /** The first renderer's spec (for the name, type and description). */
  readonly spec: OptionSpec;
  readonly renderers: string[];
  readonly specs: OptionSpec[];
}

/** Every style option of every renderer, merged by name, with the renderers that take it. */
export function styleOptions(renderers: readonly LoadedRenderer[]): StyleOption[] {
  const out = new Map<string, StyleOption>();
  for (const { renderer } of renderers) {
    for (const spec of renderer.options) {
      const entry = out.get(spec.name);
      if (entry) {
        entry.renderers.push(renderer.id);
        entry.specs.push(spec);
      } else out.set(spec.name, { spec, renderers: [renderer.id], specs: [spec] });
    }
  }
  return [...out.values()];
}
