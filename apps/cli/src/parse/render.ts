import { readFontFlags, withFonts } from '../font-flag.js';
import type { Registry } from '../registry.js';
import { styleFor } from '../style.js';
import { parseFormat, parseTarget, type Drawing, type Target } from './common.js';
import { checkNoExtra } from './extra.js';

/** Flags of `mazekit render` as commander hands them over. */
export interface RenderFlags {
  format?: string;
  output?: string;
  solve?: boolean;
  style?: string[];
  font?: string[];
  [style: string]: unknown;
}

/** Everything `mazekit render` was asked for, checked: nothing is read or written yet. */
export interface RenderRequest {
  /** The maze JSON to draw: a file, or `-` for stdin. */
  readonly source: string;
  readonly solve: boolean;
  /** The style holds the `--font` files; it is fitted to each maze once they are read. */
  readonly drawing: Drawing;
  readonly target: Target;
}

/**
 * Reads the flags of `render` once: an extra argument, an unwritable `--output`, an unknown
 * format or one `--output` contradicts, a style flag the format does not take, a `--font`
 * that cannot be read are refused here, before the input is read. What depends on the mazes
 * (a shape the format cannot draw, a size past its limit) is checked when they are read.
 */
export async function parseRender(source: string, extra: readonly string[], flags: RenderFlags, registry: Registry, styleNames: readonly string[]): Promise<RenderRequest> {
  checkNoExtra('render', extra);
  const target = parseTarget(flags.output);
  const { table, format } = await parseFormat(registry, flags.format, target, (t) => (t.names.includes('ascii') ? 'ascii' : 'json'));
  const solve = flags.solve === true;
  const style = withFonts(styleFor(format, table, styleNames, flags, solve), readFontFlags(flags.font, format));
  return { source, solve, drawing: { format, table, style }, target };
}
