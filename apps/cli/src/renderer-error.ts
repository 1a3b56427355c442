import { isMazekitError } from '@mazekit/core';
import { kebab } from './args.js';
import { UsageError } from './errors.js';

/**
 * A renderer's refusal as a usage error without the package, an `option fooBar` in it named
 * by the flag the user types, `--foo-bar`; any other error as it is.
 */
export function asFlags(error: unknown): unknown {
  if (!isMazekitError(error)) return error;
  const message = error.message.slice(error.source.length + 2);
  return new UsageError(message.replace(/\boption (\w+)/g, (_, name: string) => `--${kebab(name)}`));
}
