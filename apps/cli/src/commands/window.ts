import { Option, type Command } from 'commander';
import { carve } from '../flow/carve.js';
import { draw } from '../flow/draw.js';
import { planWindow } from '../flow/plan.js';
import { write } from '../flow/write.js';
import { parseWindow, type WindowFlags } from '../parse/window.js';
import type { LoadedRenderer, Registry } from '../registry.js';
import { addStyleFlags } from '../style.js';
import { seedNotice } from './generate.js';

/**
 * `mazekit window`: parse → plan → carve → draw → write. Draws the `--width × --height`
 * window at (`--x`, `--y`) of the endless maze of `--seed`, in any format. The window is a
 * maze of its own for the renderers: the passages that leave it are drawn closed (maze JSON
 * allows none off the grid).
 */
export async function windowCommand(extra: readonly string[], flags: WindowFlags, registry: Registry, styleNames: readonly string[]): Promise<void> {
  const request = await parseWindow(extra, flags, registry, styleNames);
  const plan = planWindow(request);
  await write(await draw(await carve(plan.carve), plan.draw), plan.target);
  seedNotice(request.seed, request.drawing.format, 'this window');
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
    .action((flags: WindowFlags, cmd: Command) => windowCommand(cmd.args, flags, registry, styles));
}
