import type { OptionSpec } from '@mazekit/core';
import { UsageError } from './errors.js';

// Helpers for option names, values and help texts. Kept apart from the number parsers of
// args.ts, which need core's MAX_CELLS: `mazekit list` and `--help` use these without
// loading core at all (startup time).

/** Commander collector for repeatable `key=value` flags. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** Splits repeated `key=value` arguments into pairs; a missing `=` is a usage error. */
export function keyValues(flag: string, items: readonly string[] | undefined): [string, string][] {
  return (items ?? []).map((item) => {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`${flag} takes key=value, got ${JSON.stringify(item)}`);
    return [item.slice(0, eq), item.slice(eq + 1)];
  });
}

const TRUE = new Set(['true', 'yes', 'on', '1']);
const FALSE = new Set(['false', 'no', 'off', '0']);

/**
 * Converts a command-line string to the type an {@link OptionSpec} wants. Range and choice
 * checks are left to core's `resolveOptions`, which names the package and what is allowed.
 */
export function convertOption(flag: string, spec: OptionSpec, text: string | boolean): number | boolean | string {
  if (typeof text === 'boolean') {
    if (spec.type === 'boolean') return text;
    throw new UsageError(`${flag} needs a value (${describeSpec(spec)})`);
  }
  switch (spec.type) {
    case 'number': {
      const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim()) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value)) throw new UsageError(`${flag} must be ${describeSpec(spec)}, got ${JSON.stringify(text)}`);
      return value;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      throw new UsageError(`${flag} must be true or false, got ${JSON.stringify(text)}`);
    }
    default:
      return text;
  }
}

/** What values an option takes, for help texts and errors: `an integer from 1 to 64`. */
export function describeSpec(spec: OptionSpec): string {
  switch (spec.type) {
    case 'number': {
      const kind = spec.integer ? 'an integer' : 'a number';
      if (spec.min !== undefined && spec.max !== undefined) return `${kind} from ${spec.min} to ${spec.max}`;
      if (spec.min !== undefined) return `${kind} >= ${spec.min}`;
      if (spec.max !== undefined) return `${kind} <= ${spec.max}`;
      return kind;
    }
    case 'boolean':
      return 'true or false';
    case 'choice':
      return `one of ${(spec.choices ?? []).join(', ')}`;
    default:
      return 'a string';
  }
}

/** A default value as help texts show it: an empty string as `""`. */
export function showDefault(value: number | boolean | string): string {
  return value === '' ? '""' : String(value);
}

/** `cellSize` → `cell-size`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
