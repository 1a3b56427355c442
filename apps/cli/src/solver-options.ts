import { isMazekitError, resolveOptions, type Solver, type SolverOptions } from '@mazekit/core';
import { convertOption, describeSpec, keyValues } from './args.js';
import { UsageError } from './errors.js';

/**
 * Turns `--solver-option key=value` pairs into checked options of `solver` (converted to the
 * type each OptionSpec asks for, then range and choices checked): a bad one is a usage error
 * naming the flag as typed, never the package.
 */
export function solverOptions(solver: Solver, items: readonly string[] | undefined): SolverOptions {
  const out: Record<string, number | boolean | string> = {};
  for (const [key, raw] of keyValues('--solver-option', items)) {
    const spec = solver.options.find((s) => s.name === key);
    if (!spec) {
      const allowed = solver.options.length ? solver.options.map((s) => `${s.name} (${describeSpec(s)})`).join(', ') : 'none';
      throw new UsageError(`--solver-option ${JSON.stringify(key)} is not an option of ${solver.id}; allowed: ${allowed}`);
    }
    out[key] = convertOption(`--solver-option ${key}`, spec, raw);
  }
  try {
    resolveOptions(solver.package, solver.options, out);
  } catch (error) {
    if (isMazekitError(error)) throw new UsageError(`--solver-option: ${error.message.slice(solver.package.length + 2)}`);
    throw error;
  }
  return out;
}
