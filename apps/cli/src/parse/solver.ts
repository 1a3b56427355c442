import type { Solver, SolverOptions } from '@mazekit/core';
import { UsageError } from '../errors.js';
import type { Registry } from '../registry.js';
import { solverOptions } from '../solver-options.js';

/** The solver a command walks a maze with, and its checked `--solver-option` values. */
export interface ChosenSolver {
  readonly solver: Solver;
  readonly options: SolverOptions;
}

/**
 * Reads `--solver ID` and `--solver-option key=value` (checked once, here, against the
 * solver's specs); `--solver-option` without `--solver` is refused. Undefined without
 * `--solver`. Only the chosen solver's module is imported, and nothing of it is run.
 */
export async function parseSolver(registry: Registry, id: string | undefined, items: readonly string[] | undefined): Promise<ChosenSolver | undefined> {
  if (id === undefined) {
    if (items !== undefined) throw new UsageError('--solver-option needs --solver');
    return undefined;
  }
  const { solver } = await registry.solver(id);
  return { solver, options: solverOptions(solver, items) };
}
