import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeBlocks, runnable } from './readme.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Every published package with its README's `js` and `ts` blocks. */
const readmes = readdirSync(packagesDir)
  .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')) && existsSync(join(packagesDir, dir, 'README.md')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { name: string; private?: boolean } }))
  .filter(({ manifest }) => manifest.private !== true)
  .map(({ dir, manifest }) => ({ name: manifest.name, blocks: readmeBlocks(readFileSync(join(packagesDir, dir, 'README.md'), 'utf8')), dir }))
  .sort((a, b) => a.dir.localeCompare(b.dir));

/**
 * What a README fragment continues from, given to it when it uses the name without declaring
 * it: a `maze` made earlier, the `wilson` generator, and the browser's `canvas`, `ctx`,
 * `document` and `requestAnimationFrame`, stood in for by @napi-rs/canvas.
 */
const HARNESS: Record<string, string> = {
  wilson: `(await import('@mazekit/generator-wilson')).generator`,
  maze: `(await import('@mazekit/core')).solve((await import('@mazekit/core')).generate((await import('@mazekit/generator-wilson')).generator, { width: 8, height: 6, seed: 'readme' }))`,
  canvas: `(await import('@napi-rs/canvas')).createCanvas(1, 1)`,
  ctx: `globalThis.canvas.getContext('2d')`,
  document: `{ querySelector: () => globalThis.canvas, createElement: () => globalThis.canvas }`,
  requestAnimationFrame: `(callback) => setImmediate(() => callback(performance.now()))`,
};

/** The block's code with the harness names it uses but does not declare, set first. */
function withHarness(code: string): string {
  // Names inside strings (`'@mazekit/render-canvas'`) are not uses or declarations.
  const bare = code.replace(/'[^'\n]*'|"[^"\n]*"/g, "''");
  const declared = (name: string): boolean => new RegExp(`\\b(?:const|let|var|function|import)\\b[^;=(\\n]*\\b${name}\\b`).test(bare) || new RegExp(`\\bas ${name}\\b`).test(bare);
  const used = Object.keys(HARNESS).filter((name) => new RegExp(`(?<![.\\w])${name}\\b`).test(bare) && !declared(name));
  // `canvas` comes before `ctx` and `document`, which use it.
  if (used.some((n) => n === 'ctx' || n === 'document') && !used.includes('canvas') && !declared('canvas')) used.unshift('canvas');
  const order = Object.keys(HARNESS).filter((n) => used.includes(n));
  return `${order.map((name) => `globalThis.${name} = ${HARNESS[name]!};`).join('\n')}\n${code}`;
}

let work = '';

// A folder where every workspace package resolves by name, as if installed from npm.
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mazekit-readmes-'));
  mkdirSync(join(work, 'node_modules', '@mazekit'), { recursive: true });
  mkdirSync(join(work, 'node_modules', '@napi-rs'), { recursive: true });
  for (const dir of readdirSync(packagesDir)) {
    if (!existsSync(join(packagesDir, dir, 'package.json'))) continue;
    const { name } = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as { name: string };
    if (name.startsWith('@mazekit/')) symlinkSync(join(packagesDir, dir), join(work, 'node_modules', name), 'dir');
  }
  symlinkSync(realpathSync(join(packagesDir, 'render-canvas', 'node_modules', '@napi-rs', 'canvas')), join(work, 'node_modules', '@napi-rs', 'canvas'), 'dir');
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'readmes', private: true, type: 'module' }));
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

it('finds README examples in the packages', () => {
  expect(readmes.filter((r) => r.blocks.length > 0).length).toBeGreaterThan(10);
});

describe.each(readmes.filter((r) => r.blocks.length > 0))('$name README', ({ dir, blocks }) => {
  it.each(blocks.map((block, i) => ({ i, block })))('block $i ($block.lang) runs', async ({ i, block }) => {
    if (block.skip !== undefined) {
      expect(block.skip.length, 'a skipped block says why').toBeGreaterThan(10);
      return;
    }
    const code = runnable(block);
    // A test-file example cannot run as a script: say which test runs it instead.
    expect(code, 'a vitest example: add <!-- readme-run: skip, <the test that runs it> --> above it').not.toMatch(/from ['"]vitest['"]/);
    const file = join(work, `${dir}-${i}.mjs`);
    writeFileSync(file, withHarness(code));
    await run(process.execPath, [file], { cwd: work, maxBuffer: 64 << 20 });
  }, 120_000);
});
