import { isMazekitError, resolveOptions, type Generator, type GeneratorOptions } from '@mazekit/core';
import { convertOption, describeSpec, keyValues } from './args.js';
import { UsageError } from './errors.js';

/** A generator option given as its own flag (`--room-size 3..9`): the option, the flag as typed, the raw value. */
export interface FlaggedOption {
  readonly name: string;
  readonly flag: string;
  readonly raw: string | boolean;
}

/**
 * Turns `--option key=value` pairs, then the generator option flags in `flagged` (read last,
 * so a flag wins over `-O` of the same name), into checked generator options: names must be
 * options of `generator`, values are converted to the type its OptionSpec asks for and then
 * checked by the generator's `checkOptions` (range, choices, its own rules beyond them). An error
 * names the flag the user typed (`--room-size`, or `--option roomSize`), never the package.
 */
export function generatorOptions(generator: Generator, items: readonly string[] | undefined, flagged: readonly FlaggedOption[] = []): GeneratorOptions {
  const out: Record<string, number | boolean | string> = {};
  const typed = new Map<string, string>();
  for (const [key, raw] of keyValues('--option', items)) {
    const spec = generator.options.find((s) => s.name === key);
    if (!spec) {
      const allowed = generator.options.length ? generator.options.map((s) => `${s.name} (${describeSpec(s)})`).join(', ') : 'none';
      throw new UsageError(`--option ${JSON.stringify(key)} is not an option of ${generator.id}; allowed: ${allowed}`);
    }
    typed.set(key, `--option ${key}`);
    out[key] = convertOption(`--option ${key}`, spec, raw);
  }
  for (const { name, flag, raw } of flagged) {
    const spec = generator.options.find((s) => s.name === name);
    if (!spec) throw new UsageError(`${flag} is not an option of -a ${generator.id}`);
    typed.set(name, flag);
    out[name] = convertOption(flag, spec, raw);
  }
  try {
    if (generator.checkOptions) generator.checkOptions(out);
    else resolveOptions(generator.package, generator.options, out);
  } catch (error) {
    const named = isMazekitError(error) ? /^(?:@[^:]+: )?option (\w+) (.*)$/s.exec(error.message) : null;
    if (named && typed.has(named[1]!)) throw new UsageError(`${typed.get(named[1]!)!} ${named[2]!}`);
    throw error;
  }
  return out;
}
