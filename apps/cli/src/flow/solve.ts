import { solve, solveWith, stringifyMaze, type Grid, type Maze } from '@mazekit/core';
import { UsageError } from '../errors.js';
import type { SolveRequest } from '../parse/solve.js';
import type { Carved } from './carve.js';
import type { Drawn } from './draw.js';

type Walk = NonNullable<SolveRequest['walk']>;

/**
 * `solve`'s drawing: the maze JSON lines of `carved`'s mazes with start, goal and solution
 * (kept when already set). A maze whose goal cannot be reached fails the run, and nothing is
 * written. With a `walk` the solver walks each maze instead: the solution is its route, and
 * a `solver` field holds its id, the seed its rng had and its effort.
 */
export function solved(carved: Extract<Carved, { kind: 'mazes' }>, walk: Walk | undefined): Drawn {
  const { mazes } = carved;
  const lines = mazes.map((maze, i) => {
    const which = mazes.length > 1 ? `maze ${i + 1} of ${mazes.length} (seed ${JSON.stringify(maze.seed)})` : `the maze (seed ${JSON.stringify(maze.seed)})`;
    if (walk) return `${walked(walk, maze, which)}\n`;
    solve(maze);
    if (maze.solution === undefined) {
      throw new Error(`${which} has no path from its start (cell ${maze.start}) to its goal (cell ${maze.goal}); nothing written`);
    }
    return `${stringifyMaze(maze)}\n`;
  });
  return { kind: 'whole', data: lines.join(''), format: 'json' };
}

/** The maze JSON line of `maze` walked by the request's solver, with the `solver` field after the maze's own. */
function walked({ solver, options, seed }: Walk, maze: Maze<Grid>, which: string): string {
  const reason = solver.unsupported(maze.grid);
  if (reason !== undefined) throw new UsageError(`--solver ${solver.id} cannot solve ${which}: ${reason}`);
  const used = seed?.value ?? maze.seed;
  const result = solveWith(solver, maze, { seed: used, options });
  maze.start = result.start;
  maze.goal = result.goal;
  if (result.route) maze.solution = result.route;
  else delete maze.solution;
  const text = stringifyMaze(maze);
  const extra = JSON.stringify({ id: solver.id, seed: used, effort: result.effort });
  return `${text.slice(0, -1)},"solver":${extra}}`;
}
