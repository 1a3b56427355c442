import { solve, stringifyMaze } from '@mazekit/core';
import { readMazes } from '../input.js';
import { checkJsonTarget } from '../json-output.js';
import { emit } from '../output.js';
import type { Registry } from '../registry.js';

/**
 * `mazekit solve FILE|-`: adds `start`, `goal` and `solution` to maze JSON (kept when already
 * set). A maze whose goal cannot be reached from its start fails the run (exit 1, one line),
 * and nothing is written.
 */
export async function solveCommand(source: string, flags: { output?: string }, registry: Registry): Promise<void> {
  await checkJsonTarget('solve', flags.output, registry);
  const mazes = await readMazes(source, await registry.shapes(), await registry.shapeFailures());
  const lines = mazes.map((maze, i) => {
    solve(maze);
    if (maze.solution === undefined) {
      const which = mazes.length > 1 ? `maze ${i + 1} of ${mazes.length} (seed ${JSON.stringify(maze.seed)})` : `the maze (seed ${JSON.stringify(maze.seed)})`;
      throw new Error(`${which} has no path from its start (cell ${maze.start}) to its goal (cell ${maze.goal}); nothing written`);
    }
    return `${stringifyMaze(maze)}\n`;
  });
  await emit(lines.join(''), flags.output);
}
