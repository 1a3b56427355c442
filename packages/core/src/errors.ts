/**
 * The one error type every mazekit package throws for bad input.
 *
 * The message always starts with the package (and, where useful, the function) that
 * refused the input, names the bad value and says what is allowed, on one line, so a
 * command-line tool can print `err.message` as it is and exit with status 2.
 */
export class MazekitError extends Error {
  /** The package that raised it, e.g. `@mazekit/core`. */
  readonly source: string;
  /** A short, stable identifier of the broken rule, e.g. `cells-length`. */
  readonly rule: string | undefined;

  constructor(source: string, message: string, rule?: string) {
    super(`${source}: ${message}`);
    this.name = 'MazekitError';
    this.source = source;
    this.rule = rule;
  }
}

/** True when `error` is a {@link MazekitError} (also across package copies). */
export function isMazekitError(error: unknown): error is MazekitError {
  return error instanceof Error && error.name === 'MazekitError' && 'source' in error;
}

/** Formats any value for an error message: strings quoted, long values shortened. */
export function describeValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'bigint') text = `${value}n`;
  else if (value === undefined || typeof value === 'number' || typeof value === 'boolean' || value === null) text = String(value);
  else {
    try {
      text = JSON.stringify(value) ?? Object.prototype.toString.call(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
