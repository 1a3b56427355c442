import { checkJsonTarget } from '../json-output.js';
import type { Registry } from '../registry.js';
import { parseTarget, type Target } from './common.js';
import { checkNoExtra } from './extra.js';

/** Everything `mazekit stats` was asked for, checked: nothing is read or written yet. */
export interface StatsRequest {
  readonly source: string;
  readonly target: Target;
}

/** Reads the flags of `stats` once; every usage error is raised here, before the input is read. */
export async function parseStats(source: string, extra: readonly string[], flags: { output?: string }, registry: Registry): Promise<StatsRequest> {
  checkNoExtra('stats', extra);
  const target = parseTarget(flags.output);
  await checkJsonTarget('stats', target.file, registry);
  return { source, target };
}
