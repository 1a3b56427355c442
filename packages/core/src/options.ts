import { MazekitError, describeValue } from './errors.js';

/** Describes one option of a generator or renderer, so that a CLI or a form can offer it. */
export interface OptionSpec {
  /** Option name as passed in the options object, e.g. `bias`. */
  readonly name: string;
  /** `number`, `boolean`, `string`, or `choice` (one of `choices`). */
  readonly type: 'number' | 'boolean' | 'string' | 'choice';
  /** One line for help texts. */
  readonly description: string;
  /** The value used when the option is absent. */
  readonly default: number | boolean | string;
  /** Allowed values of a `choice`. */
  readonly choices?: readonly string[];
  /** Smallest allowed `number`. */
  readonly min?: number;
  /** Largest allowed `number`. */
  readonly max?: number;
  /** True when a `number` must be an integer. */
  readonly integer?: boolean;
}

/**
 * Checks `options` against `specs` and returns a complete options object with defaults
 * filled in. Unknown names and bad values are refused with one line naming them.
 */
export function resolveOptions(
  source: string,
  specs: readonly OptionSpec[],
  options: Readonly<Record<string, unknown>> | undefined,
): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const spec of specs) out[spec.name] = spec.default;
  if (options === undefined || options === null) return out;
  if (typeof options !== 'object') {
    throw new MazekitError(source, `options must be an object, got ${describeValue(options)}`);
  }
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      const known = specs.length ? specs.map((s) => s.name).join(', ') : 'none';
      throw new MazekitError(source, `unknown option ${describeValue(name)}; allowed: ${known}`);
    }
    out[name] = checkOption(source, spec, value);
  }
  return out;
}

function checkOption(source: string, spec: OptionSpec, value: unknown): number | boolean | string {
  switch (spec.type) {
    case 'number': {
      const ok =
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (!spec.integer || Number.isInteger(value)) &&
        (spec.min === undefined || value >= spec.min) &&
        (spec.max === undefined || value <= spec.max);
      if (!ok) {
        const kind = spec.integer ? 'an integer' : 'a number';
        const range =
          spec.min !== undefined && spec.max !== undefined
            ? ` from ${spec.min} to ${spec.max}`
            : spec.min !== undefined
              ? ` >= ${spec.min}`
              : spec.max !== undefined
                ? ` <= ${spec.max}`
                : '';
        throw new MazekitError(source, `option ${spec.name} must be ${kind}${range}, got ${describeValue(value)}`);
      }
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') {
        throw new MazekitError(source, `option ${spec.name} must be true or false, got ${describeValue(value)}`);
      }
      return value;
    case 'choice':
      if (typeof value !== 'string' || !spec.choices?.includes(value)) {
        throw new MazekitError(
          source,
          `option ${spec.name} must be one of ${(spec.choices ?? []).join(', ')}, got ${describeValue(value)}`,
        );
      }
      return value;
    default:
      if (typeof value !== 'string') {
        throw new MazekitError(source, `option ${spec.name} must be a string, got ${describeValue(value)}`);
      }
      return value;
  }
}
