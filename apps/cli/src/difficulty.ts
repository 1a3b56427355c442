import { difficulty, longestPath, shortestPath, type Difficulty, type Grid, type Maze, type Solver } from '@mazekit/core';
import type { Registry } from './registry.js';

/** The installed random mouse and wall follower, for the difficulty measures that walk (either may be missing). */
export async function difficultySolvers(registry: Registry): Promise<{ mouse?: Solver; follower?: Solver }> {
  const load = async (id: string): Promise<Solver | undefined> => (registry.solvers.some((p) => p.id === id) ? (await registry.solver(id)).solver : undefined);
  const [mouse, follower] = await Promise.all([load('random-mouse'), load('wall-follower')]);
  return { ...(mouse ? { mouse } : {}), ...(follower ? { follower } : {}) };
}

/**
 * The most cells the random mouse is run on: 8 runs of at most 100 moves a cell are 16
 * million moves here, about a second. On larger mazes the runs cost minutes (a 1000 × 1000
 * maze, 800 million moves, took 51 s) and measure nothing, since every run runs out of moves;
 * `stats` leaves `mouseSteps` and `mouseGaveUp` out there.
 */
export const MOUSE_MAX_CELLS = 20_000;

/**
 * The difficulty of `maze` between its start and goal (the ends of its longest path when it
 * names none), with the mouse seeded from the maze's seed (on mazes of at most
 * {@link MOUSE_MAX_CELLS} cells); undefined when the goal cannot be
 * reached or a follower cannot walk the grid.
 */
export function mazeDifficulty(maze: Maze<Grid>, solvers: { mouse?: Solver; follower?: Solver } = {}): Difficulty | undefined {
  let { start, goal } = maze;
  if (start === undefined || goal === undefined) {
    const ends = longestPath(maze.grid);
    start ??= ends.start;
    goal ??= ends.goal;
  }
  if (!shortestPath(maze.grid, start, goal)) return undefined;
  const follower = solvers.follower && solvers.follower.unsupported(maze.grid) === undefined ? solvers.follower : undefined;
  const mouse = solvers.mouse && maze.grid.size <= MOUSE_MAX_CELLS ? { mouse: solvers.mouse } : {};
  if (follower) {
    try {
      return difficulty(maze.grid, start, goal, { ...mouse, follower, seed: maze.seed });
    } catch {
      // A third-party shape whose geometry cannot be worked out has no side order to follow.
    }
  }
  return difficulty(maze.grid, start, goal, { ...mouse, seed: maze.seed });
}
