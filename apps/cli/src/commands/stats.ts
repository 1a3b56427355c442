import { difficultySolvers, mazeDifficulty } from '../difficulty.js';
import { statsObject } from '../make.js';
import { readMazes } from '../input.js';
import { checkJsonTarget } from '../json-output.js';
import { emit } from '../output.js';
import type { Registry } from '../registry.js';

/**
 * `mazekit stats FILE|-`: the statistics object of each maze (pretty JSON for one, JSON Lines
 * for several), with its `difficulty` (core's measures and score, and the installed random
 * mouse's and wall follower's efforts) between its start and goal.
 */
export async function statsCommand(source: string, flags: { output?: string }, registry: Registry): Promise<void> {
  await checkJsonTarget('stats', flags.output, registry);
  const mazes = await readMazes(source, await registry.shapes(), await registry.shapeFailures());
  const solvers = await difficultySolvers(registry);
  const withDifficulty = (maze: (typeof mazes)[number]): Record<string, unknown> => {
    const out = statsObject(maze);
    const d = mazeDifficulty(maze, solvers);
    if (d) out.difficulty = d;
    return out;
  };
  const text =
    mazes.length === 1
      ? `${JSON.stringify(withDifficulty(mazes[0]!), null, 2)}\n`
      : mazes.map((maze) => `${JSON.stringify(withDifficulty(maze))}\n`).join('');
  await emit(text, flags.output);
}
