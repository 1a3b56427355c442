#!/usr/bin/env node
// Finds import cycles among the source files of a package: `import`, `import type`,
// `export ... from` and `import()` between files of one folder tree all count, since a cycle of
// types is as tangled to read as one of values. Used two ways: as the ESLint rule
// `mazekit/no-import-cycle` (eslint.config.js), which every package's `lint` runs, and as a
// command, `node tools/import-cycles.mjs <folder>...`, which prints each cycle and exits 1.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'fixtures', 'coverage', '.turbo']);

/** Every source file under `folder`, skipping build output, dependencies and fixtures. */
export function sourceFiles(folder) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  if (existsSync(folder)) walk(folder);
  return out.sort();
}

/** The file a relative specifier names (NodeNext: `./x.js` is `./x.ts` in the sources), or undefined. */
function resolveSpecifier(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(?:js|mjs|cjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, join(base, 'index.ts'), join(base, 'index.js')];
  return candidates.find((c) => known.has(c));
}

/** `file → files it imports` for `files` (only imports between them). */
export function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = [];
    for (const { fileName } of importedFiles) {
      const target = resolveSpecifier(file, fileName, known);
      if (target !== undefined && target !== file && !targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The cycles of `graph`: one per strongly connected group of more than one file, given as a
 * path that starts and ends at the group's first file (sorted by name), through the group only.
 */
export function findCycles(graph) {
  // Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, i] = top;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        top[1]++;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) groups.push(group.sort());
      }
    }
  }
  return groups.map((group) => cyclePath(graph, group));
}

/** A shortest path from the group's first file back to itself, inside the group (breadth first). */
function cyclePath(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const from = new Map();
  const queue = [start];
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q];
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = from.get(at)) path.unshift(at);
        path.unshift(start);
        return path;
      }
      if (!from.has(to)) {
        from.set(to, node);
        queue.push(to);
      }
    }
  }
  return [...group, start];
}

/** The folder of the package that holds `file`: the nearest folder with a package.json. */
function packageFolder(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

const cache = new Map();

/** The cycles within the `src` and `test` folders of the package holding `file`, computed once per package and lint run. */
function packageCycles(folder) {
  let cycles = cache.get(folder);
  if (cycles === undefined) {
    cycles = findCycles(importGraph([...sourceFiles(join(folder, 'src')), ...sourceFiles(join(folder, 'test'))]));
    cache.set(folder, cycles);
  }
  return cycles;
}

/** The ESLint rule: reports, on a file that lies on an import cycle of its package, the cycle it lies on. */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles between the files of a package' },
    schema: [],
    messages: { cycle: 'import cycle: {{path}} (a file is given what it needs; it does not import what imports it)' },
  },
  create(context) {
    const file = resolve(context.filename);
    return {
      Program(node) {
        const folder = packageFolder(file);
        if (folder === undefined) return;
        for (const cycle of packageCycles(folder)) {
          if (!cycle.includes(file)) continue;
          const path = cycle.map((f) => relative(folder, f)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { path } });
          return;
        }
      },
    };
  },
};

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    process.stderr.write('usage: node tools/import-cycles.mjs <folder>...\n');
    process.exit(2);
  }
  let found = 0;
  for (const folder of folders) {
    for (const cycle of findCycles(importGraph(sourceFiles(resolve(folder))))) {
      process.stdout.write(`${cycle.map((f) => relative(process.cwd(), f)).join(' -> ')}\n`);
      found++;
    }
  }
  process.exit(found > 0 ? 1 : 0);
}
