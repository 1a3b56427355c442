import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installLine, readmeBlocks, runnable, type ReadmeBlock } from './readme.js';
import { NODE_TYPES, RESOLUTION, typeCheck } from './strict.js';
import { installFresh, packAll, published, rootReadme } from './tarballs.js';

const run = promisify(execFile);

/** A README with blocks to run: where it is, its runnable blocks and its Install line. */
interface Readme {
  readonly label: string;
  readonly blocks: readonly ReadmeBlock[];
  readonly install: readonly string[];
}

/** Every published package's README, and the repository's own (its "Use" section), with blocks to run. */
const readmes: Readme[] = [
  ...published.filter((p) => p.readme !== undefined).map((p) => ({ label: p.dir, markdown: p.readme!, heading: undefined as string | undefined })),
  { label: 'the repository', markdown: rootReadme, heading: 'Use' },
]
  .map(({ label, markdown, heading }) => ({ label, blocks: readmeBlocks(markdown, heading), install: installLine(markdown, heading) ?? [] }))
  .filter((r) => r.blocks.some((b) => b.skip === undefined));

/**
 * READMEs with the same Install line share one fresh project: one `npm install` each.
 * (Every generator README installs core and that generator; the solvers add backtracker.)
 */
const byInstall = new Map<string, Readme[]>();
for (const r of readmes) {
  const key = [...new Set(r.install)].sort().join(' ');
  byInstall.set(key, [...(byInstall.get(key) ?? []), r]);
}
const groups = [...byInstall].map(([key, members], i) => ({
  key,
  install: key === '' ? [] : key.split(' '),
  members,
  folder: `project-${i}`,
}));

/** The test's own `@napi-rs/canvas`: the browser's canvas, for fragments that draw on one. */
const browserCanvas = pathToFileURL(createRequire(import.meta.url).resolve('@napi-rs/canvas')).href;

/**
 * What a README fragment continues from, given to it when it uses the name without declaring
 * it: the `wilson` generator and a `maze` made earlier, from the packages the README installs
 * (a fragment whose README does not install them fails), and the browser's `canvas`, `ctx`,
 * `document` and `requestAnimationFrame`, stood in for by this test's @napi-rs/canvas.
 */
function harness(install: readonly string[]): Record<string, string> {
  const generator = install.find((name) => name.startsWith('@mazekit/generator-')) ?? '@mazekit/generator-wilson';
  return {
    wilson: `(await import('@mazekit/generator-wilson')).generator`,
    maze: `(await import('@mazekit/core')).solve((await import('@mazekit/core')).generate((await import('${generator}')).generator, { width: 8, height: 6, seed: 'readme' }))`,
    canvas: `(await import('${browserCanvas}')).createCanvas(1, 1)`,
    ctx: `globalThis.canvas.getContext('2d')`,
    document: `{ querySelector: () => globalThis.canvas, createElement: () => globalThis.canvas }`,
    requestAnimationFrame: `(callback) => setImmediate(() => callback(performance.now()))`,
  };
}

/** The harness names the block uses but does not declare, in the order they are set. */
function harnessNames(code: string, given: Record<string, string>): string[] {
  // Names inside strings (`'@mazekit/render-canvas'`) and comments are not uses or declarations.
  const bare = code.replace(/'[^'\n]*'|"[^"\n]*"/g, "''").replace(/\/\/.*$/gm, '');
  const declared = (name: string): boolean => new RegExp(`\\b(?:const|let|var|function|import)\\b[^;=(\\n]*\\b${name}\\b`).test(bare) || new RegExp(`\\bas ${name}\\b`).test(bare);
  const used = Object.keys(given).filter((name) => new RegExp(`(?<![.\\w])${name}\\b`).test(bare) && !declared(name));
  // `canvas` comes before `ctx` and `document`, which use it.
  if (used.some((n) => n === 'ctx' || n === 'document') && !used.includes('canvas') && !declared('canvas')) used.unshift('canvas');
  return Object.keys(given).filter((n) => used.includes(n));
}

/** The block's code with the harness names it uses but does not declare, set first. */
function withHarness(code: string, install: readonly string[]): string {
  const given = harness(install);
  return `${harnessNames(code, given).map((name) => `globalThis.${name} = ${given[name]!};`).join('\n')}\n${code}`;
}

let scratch = '';
let tarballs = new Map<string, string>();

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'mazekit-readmes-'));
  tarballs = await packAll(join(scratch, 'tarballs'));
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

it('finds README examples to run, and an Install line for each README that has them', () => {
  expect(readmes.length).toBeGreaterThan(20);
  for (const r of readmes) expect(r.install, `${r.label}/README.md has an "npm install ..." line`).not.toEqual([]);
});

describe.each(groups)('installed with npm install $key', ({ install, members, folder }) => {
  let project = '';

  beforeAll(async () => {
    project = join(scratch, folder);
    await installFresh(project, install, tarballs);
  }, 120_000);

  const blocks = members.flatMap(({ label, blocks }) => blocks.map((block, i) => ({ label, i, block })));
  it.each(blocks)('$label README block $i ($block.lang) runs and prints what the README shows', async ({ label, i, block }) => {
    if (block.skip !== undefined) {
      expect(block.skip.length, 'a skipped block says why').toBeGreaterThan(10);
      return;
    }
    const code = runnable(block);
    // A test-file example cannot run as a script: say which test runs it instead.
    expect(code, 'a vitest example: add <!-- readme-run: skip, <the test that runs it> --> above it').not.toMatch(/from ['"]vitest['"]/);
    const file = join(project, `${label.replace(/\W+/g, '-')}-${i}.mjs`);
    writeFileSync(file, withHarness(code, install));
    let stdout: string;
    try {
      ({ stdout } = await run(process.execPath, [file], { cwd: project, maxBuffer: 64 << 20 }));
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      throw new Error(`${label}/README.md block ${i} fails as installed with npm install ${install.join(' ')}:\n${stderr ?? String(error)}`, { cause: error });
    }
    if (block.prints !== undefined) expect(stdout.trimEnd(), `${label}/README.md block ${i}: what it prints`).toBe(block.prints.trimEnd());
  }, 120_000);

  // A whole `ts` example (not a fragment that continues another) type-checks as a user's Node
  // project would compile it: the strictest common settings, with @types/node (the packages'
  // own .d.ts files are checked in strict-types.test.ts, so not again here).
  const typed = blocks.filter(({ block }) => block.lang === 'ts' && block.skip === undefined && harnessNames(block.code, harness(install)).length === 0);
  if (typed.length > 0) it('its ts blocks type-check under strict settings', async () => {
    const files = typed.map(({ label, i, block }) => {
      const file = `${label.replace(/\W+/g, '-')}-${i}.ts`;
      writeFileSync(join(project, file), `${block.code}\nexport {};\n`);
      return file;
    });
    const { ok, output } = await typeCheck(project, 'readme-ts', files, { ...RESOLUTION.nodenext, ...NODE_TYPES, skipLibCheck: true });
    expect(output).toBe('');
    expect(ok).toBe(true);
  }, 120_000);
});
