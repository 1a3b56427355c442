#!/usr/bin/env node
// Scaffolds packages/solver-<id>: `pnpm new:solver <id> [--name "Display name"] [--summary "One line"]`.
// Writes package.json, tsconfigs, the solve function to fill in, the solver definition, tests
// wired to the testkit's solver conformance suite on every shape, a README skeleton and a
// changeset, and adds the package to the CLI, the web demo, the bench and the pack test, which
// find every @mazekit/solver-* they depend on.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  process.stderr.write(`new:solver: ${message}\nusage: pnpm new:solver <id> [--name "Display name"] [--summary "One line"]\n`);
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
if (parsed.values.help) usage('scaffold a new solver package');
const [id, ...rest] = parsed.positionals;
if (!id || rest.length) usage('give exactly one solver id, e.g. chain');
if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id)) usage(`id must be lower-case words joined by '-', got ${JSON.stringify(id)}`);

const dir = join(root, 'packages', `solver-${id}`);
if (existsSync(dir)) usage(`packages/solver-${id} already exists`);
const changeset = join(root, '.changeset', `solver-${id}.md`);
if (existsSync(changeset)) usage(`.changeset/solver-${id}.md already exists`);

const words = id.split('-');
const camel = words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const display = parsed.values.name ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const summary = parsed.values.summary ?? `${display} maze solver for mazekit.`;
const pkgName = `@mazekit/solver-${id}`;
const core = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'));
const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const repoUrl = workspace.repository.url;
const repoBase = repoUrl.replace(/^git\+/, '').replace(/\.git$/, '');

/**
 * The workspace packages that pick up every solver from their dependencies: the CLI
 * (`mazekit list`, `solve --solver`), the web demo's solver menu, the bench, and the pack test.
 */
const CONSUMERS = ['apps/cli', 'apps/web', 'packages/bench', 'packages/pack-test'];

