import type { OptionSpec } from '@mazekit/core';
import { describeSpec, kebab, showDefault } from '../option-text.js';
import { errorLine } from '../errors.js';
import { BUILTIN_FORMATS, formatTable } from '../formats.js';
import { pluginMeta, type SolverMeta } from '../plugin-meta.js';
import { writeStdout } from '../output.js';
import { checkNoExtra } from '../parse/extra.js';
import type { LoadedRenderer, Registry } from '../registry.js';

/** Core's own shape, listed without importing core (its metadata never changes with plugins). */
const ORTHOGONAL_SUMMARY = 'a rectangle of square cells, four neighbours each, optionally several floors joined by stairs';
const ORTHOGONAL_PARAMS: readonly OptionSpec[] = [
  { name: 'width', type: 'number', description: 'columns', default: 20, min: 1, integer: true },
  { name: 'height', type: 'number', description: 'rows', default: 10, min: 1, integer: true },
  { name: 'levels', type: 'number', description: 'floors joined by stairs', default: 1, min: 1, integer: true },
];

/** The installed shapes (by topology) a generator claiming `topologies` carves: all of them for `'*'`. */
function carvedShapes(topologies: readonly string[], installed: readonly string[]): string[] {
  return topologies.includes('*') ? [...installed] : installed.filter((t) => topologies.includes(t));
}

function optionLines(options: readonly OptionSpec[], flag: (name: string) => string): string[] {
  return options.map((o) => `      ${flag(o.name)}  ${o.description} (${describeSpec(o)}; default ${showDefault(o.default)})`);
}

/** What a solver promises, in words: `complete, shortest, any maze, stairs`. */
export function solverTraits(s: Pick<SolverMeta, 'complete' | 'shortest' | 'mazes' | 'needsSideOrder' | 'followsStairs' | 'random'>): string[] {
  return [
    s.complete ? 'complete' : 'may give up',
    s.shortest ? 'shortest' : 'not always shortest',
    s.mazes === 'any' ? 'any maze' : 'promises hold on perfect mazes',
    s.followsStairs ? 'stairs' : 'one floor only',
    s.needsSideOrder ? 'needs a shape' : '',
    s.random ? 'seeded' : '',
  ].filter(Boolean);
}

/**
 * `mazekit list`: the generators, renderers, shapes and solvers installed, with their metadata (`--json` for
 * machines). The metadata comes from a cache kept per plugin build (see `pluginMeta`), so a
 * plugin is imported only the first time it is listed after an install or a rebuild.
 */
export async function listCommand(extra: readonly string[], flags: { json?: boolean }, registry: Registry): Promise<void> {
  checkNoExtra('list', extra);
  const found = await pluginMeta(registry.plugins);
  for (const result of [...found.generators, ...found.renderers, ...found.shapes, ...found.solvers]) {
    if ('error' in result) process.stderr.write(`${errorLine(result.error)} (skipped)\n`);
  }
  const generators = found.generators.flatMap((r) => ('meta' in r ? [{ plugin: r.plugin, generator: r.meta }] : []));
  const shapes = found.shapes.flatMap((r) => ('meta' in r ? [{ plugin: r.plugin, shape: r.meta }] : []));
  const solvers = found.solvers.flatMap((r) => ('meta' in r ? [{ plugin: r.plugin, solver: r.meta }] : []));
  const loaded = found.renderers.flatMap((r) => ('meta' in r ? [{ plugin: r.plugin, renderer: r.meta }] : []));
  // The format table reads only ids, formats and extensions, which the metadata holds.
  const table = formatTable(loaded as unknown as LoadedRenderer[]);

  const shapeNames = ['orthogonal', ...shapes.map(({ shape: s }) => s.topology)];
  if (flags.json) {
    const json = {
      generators: generators.map(({ plugin, generator: g }) => ({
        id: g.id,
        name: g.name,
        summary: g.summary,
        package: plugin.packageName,
        version: plugin.version,
        topologies: g.topologies,
        shapes: carvedShapes(g.topologies, shapeNames),
        masked: g.masked,
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
      shapes: [
        { topology: 'orthogonal', name: 'Orthogonal', summary: ORTHOGONAL_SUMMARY, package: '@mazekit/core', multiLevel: true, params: ORTHOGONAL_PARAMS },
        ...shapes.map(({ plugin, shape: s }) => ({
          topology: s.topology,
          name: s.name,
          summary: s.summary,
          package: plugin.packageName,
          version: plugin.version,
          multiLevel: s.multiLevel,
          params: s.params,
        })),
      ],
      solvers: solvers.map(({ plugin, solver: s }) => ({
        id: s.id,
        name: s.name,
        summary: s.summary,
        package: plugin.packageName,
        version: plugin.version,
        complete: s.complete,
        shortest: s.shortest,
        mazes: s.mazes,
        needsSideOrder: s.needsSideOrder,
        followsStairs: s.followsStairs,
        random: s.random,
        options: s.options,
      })),
      formats: table.names,
    };
    await writeStdout(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }

  const pad = Math.max(16, ...generators.map(({ generator: g }) => g.id.length + 2), ...loaded.map(({ renderer: r }) => r.id.length + 2));
  const lines: string[] = [`Generators (${generators.length}), for generate -a ID:`];
  for (const { plugin, generator: g } of generators) {
    const carves = g.topologies.includes('*') ? 'every shape' : `${g.topologies.join(', ')} only`;
    const traits = [g.uniform ? 'uniform' : '', g.multiLevel ? 'multi-level' : 'single-level', carves, g.masked ? 'masks' : 'no masks'].filter(Boolean).join(', ');
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
  lines.push('', `Shapes (${shapes.length + 1}), for generate --shape NAME:`);
  lines.push(`  ${'orthogonal'.padEnd(pad)} Orthogonal (default)  @mazekit/core`, `      ${ORTHOGONAL_SUMMARY}`);
  lines.push(...optionLines(ORTHOGONAL_PARAMS, (n) => `--${n}`));
  for (const { plugin, shape: s } of shapes) {
    lines.push(`  ${s.topology.padEnd(pad)} ${s.name}  ${plugin.packageName}@${plugin.version}`);
    lines.push(`      ${s.summary}`);
    lines.push(...optionLines(s.params, (n) => `--${kebab(n)}`));
  }
  lines.push('', `Solvers (${solvers.length}), for solve and animate --solver ID:`);
  for (const { plugin, solver: s } of solvers) {
    lines.push(`  ${s.id.padEnd(pad)} ${s.name} [${solverTraits(s).join(', ')}]  ${plugin.packageName}@${plugin.version}`);
    lines.push(`      ${s.summary}`);
    lines.push(...optionLines(s.options, (n) => `--solver-option ${n}=...`));
  }
  lines.push('', `Formats: ${table.names.join(', ')} (${BUILTIN_FORMATS.join(' and ')} are built in)`);
  await writeStdout(`${lines.join('\n')}\n`);
}
