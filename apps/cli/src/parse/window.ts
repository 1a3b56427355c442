import { MAX_CELLS } from '@mazekit/core';
import { parseIntFlag } from '../args.js';
import type { WindowJob } from '../draw-off-thread.js';
import { UsageError } from '../errors.js';
import { fitFormat } from '../format-limits.js';
import { BUILTIN_FORMATS } from '../formats.js';
import type { Registry } from '../registry.js';
import { styleFor } from '../style.js';
import { checkPrintable, parseFormat, parseSeed, parseTarget, type Drawing, type SeedRequest, type Target } from './common.js';
import { checkNoExtra } from './extra.js';

/** Flags of `mazekit window` as commander hands them over (all strings). */
export interface WindowFlags {
  seed?: string;
  x: string;
  y: string;
  width: string;
  height: string;
  texture: string;
  format?: string;
  output?: string;
  style?: string[];
  [style: string]: unknown;
}

/** Everything `mazekit window` was asked for, checked: nothing is carved or written yet. */
export interface WindowRequest {
  readonly window: WindowJob;
  readonly seed: SeedRequest;
  readonly drawing: Drawing;
  readonly target: Target;
}

/**
 * Reads the flags of `window` once. Every usage error is raised here, before a cell of the
 * endless maze is made: a texture, corner or size out of range, a window past the world's
 * edge or over the cell limit, an unwritable `--output`, an unknown format, a style flag the
 * format does not take, and a drawing past the format's limits, fitted as `generate` fits
 * its pictures (a PNG's cell size shrinks to keep it at most 4096 px a side by default).
 */
export async function parseWindow(extra: readonly string[], flags: WindowFlags, registry: Registry, styleNames: readonly string[]): Promise<WindowRequest> {
  checkNoExtra('window', extra);
  // Loaded for its constants; nothing of it runs until the window is carved.
  const { TEXTURES, WORLD_SIZE } = await import('@mazekit/endless');
  const texture = TEXTURES.find((t) => t === flags.texture);
  if (texture === undefined) throw new UsageError(`--texture must be one of ${TEXTURES.join(', ')}, got ${JSON.stringify(flags.texture)}`);
  const seed = parseSeed(flags.seed);
  const last = WORLD_SIZE - 1;
  const x = parseIntFlag('--x', flags.x, 0, last);
  const y = parseIntFlag('--y', flags.y, 0, last);
  const width = parseIntFlag('--width', flags.width, 1);
  const height = parseIntFlag('--height', flags.height, 1);
  if (x + width > WORLD_SIZE) throw new UsageError(`--x ${x} + --width ${width} runs past the world's east edge; x + width must be at most ${WORLD_SIZE}`);
  if (y + height > WORLD_SIZE) throw new UsageError(`--y ${y} + --height ${height} runs past the world's south edge; y + height must be at most ${WORLD_SIZE}`);
  if (width * height > MAX_CELLS) throw new UsageError(`a ${width}x${height} window has ${width * height} cells; at most ${MAX_CELLS} are allowed`);
  const target = parseTarget(flags.output);
  const { table, format } = await parseFormat(registry, flags.format, target, (t) => (!process.stdout.isTTY || !t.names.includes('ascii') ? 'json' : 'ascii'));
  const style = styleFor(format, table, styleNames, flags);
  checkPrintable(table, format, target);
  const fitted = (BUILTIN_FORMATS as readonly string[]).includes(format) ? style : fitFormat(format, { width, height, levels: 1 }, style);
  return { window: { seed: seed.value, x, y, width, height, texture }, seed, drawing: { format, table, style: fitted }, target };
}
