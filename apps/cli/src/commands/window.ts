import { randomSeed } from '@mazekit/core';
import { Option, type Command } from 'commander';
import { parseIntFlag } from '../args.js';
import { UsageError } from '../errors.js';
import { chooseFormat, formatTable } from '../formats.js';
import { checkWritable, emit, formatHint } from '../output.js';
import { windowShown } from '../draw-off-thread.js';
import { assertPrintable, produce } from '../produce.js';
import type { LoadedRenderer, Registry } from '../registry.js';
import { addStyleFlags, styleFor } from '../style.js';

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

/**
 * `mazekit window`: draws the `--width × --height` window at (`--x`, `--y`) of the endless
 * maze of `--seed`, in any format. The window is a maze of its own for the renderers: the
 * passages that leave it are drawn closed (maze JSON allows none off the grid).
 */
export async function windowCommand(flags: WindowFlags, registry: Registry, styleNames: readonly string[]): Promise<void> {
  // Loaded on demand: the other commands never need it.
  const { TEXTURES, WORLD_SIZE, windowMaze } = await import('@mazekit/endless');
  if (!(TEXTURES as readonly string[]).includes(flags.texture)) {
    throw new UsageError(`--texture must be one of ${TEXTURES.join(', ')}, got ${JSON.stringify(flags.texture)}`);
  }
  if (flags.seed === '') throw new UsageError('--seed must not be empty');
  const last = WORLD_SIZE - 1;
  const x = parseIntFlag('--x', flags.x, 0, last);
  const y = parseIntFlag('--y', flags.y, 0, last);
  const width = parseIntFlag('--width', flags.width, 1);
  const height = parseIntFlag('--height', flags.height, 1);
  if (x + width > WORLD_SIZE) throw new UsageError(`--x ${x} + --width ${width} runs past the world's east edge; x + width must be at most ${WORLD_SIZE}`);
  if (y + height > WORLD_SIZE) throw new UsageError(`--y ${y} + --height ${height} runs past the world's south edge; y + height must be at most ${WORLD_SIZE}`);
  const seed = flags.seed ?? randomSeed();
  if (flags.output !== undefined) checkWritable(flags.output);
  const { loaded, failed } = await registry.renderers();
  const table = formatTable(loaded, failed);
  const format = chooseFormat(table, flags.format, formatHint(flags.output), !process.stdout.isTTY || !table.names.includes('ascii') ? 'json' : 'ascii');
  const style = styleFor(format, table, styleNames, flags);
  const texture = flags.texture as (typeof TEXTURES)[number];
  const data =
    (await windowShown({ seed, x, y, width, height, texture }, format, table, style)) ??
    produce([windowMaze(seed, x, y, width, height, { texture })], format, table, style);
  assertPrintable(data, format, flags.output);
  await emit(data, flags.output);
  if (flags.seed === undefined && format !== 'json' && process.stderr.isTTY) {
    process.stderr.write(`mazekit: seed ${seed} (give --seed ${seed} to see this window again)\n`);
  }
}

/** Adds `mazekit window` to `program`. */
export function addWindowCommand(program: Command, registry: Registry, renderers: readonly LoadedRenderer[], formats: string, examples: (lines: readonly string[]) => string): void {
  const command = program
    .command('window')
    .description('draw any window of an endless maze 2^48 cells on a side')
    .option('--seed <s>', 'seed of the endless maze; default a fresh random one')
    .option('--x <n>', 'column of the window\'s west edge, 0 .. 2^48 - 1', '0')
    .option('--y <n>', 'row of the window\'s north edge, 0 .. 2^48 - 1', '0')
    .option('--width <n>', 'columns', '40')
    .option('--height <n>', 'rows', '20')
    .addOption(new Option('--texture <name>', 'chunks (a classic random look) or division (recursive division)').default('chunks'))
    .option('-f, --format <name>', `${formats}; default: from --output's extension, else ascii on a terminal and json otherwise`)
    .option('-o, --output <file>', 'write to FILE (atomically) instead of stdout');
  const styles = addStyleFlags(command, renderers);
  command
    .addHelpText(
      'after',
      examples([
        'mazekit window --seed 7 --x 2147483600 --y 2147483600 --width 30 --height 12 --format unicode',
        'mazekit window --seed 7 --texture division --width 200 --height 120 -o window.png',
        'mazekit window --seed 7 --x 281474976710000 --y 0 --format json > window.json',
      ]),
    )
    .action((flags: WindowFlags) => windowCommand(flags, registry, styles));
}
