#!/usr/bin/env node
// Scaffolds packages/generator-<id>: `pnpm new:generator <id> [--name "Display name"]`.
// Writes package.json, tsconfigs, the carve function to fill in, the generator definition,
// tests wired to the testkit's conformance suite (which also checks that an OrthogonalGrid and
// the same grid seen only through the Grid interface give the same maze), a README skeleton
// and a changeset.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  process.stderr.write(`new:generator: ${message}\nusage: pnpm new:generator <id> [--name "Display name"] [--summary "One line"]\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, summary: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  usage(error.message);
}
if (parsed.values.help) usage('scaffold a new generator package');
const [id, ...rest] = parsed.positionals;
if (!id || rest.length) usage('give exactly one generator id, e.g. hunt-and-kill');
if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id)) usage(`id must be lower-case words joined by '-', got ${JSON.stringify(id)}`);

const dir = join(root, 'packages', `generator-${id}`);
if (existsSync(dir)) usage(`packages/generator-${id} already exists`);
const changeset = join(root, '.changeset', `generator-${id}.md`);
if (existsSync(changeset)) usage(`.changeset/generator-${id}.md already exists`);

const words = id.split('-');
const camel = words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const display = parsed.values.name ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const summary = parsed.values.summary ?? `${display} maze generator for mazekit.`;
const pkgName = `@mazekit/generator-${id}`;
const core = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'));
const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const repoUrl = workspace.repository.url;
const repoBase = repoUrl.replace(/^git\+/, '').replace(/\.git$/, '');

/**
 * The workspace packages that pick up every generator from their dependencies: the CLI
 * (`mazekit list`), the web demo's generator menu, the bench, and the pack test (which runs
 * every README's examples and checks what each package ships).
 */
const CONSUMERS = ['apps/cli', 'apps/web', 'packages/bench', 'packages/pack-test'];

/**
 * The shape packages (keyword `mazekit-shape`): each runs the testkit's shape conformance for
 * every generator its package.json lists, so the new one is tried on every shape and on masks.
 */
const SHAPES = existsSync(join(root, 'packages'))
  ? readdirSync(join(root, 'packages'))
      .map((dir) => `packages/${dir}`)
      .filter((dir) => {
        const path = join(root, dir, 'package.json');
        return existsSync(path) && (JSON.parse(readFileSync(path, 'utf8')).keywords ?? []).includes('mazekit-shape');
      })
      .sort()
  : [];

