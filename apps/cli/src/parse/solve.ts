import { UsageError } from '../errors.js';
import { checkJsonTarget } from '../json-output.js';
import type { Registry } from '../registry.js';
import { parseSeed, parseTarget, type SeedRequest, type Target } from './common.js';
import { checkNoExtra } from './extra.js';
import { parseSolver, type ChosenSolver } from './solver.js';

/** Flags of `mazekit solve`. */
export interface SolveFlags {
  output?: string;
  solver?: string;
  seed?: string;
  solverOption?: string[];
}

/** Everything `mazekit solve` was asked for, checked: nothing is read or written yet. */
export interface SolveRequest {
  readonly source: string;
  /** `--solver`, with the seed of its rng (`--seed`, else each maze's own). */
  readonly walk?: ChosenSolver & { readonly seed: SeedRequest | undefined };
  readonly target: Target;
}

/** Reads the flags of `solve` once; every usage error is raised here, before the input is read. */
export async function parseSolve(source: string, extra: readonly string[], flags: SolveFlags, registry: Registry): Promise<SolveRequest> {
  checkNoExtra('solve', extra);
  if (flags.solver === undefined && flags.seed !== undefined) throw new UsageError('--seed needs --solver');
  const seed = flags.seed === undefined ? undefined : parseSeed(flags.seed);
  const solver = await parseSolver(registry, flags.solver, flags.solverOption);
  const target = parseTarget(flags.output);
  await checkJsonTarget('solve', target.file, registry);
  return { source, ...(solver ? { walk: { ...solver, seed } } : {}), target };
}
