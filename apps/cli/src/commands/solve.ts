import { solve, stringifyMaze } from '@mazekit/core';
import { readMazes } from '../input.js';
import { checkWritable, emit } from '../output.js';

/** `mazekit solve FILE|-`: adds `start`, `goal` and `solution` to maze JSON (kept when already set). */
export async function solveCommand(source: string, flags: { output?: string }): Promise<void> {
  if (flags.output !== undefined) checkWritable(flags.output);
  const mazes = await readMazes(source);
  const text = mazes.map((maze) => `${stringifyMaze(solve(maze))}\n`).join('');
  await emit(text, flags.output);
}
