import { resolveOptions, type Generator, type GeneratorOptions } from '@mazekit/core';
import { convertOption, describeSpec, keyValues } from './args.js';
import { UsageError } from './errors.js';

/**
 * Turns `--option key=value` pairs into checked generator options: names must be options of
 * `generator`, values are converted to the type its OptionSpec asks for and then checked by
 * core `resolveOptions` (range, choices).
 */
export function generatorOptions(generator: Generator, items: readonly string[] | undefined): GeneratorOptions {
  const out: Record<string, number | boolean | string> = {};
  for (const [key, raw] of keyValues('--option', items)) {
    const spec = generator.options.find((s) => s.name === key);
    if (!spec) {
      const allowed = generator.options.length ? generator.options.map((s) => `${s.name} (${describeSpec(s)})`).join(', ') : 'none';
      throw new UsageError(`--option ${JSON.stringify(key)} is not an option of ${generator.id}; allowed: ${allowed}`);
    }
    out[key] = convertOption(`--option ${key}`, spec, raw);
  }
  resolveOptions(generator.package, generator.options, out);
  return out;
}