const files = {
  'package.json':
    JSON.stringify(
      {
        name: pkgName,
        version: '0.0.0',
        description: summary,
        license: 'MIT',
        repository: { type: 'git', url: repoUrl, directory: `packages/generator-${id}` },
        homepage: `${repoBase}/tree/main/packages/generator-${id}#readme`,
        bugs: { url: `${repoBase}/issues` },
        engines: { node: core.engines.node },
        type: 'module',
        sideEffects: false,
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './package.json': './package.json' },
        main: './dist/index.js',
        types: './dist/index.d.ts',
        files: ['dist', 'src', 'README.md'],
        keywords: ['maze', 'mazekit', 'mazekit-generator', 'maze-generator'],
        scripts: core.scripts,
        dependencies: { '@mazekit/core': 'workspace:^' },
        devDependencies: {
          '@mazekit/testkit': 'workspace:^',
          '@types/node': core.devDependencies['@types/node'],
          'fast-check': core.devDependencies['fast-check'],
          typescript: core.devDependencies.typescript,
          vitest: core.devDependencies.vitest,
        },
      },
      null,
      2,
    ) + '\n',
  'tsconfig.json': readFileSync(join(root, 'packages/core/tsconfig.json'), 'utf8'),
  'tsconfig.build.json': readFileSync(join(root, 'packages/core/tsconfig.build.json'), 'utf8'),
  [`src/${id}.ts`]: `import type { Grid, Rng, Tracer } from '@mazekit/core';

/**
 * Carves a perfect maze into \`grid\` with ${display}.
 *
 * Fill this in: open passages with \`grid.link(cell, dir)\`, walk neighbours with
 * \`grid.neighbor(cell, dir)\` for \`dir < grid.degree\`, draw every random choice from
 * \`rng\`, and report steps to \`tracer\` only when it is given: every event is optional,
 * so call them as \`tracer?.visit?.(cell)\`, \`tracer?.carve?.(from, to)\`,
 * \`tracer?.head?.(cell)\`. Keep state in typed arrays indexed by cell and use no recursion
 * whose depth grows with the maze.
 */
export function carve${pascal}(grid: Grid, rng: Rng, tracer?: Tracer): void {
  void grid;
  void rng;
  void tracer;
  throw new Error('${pkgName}: carve${pascal} is not written yet');
}
`,
  'src/generator.ts': `import { defineGenerator } from '@mazekit/core';
import { carve${pascal} } from './${id}.js';

/**
 * ${display}, as a mazekit generator. Option specs written inline here type the options it
 * accepts, so a caller's \`options: { nope: 1 }\` fails to compile.
 */
export const generator = defineGenerator({
  id: '${id}',
  name: ${JSON.stringify(display)},
  summary: ${JSON.stringify(summary)},
  package: '${pkgName}',
  topologies: ['*'],
  multiLevel: true,
  uniform: false,
  options: [],
  carve: (grid, rng, _options, tracer) => carve${pascal}(grid, rng, tracer),
});
`,
  'src/index.ts': `export { carve${pascal} } from './${id}.js';
export { generator } from './generator.js';
`,
  'test/conformance.test.ts': `import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

runConformance(generator);
`,
  'test/exports.test.ts': `import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual(['carve${pascal}', 'generator']);
});
`,
  'README.md': `# ${pkgName}

${summary}

## Install

\`\`\`sh
npm install @mazekit/core ${pkgName}
\`\`\`

## Use

\`\`\`ts
import { generate, stringifyMaze } from '@mazekit/core';
import { generator } from '${pkgName}';

const maze = generate(generator, { width: 20, height: 10, seed: 'hello' });
console.log(stringifyMaze(maze));
\`\`\`

## API

- \`generator\`: the mazekit \`Generator\` (id \`${id}\`).
- \`carve${pascal}(grid, rng, tracer?)\`: carves \`grid\` in place.

## Tracer events

Describe which tracer events the algorithm reports.
`,
};

for (const [file, text] of Object.entries(files)) {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));

// Wire the package into every consumer, so it reaches them with no other edit.
const wired = [];
for (const consumer of [...CONSUMERS, ...SHAPES]) {
  const manifestPath = join(root, consumer, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const text = readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(text);
  const field = manifest.dependencies && Object.keys(manifest.dependencies).some((n) => n.startsWith('@mazekit/generator-')) ? 'dependencies' : 'devDependencies';
  const entries = { ...manifest[field], [pkgName]: 'workspace:^' };
  // Only that block is rewritten, so the rest of the file keeps its layout.
  const block = new RegExp(`^  ${JSON.stringify(field)}: \\{[^}]*\\}`, 'm');
  const written = JSON.stringify(entries, null, 2).replace(/\n/g, '\n  ');
  writeFileSync(
    manifestPath,
    block.test(text) ? text.replace(block, () => `  ${JSON.stringify(field)}: ${written}`) : JSON.stringify({ ...manifest, [field]: entries }, null, 2) + '\n',
  );
  wired.push(consumer);
}
mkdirSync(dirname(changeset), { recursive: true });
writeFileSync(
  changeset,
  `---\n"${pkgName}": minor\n---\n\nNew generator: ${display}.\n`,
);
process.stdout.write(
  `Created packages/generator-${id} and .changeset/generator-${id}.md;` +
    ` added it to ${wired.map((c) => `${c}/package.json`).join(', ')}.\n` +
    `Next:\n` +
    `  pnpm install                    # links the new package into the workspace\n` +
    `  edit packages/generator-${id}/src/${id}.ts (carve${pascal}) and its README.md\n` +
    `  pnpm turbo run build lint check-types test --filter=...${pkgName}   # it and every package that lists it\n`,
);
