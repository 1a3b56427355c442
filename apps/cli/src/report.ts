import { EXIT_FAILURE, errorLine, exitCodeOf } from './errors.js';

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

/** Whatever escapes is reported as one line; a reader that stops early (`| head`) is not an error. */
export function installHandlers(): void {
  const fail = (error: unknown): never => {
    if (isBrokenPipe(error)) process.exit(0);
    process.exit(report(error) || EXIT_FAILURE);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  process.stdout.on('error', fail);
}
