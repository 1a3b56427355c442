import { CommanderError } from 'commander';
import { EXIT_OK, errorLine, exitCodeOf } from './errors.js';
import { buildProgram, commanderExit } from './program.js';
import { Registry } from './registry.js';

/** True for the error a write to a closed pipe gives (`mazekit generate | head -1`). */
export function isBrokenPipe(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';
}

/** Prints an error as one line (a stack only with MAZEKIT_DEBUG=1) and returns its exit status. */
export function report(error: unknown): number {
  process.stderr.write(`${errorLine(error)}\n`);
  if (process.env.MAZEKIT_DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return exitCodeOf(error);
}

/** Runs the CLI on `argv` (as `process.argv`) and returns the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    const program = await buildProgram(new Registry(), argv);
    await program.parseAsync([...argv]);
    return EXIT_OK;
  } catch (error) {
    // Commander has already printed its one line (or the help).
    if (error instanceof CommanderError) return commanderExit(error);
    if (isBrokenPipe(error)) return EXIT_OK;
    return report(error);
  }
}
