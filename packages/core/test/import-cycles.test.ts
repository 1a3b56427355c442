import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// Each check starts a process that parses every source file with TypeScript: about a second of
// CPU for core, more for the whole workspace. Nothing here races; on a crowded machine it is only
// slow, so the checks get room rather than the package's default two minutes.
const SLOW = { timeout: 900_000 };

// The check behind the lint rule `mazekit/no-import-cycle` (tools/import-cycles.mjs), run as a command.
const TOOL = new URL('../../../tools/import-cycles.mjs', import.meta.url);
const root = mkdtempSync(join(tmpdir(), 'mazekit-cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function check(...folders: string[]): { status: number; out: string } {
  try {
    return { status: 0, out: execFileSync(process.execPath, [TOOL.pathname, ...folders], { cwd: root, encoding: 'utf8' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, out: e.stdout };
  }
}

function tree(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

it('finds a cycle of type imports, re-exports and dynamic imports, naming the files in order', SLOW, () => {
  const dir = tree('loop', {
    'grid.ts': "import type { Shape } from './shape.js';\nexport interface Grid { shape: Shape }\n",
    'shape.ts': "export * from './hex/index.js';\n",
    'hex/index.ts': "export const load = () => import('../grid.js');\n",
    'free.ts': "import type { Grid } from './grid.js';\nexport type G = Grid;\n",
  });
  const { status, out } = check(dir);
  expect(status).toBe(1);
  expect(out.trim()).toBe('loop/grid.ts -> loop/shape.ts -> loop/hex/index.ts -> loop/grid.ts');
});

it('passes a tree whose imports all point one way, and core itself', SLOW, () => {
  const dir = tree('line', {
    'a.ts': "import { b } from './b.js';\nexport const a = b;\n",
    'b.ts': "import type { C } from './c.js';\nexport const b: C = 1;\n",
    'c.ts': 'export type C = number;\n',
  });
  expect(check(dir)).toEqual({ status: 0, out: '' });
  expect(check(new URL('../src', import.meta.url).pathname).status).toBe(0);
});

it('passes every package of the workspace, the shapes among them', SLOW, () => {
  // The grids and their shapes once imported each other (core's grid and shape files too):
  // each shape package is named, so that it cannot drop out of the check unnoticed.
  const root = new URL('../../../', import.meta.url).pathname;
  const packages = ['packages', 'apps'].flatMap((top) => readdirSync(join(root, top)).map((name) => join(top, name)));
  for (const name of ['packages/core', 'packages/grid-hex', 'packages/grid-triangle', 'packages/grid-polar', 'packages/grid-weave']) expect(packages).toContain(name);
  const folders = packages.map((p) => join(root, p)).filter((f) => existsSync(join(f, 'package.json')));
  expect(check(...folders)).toEqual({ status: 0, out: '' });
});
