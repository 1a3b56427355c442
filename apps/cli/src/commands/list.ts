import type { OptionSpec } from '@mazekit/core';
import { describeSpec, showDefault } from '../args.js';
import { errorLine } from '../errors.js';
import { BUILTIN_FORMATS, formatTable } from '../formats.js';
import { loadGenerator } from '../load.js';
import { writeStdout } from '../output.js';
import type { Registry } from '../registry.js';

function optionLines(options: readonly OptionSpec[], flag: (name: string) => string): string[] {
  return options.map((o) => `      ${flag(o.name)}  ${o.description} (${describeSpec(o)}; default ${showDefault(o.default)})`);
}

/** `mazekit list`: the generators and renderers installed, with their metadata (`--json` for machines). */
export async function listCommand(flags: { json?: boolean }, registry: Registry): Promise<void> {
  const settled = await Promise.allSettled(registry.generators.map((plugin) => loadGenerator(plugin)));
  const generators = settled.flatMap((result, i) => {
    if (result.status === 'rejected') {
      process.stderr.write(`${errorLine(result.reason)} (skipped)\n`);
      return [];
    }
    return [{ plugin: registry.generators[i]!, generator: result.value }];
  });
  const { loaded, failed } = await registry.renderers();
  for (const error of failed) process.stderr.write(`${errorLine(error)} (skipped)\n`);
  const table = formatTable(loaded);

  if (flags.json) {
    const json = {
      generators: generators.map(({ plugin, generator: g }) => ({
        id: g.id,
        name: g.name,
        summary: g.summary,
        package: plugin.packageName,
        version: plugin.version,
        topologies: g.topologies,
        multiLevel: g.multiLevel,
        uniform: g.uniform,
        options: g.options,
      })),
      renderers: loaded.map(({ plugin, renderer: r }) => ({
        id: r.id,
        name: r.name,
        summary: r.summary,
        package: plugin.packageName,
        version: plugin.version,
        formats: r.formats,
        extensions: r.extensions,
        options: r.options,
      })),
      formats: table.names,
    };
    await writeStdout(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }

  const pad = Math.max(16, ...generators.map(({ generator: g }) => g.id.length + 2), ...loaded.map(({ renderer: r }) => r.id.length + 2));
  const lines: string[] = [`Generators (${generators.length}), for generate -a ID:`];
  for (const { plugin, generator: g } of generators) {
    const traits = [g.uniform ? 'uniform' : '', g.multiLevel ? 'multi-level' : 'single-level'].filter(Boolean).join(', ');
    lines.push(`  ${g.id.padEnd(pad)} ${g.name} [${traits}]  ${plugin.packageName}@${plugin.version}`);
    lines.push(`      ${g.summary}`);
    lines.push(...optionLines(g.options, (n) => `--option ${n}=...`));
  }
  lines.push('', `Renderers (${loaded.length}):`);
  for (const { plugin, renderer: r } of loaded) {
    lines.push(`  ${r.id.padEnd(pad)} ${r.name}: --format ${r.formats.join(', ')}  ${plugin.packageName}@${plugin.version}`);
    lines.push(`      ${r.summary}`);
    lines.push(...optionLines(r.options, (n) => `--${n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
  }
  lines.push('', `Formats: ${table.names.join(', ')} (${BUILTIN_FORMATS.join(' and ')} are built in)`);
  await writeStdout(`${lines.join('\n')}\n`);
}
