/** Exit status for a run that did what was asked. */
export const EXIT_OK = 0;
/** Exit status for a failure that is not the user's input (a bug, a broken plugin, a full disk). */
export const EXIT_FAILURE = 1;
/** Exit status for bad arguments or bad input. */
export const EXIT_USAGE = 2;

/** Bad arguments or bad input: printed as one line, exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The exit status an error deserves: bad input is 2, anything else 1. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof UsageError || isMazekitError(error) || (error as { usage?: unknown } | null)?.usage === true) return EXIT_USAGE;
  return EXIT_FAILURE;
}

/** One line for stderr: `mazekit: <message>`, newlines folded so a message never spans lines. */
export function errorLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `mazekit: ${message.replace(/\s*\n\s*/g, ' ').trim()}`;
}

/**
 * Core's `isMazekitError`, by the same test (name and source), without importing core: the
 * error path of every command, `--version` and `list` included, stays free of it.
 */
function isMazekitError(error: unknown): boolean {
  return error instanceof Error && error.name === 'MazekitError' && 'source' in error;
}
