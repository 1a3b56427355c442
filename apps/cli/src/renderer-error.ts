import { isMazekitError } from '@mazekit/core';
import { kebab } from './args.js';
import { UsageError } from './errors.js';

/**
 * A renderer's error about `option fooBar` as a usage error naming the flag the user types,
 * `--foo-bar`, without the package; any other error as it is.
 */
export function asFlags(error: unknown): unknown {
  if (!isMazekitError(error) || !/\boption \w+/.test(error.message)) return error;
  const message = error.message.slice(error.source.length + 2);
  return new UsageError(message.replace(/\boption (\w+)/g, (_, name: string) => `--${kebab(name)}`));
}
