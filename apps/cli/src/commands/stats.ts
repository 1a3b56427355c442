import { statsObject } from '../make.js';
import { readMazes } from '../input.js';
import { checkJsonTarget } from '../json-output.js';
import { emit } from '../output.js';
import type { Registry } from '../registry.js';

/** `mazekit stats FILE|-`: the statistics object of each maze (pretty JSON for one, JSON Lines for several). */
export async function statsCommand(source: string, flags: { output?: string }, registry: Registry): Promise<void> {
  await checkJsonTarget('stats', flags.output, registry);
  const mazes = await readMazes(source, await registry.shapes(), await registry.shapeFailures());
  const text =
    mazes.length === 1
      ? `${JSON.stringify(statsObject(mazes[0]!), null, 2)}\n`
      : mazes.map((maze) => `${JSON.stringify(statsObject(maze))}\n`).join('');
  await emit(text, flags.output);
}