const files = {
  'package.json':
    JSON.stringify(
      {
        name: pkgName,
        version: '0.0.0',
        description: summary,
        license: 'MIT',
        repository: { type: 'git', url: repoUrl, directory: `packages/solver-${id}` },
        homepage: `${repoBase}/tree/main/packages/solver-${id}#readme`,
        bugs: { url: `${repoBase}/issues` },
        engines: { node: core.engines.node },
        type: 'module',
        sideEffects: false,
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './package.json': './package.json' },
        main: './dist/index.js',
        types: './dist/index.d.ts',
        files: ['dist', 'src', 'README.md', 'trace.svg'],
        keywords: ['maze', 'mazekit', 'mazekit-solver', 'maze-solver'],
        scripts: core.scripts,
        dependencies: { '@mazekit/core': 'workspace:^' },
        devDependencies: {
          // The README's example carves its maze with the backtracker.
          '@mazekit/generator-backtracker': 'workspace:^',
          '@mazekit/grid-hex': 'workspace:^',
          '@mazekit/grid-polar': 'workspace:^',
          '@mazekit/grid-triangle': 'workspace:^',
          '@mazekit/testkit': 'workspace:^',
          '@types/node': core.devDependencies['@types/node'],
          typescript: core.devDependencies.typescript,
          vitest: core.devDependencies.vitest,
        },
      },
      null,
      2,
    ) + '\n',
  'tsconfig.json': readFileSync(join(root, 'packages/core/tsconfig.json'), 'utf8'),
  'tsconfig.build.json': readFileSync(join(root, 'packages/core/tsconfig.build.json'), 'utf8'),
  [`src/${id}.ts`]: `import type { Grid, SolveResult, SolveTracer } from '@mazekit/core';

/**
 * Walks \`grid\` from \`start\` to \`goal\` with ${display}.
 *
 * Fill this in: read passages from \`grid.cells\` (bit \`1 << dir\` open) and neighbours with
 * \`grid.neighbor(cell, dir)\` for \`dir < grid.degree\`; never change the grid. Return the
 * route (cells from start to goal, each open to the next, none twice; core's \`WalkRoute\`
 * takes a walker's detours out) or \`null\`, and the effort: cells visited, steps, backtracks,
 * and \`gaveUp\` when it stops without the goal and without proving there is none. Report
 * steps to \`tracer\` only when it is given: \`tracer?.head?.(cell)\`, \`tracer?.visit?.(cell)\`,
 * \`tracer?.route?.(route)\` once at the end. Keep state in typed arrays indexed by cell, use no
 * recursion whose depth grows with the maze, and stay within the bound \`maxSteps\` declares.
 */
export function solve${pascal}(grid: Grid, start: number, goal: number, tracer?: SolveTracer): SolveResult {
  void grid;
  void start;
  void goal;
  void tracer;
  throw new Error('${pkgName}: solve${pascal} is not written yet');
}
`,
  'src/solver.ts': `import { type Solver, defineSolver } from '@mazekit/core';
import { solve${pascal} } from './${id}.js';

/** ${display}, as a mazekit solver. Say truly what it promises: the conformance suite holds it to that. */
export const solver: Solver = defineSolver({
  id: '${id}',
  name: ${JSON.stringify(display)},
  summary: ${JSON.stringify(summary)},
  package: '${pkgName}',
  complete: true,
  shortest: false,
  mazes: 'any',
  needsSideOrder: false,
  followsStairs: true,
  // The most steps it ever takes; the suite checks every run against it.
  maxSteps: (grid) => grid.size * grid.degree,
  solve: (grid, job) => solve${pascal}(grid, job.start, job.goal, job.tracer),
});
`,
  'src/index.ts': `export { solver } from './solver.js';
export { solve${pascal} } from './${id}.js';
`,
  'test/conformance.test.ts': `import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { runSolverConformance } from '@mazekit/testkit';
import { solver } from '../src/index.js';

runSolverConformance(solver, { shapes: [hex, triangle, polar] });
`,
  'test/exports.test.ts': `import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual(['solve${pascal}', 'solver']);
});
`,
  'README.md': `# ${pkgName}

${summary}

## Install

\`\`\`sh
npm install @mazekit/core @mazekit/generator-backtracker ${pkgName}
\`\`\`

## Use

\`\`\`js
import { generate, longestPath } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import { solver } from '${pkgName}';

const maze = generate(generator, { width: 20, height: 10, seed: 'hello' });
const { start, goal } = longestPath(maze.grid);
console.log(solver.solve(maze.grid, { start, goal }).effort);
\`\`\`

## API

- \`solver\`: the mazekit \`Solver\` (id \`${id}\`).
- \`solve${pascal}(grid, start, goal, tracer?)\`: the walk itself.

## Tracer events

Describe which tracer events the algorithm reports, and put a picture of its trace here
(\`node tools/solver-pictures.mjs ${id}\`).
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
for (const consumer of CONSUMERS) {
  const manifestPath = join(root, consumer, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const field = manifest.dependencies && Object.keys(manifest.dependencies).some((n) => n.startsWith('@mazekit/generator-')) ? 'dependencies' : 'devDependencies';
  manifest[field] = { ...manifest[field], [pkgName]: 'workspace:^' };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  wired.push(consumer);
}
mkdirSync(dirname(changeset), { recursive: true });
writeFileSync(changeset, `---\n"${pkgName}": minor\n---\n\nNew solver: ${display}.\n`);
process.stdout.write(
  `Created packages/solver-${id} and .changeset/solver-${id}.md;` +
    ` added it to ${wired.map((c) => `${c}/package.json`).join(', ')}.\n` +
    `Next:\n` +
    `  pnpm install                    # links the new package into the workspace\n` +
    `  edit packages/solver-${id}/src/${id}.ts (solve${pascal}) and its README.md\n` +
    `  pnpm turbo run build lint check-types test --filter=${pkgName}\n`,
);
