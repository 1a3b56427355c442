import { CommanderError, Option, type Command } from 'commander';
import type { OptionSpec } from '@mazekit/core';
import { convertOption, describeSpec, kebab, keyValues, showDefault } from './args.js';
import { UsageError } from './errors.js';
import type { FormatTable } from './formats.js';
import { styleOptions } from './formats.js';
import type { LoadedRenderer } from './registry.js';

/** Renderer switches that turn the drawing of the solution on (`solutions`: a booklet's solution pages). */
const SOLUTION_SWITCHES = ['showSolution', 'solution', 'solutions'];

/** Help heading of the flags made from renderer options (`--help-style` lists them, by renderer). */
const GROUP = 'Style options of the installed renderers:';

/**
 * Adds one flag per renderer option (`cellSize` becomes `--cell-size <value>`), unless the
 * command already has a flag of that name; every option stays reachable as `--style key=value`.
 * The flags stay out of `--help`, which lists the command's own flags; `--help-style` prints
 * them grouped under the renderer that takes them. Returns the option names that got a flag.
 */
export function addStyleFlags(command: Command, renderers: readonly LoadedRenderer[]): string[] {
  const taken = new Set(command.options.map((o) => o.long));
  const added: string[] = [];
  for (const { spec } of styleOptions(renderers)) {
    const flag = `--${kebab(spec.name)}`;
    if (taken.has(flag) || !/^[a-z][a-zA-Z0-9]*$/.test(spec.name)) continue;
    taken.add(flag);
    command.addOption(new Option(`${flag} ${spec.type === 'boolean' ? '[bool]' : '<value>'}`, spec.description).hideHelp());
    added.push(spec.name);
  }
  command.addOption(new Option('--style <key=value>', 'any renderer option by its name, repeatable').helpGroup(GROUP).argParser((v: string, prev: string[] | undefined) => [...(prev ?? []), v]));
  command.addOption(new Option('--help-style', `show the style flags (${added.length}), under the renderer that takes each`).helpGroup(GROUP));
  command.on('option:help-style', () => {
    process.stdout.write(styleHelp(command.name(), renderers, added));
    throw new CommanderError(0, 'commander.helpDisplayed', '(style help)');
  });
  return added;
}

/** The text of `--help-style`: each renderer's formats, then its options as the flags `flagged` made of them (else `--style name=...`). */
export function styleHelp(command: string, renderers: readonly LoadedRenderer[], flagged: readonly string[]): string {
  const out = [`Style flags of mazekit ${command}, by renderer (also as --style key=value):`];
  for (const { renderer } of renderers) {
    out.push('', `${renderer.name} (--format ${renderer.formats.join(', ')}):`);
    if (renderer.options.length === 0) out.push('  none');
    for (const spec of renderer.options) {
      const flag = flagged.includes(spec.name) ? `--${kebab(spec.name)}${spec.type === 'boolean' ? ' [bool]' : ' <value>'}` : `--style ${spec.name}=...`;
      out.push(`  ${flag.padEnd(30)} ${spec.description} (${describeSpec(spec)}; default ${showDefault(spec.default)})`);
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * The renderer options for `format`, from the style flags and `--style` pairs the user gave.
 * A flag the chosen renderer does not take is a usage error naming the ones it does. With
 * `solved`, the renderer's solution switch (`showSolution` or `solution`) defaults to on.
 */
export function styleFor(
  format: string,
  table: FormatTable,
  flagged: readonly string[],
  values: Record<string, unknown>,
  solved = false,
): Record<string, number | boolean | string> {
  const given: [string, string, string | boolean][] = [];
  for (const name of flagged) {
    const v = values[name];
    if (v !== undefined) given.push([`--${kebab(name)}`, name, v as string | boolean]);
  }
  for (const [key, v] of keyValues('--style', values.style as string[] | undefined)) given.push([`--style ${key}`, key, v]);
  const entry = table.renderers.get(format);
  const specs: readonly OptionSpec[] = entry?.renderer.options ?? [];
  const out: Record<string, number | boolean | string> = {};
  if (solved) {
    // `--solve` promises a drawn solution, also from renderers that leave it off by default.
    for (const spec of specs) if (spec.type === 'boolean' && SOLUTION_SWITCHES.includes(spec.name)) out[spec.name] = true;
  }
  for (const [flag, name, raw] of given) {
    const spec = specs.find((s) => s.name === name);
    if (!spec) {
      const allowed = specs.length ? specs.map((s) => `--${kebab(s.name)}`).join(', ') : 'none';
      throw new UsageError(`${flag} does not apply to --format ${format}; its style options: ${allowed}`);
    }
    out[name] = convertOption(flag, spec, raw);
  }
  return out;
}
