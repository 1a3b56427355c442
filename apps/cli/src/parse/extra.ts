import { UsageError } from '../errors.js';

/**
 * Refuses arguments a command does not take, naming the first: `unexpected argument
 * "extra"`. Everything after `--` is an argument too, so a flag there is named with a hint.
 */
export function checkNoExtra(command: string, extra: readonly string[]): void {
  const first = extra[0];
  if (first === undefined) return;
  const hint = first.startsWith('-') ? ' (after "--" every word is an argument, not a flag)' : '';
  throw new UsageError(`${command} takes no argument ${JSON.stringify(first)}${hint}`);
}
