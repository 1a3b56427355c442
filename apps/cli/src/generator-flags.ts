import { Option, type Command } from 'commander';
import type { OptionSpec } from '@mazekit/core';
import { describeSpec } from './args.js';
import { UsageError } from './errors.js';
import type { FlaggedOption } from './generator-options.js';
import type { GeneratorMeta } from './plugin-meta.js';

const GROUP = 'Generator options (for the generator that has them; also as -O key=value):';

/** One flag made from a generator option: its spec and the generators that have an option of that name. */
export interface GeneratorFlag {
  readonly name: string;
  readonly flag: string;
  readonly generators: readonly string[];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Adds a flag for every option of the installed generators (`--rooms`, `--room-size`,
 * `--extra-doors` for generator-rooms' `rooms`, `roomSize`, `extraDoors`), read from their
 * cached metadata, so no generator module is imported to build the command. A name that is
 * already a flag of the command keeps its meaning there and stays reachable with `-O`.
 */
export function addGeneratorFlags(command: Command, generators: readonly GeneratorMeta[]): GeneratorFlag[] {
  const taken = new Set(command.options.map((o) => o.long));
  const byName = new Map<string, { spec: OptionSpec; ids: string[] }>();
  for (const generator of generators) {
    for (const spec of generator.options) {
      if (!/^[a-z][a-zA-Z0-9]*$/.test(spec.name)) continue;
      const entry = byName.get(spec.name) ?? { spec, ids: [] };
      entry.ids.push(generator.id);
      byName.set(spec.name, entry);
    }
  }
  const out: GeneratorFlag[] = [];
  for (const [name, { spec, ids }] of byName) {
    const flag = `--${kebab(name)}`;
    if (taken.has(flag)) continue;
    const value = spec.type === 'boolean' ? '[bool]' : '<value>';
    const option = new Option(`${flag} ${value}`, `${spec.description} (-a ${ids.join(', ')}; ${describeSpec(spec)}; default ${String(spec.default)})`);
    command.addOption(option.helpGroup(GROUP));
    out.push({ name, flag, generators: ids });
  }
  return out;
}

/**
 * The generator flags the user gave, for generator `id`. A flag of another generator's
 * option is a usage error naming the generators that have it.
 */
export function givenGeneratorFlags(flags: Record<string, unknown>, made: readonly GeneratorFlag[], id: string): FlaggedOption[] {
  const out: FlaggedOption[] = [];
  for (const { name, flag, generators } of made) {
    const raw = flags[name];
    if (raw === undefined) continue;
    if (!generators.includes(id)) {
      throw new UsageError(`${flag} is an option of -a ${generators.join(', ')}, not of -a ${id}; drop it or pick one of those generators`);
    }
    out.push({ name, flag, raw: raw as string | boolean });
  }
  return out;
}
