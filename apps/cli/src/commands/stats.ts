import { difficultySolvers } from '../difficulty.js';
import { read } from '../flow/carve.js';
import { statistics } from '../flow/stats.js';
import { write } from '../flow/write.js';
import { parseStats } from '../parse/stats.js';
import type { Registry } from '../registry.js';

/**
 * `mazekit stats FILE|-`: parse → read → measure → write. The statistics object of each maze,
 * with its `difficulty` (core's measures and score, and the installed random mouse's and wall
 * follower's efforts) between its start and goal.
 */
export async function statsCommand(source: string, extra: readonly string[], flags: { output?: string }, registry: Registry): Promise<void> {
  const request = await parseStats(source, extra, flags, registry);
  const carved = await read(request.source, registry);
  await write(statistics(carved, await difficultySolvers(registry)), request.target);
}
