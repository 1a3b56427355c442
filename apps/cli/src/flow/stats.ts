import type { Solver } from '@mazekit/core';
import { mazeDifficulty } from '../difficulty.js';
import { statsObject } from '../make.js';
import type { Carved } from './carve.js';
import type { Drawn } from './draw.js';

/**
 * `stats`'s drawing: the statistics object of each maze (pretty JSON for one, JSON Lines for
 * several), with its `difficulty` between its start and goal, walked by the installed random
 * mouse and wall follower when there are.
 */
export function statistics(carved: Extract<Carved, { kind: 'mazes' }>, solvers: { mouse?: Solver; follower?: Solver }): Drawn {
  const { mazes } = carved;
  const objects = mazes.map((maze) => {
    const out = statsObject(maze);
    const d = mazeDifficulty(maze, solvers);
    if (d) out.difficulty = d;
    return out;
  });
  const data = objects.length === 1 ? `${JSON.stringify(objects[0], null, 2)}\n` : objects.map((o) => `${JSON.stringify(o)}\n`).join('');
  return { kind: 'whole', data, format: 'stats' };
}
