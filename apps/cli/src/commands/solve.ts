import { solve, solveWith, stringifyMaze, type Grid, type Maze, type Solver, type SolverOptions } from '@mazekit/core';
import { UsageError } from '../errors.js';
import { readMazes } from '../input.js';
import { checkJsonTarget } from '../json-output.js';
import { emit } from '../output.js';
import type { Registry } from '../registry.js';
import { solverOptions } from '../solver-options.js';

/** Flags of `mazekit solve`. */
export interface SolveFlags {
  output?: string;
  solver?: string;
  seed?: string;
  solverOption?: string[];
}

/**
 * `mazekit solve FILE|-`: adds `start`, `goal` and `solution` to maze JSON (kept when already
 * set). A maze whose goal cannot be reached from its start fails the run (exit 1, one line),
 * and nothing is written. With `--solver ID` the installed solver walks the maze instead: the
 * solution is its route, and a `solver` field holds its id, the seed its rng had and its
 * effort (visited, steps, backtracks, gaveUp); a solver that gives up leaves no solution.
 */
export async function solveCommand(source: string, flags: SolveFlags, registry: Registry): Promise<void> {
  if (flags.solver === undefined && (flags.seed !== undefined || flags.solverOption !== undefined)) {
    throw new UsageError(`${flags.seed !== undefined ? '--seed' : '--solver-option'} needs --solver`);
  }
  if (flags.seed === '') throw new UsageError('--seed must not be empty');
  const picked = flags.solver === undefined ? undefined : (await registry.solver(flags.solver)).solver;
  const options = picked ? solverOptions(picked, flags.solverOption) : undefined;
  await checkJsonTarget('solve', flags.output, registry);
  const mazes = await readMazes(source, await registry.shapes(), await registry.shapeFailures());
  const lines = mazes.map((maze, i) => {
    const which = mazes.length > 1 ? `maze ${i + 1} of ${mazes.length} (seed ${JSON.stringify(maze.seed)})` : `the maze (seed ${JSON.stringify(maze.seed)})`;
    if (picked) return `${solvedBy(picked, maze, flags.seed, options, which)}\n`;
    solve(maze);
    if (maze.solution === undefined) {
      throw new Error(`${which} has no path from its start (cell ${maze.start}) to its goal (cell ${maze.goal}); nothing written`);
    }
    return `${stringifyMaze(maze)}\n`;
  });
  await emit(lines.join(''), flags.output);
}

/** The maze JSON line of `maze` solved by `solver`, with the `solver` field after the maze's own. */
function solvedBy(solver: Solver, maze: Maze<Grid>, seed: string | undefined, options: SolverOptions | undefined, which: string): string {
  const reason = solver.unsupported(maze.grid);
  if (reason !== undefined) throw new UsageError(`--solver ${solver.id} cannot solve ${which}: ${reason}`);
  const used = seed ?? maze.seed;
  const result = solveWith(solver, maze, { seed: used, options });
  maze.start = result.start;
  maze.goal = result.goal;
  if (result.route) maze.solution = result.route;
  else delete maze.solution;
  const text = stringifyMaze(maze);
  const extra = JSON.stringify({ id: solver.id, seed: used, effort: result.effort });
  return `${text.slice(0, -1)},"solver":${extra}}`;
}
