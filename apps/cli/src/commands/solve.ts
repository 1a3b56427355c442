import { read } from '../flow/carve.js';
import { solved } from '../flow/solve.js';
import { write } from '../flow/write.js';
import { parseSolve, type SolveFlags } from '../parse/solve.js';
import type { Registry } from '../registry.js';

export type { SolveFlags } from '../parse/solve.js';

/**
 * `mazekit solve FILE|-`: parse → read → solve → write. Adds `start`, `goal` and `solution`
 * to maze JSON; with `--solver ID` the installed solver walks each maze instead (see `solved`).
 */
export async function solveCommand(source: string, extra: readonly string[], flags: SolveFlags, registry: Registry): Promise<void> {
  const request = await parseSolve(source, extra, flags, registry);
  await write(solved(await read(request.source, registry), request.walk), request.target);
}
