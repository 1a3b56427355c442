import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

/** The CLI package folder and its built binary. */
export const CLI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(CLI_DIR, 'dist', 'bin.js');

/** What a run of the binary gave back. */
export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
  bytes: Buffer;
}

/** Runs `node dist/bin.js ...args` as a user would, optionally feeding stdin. */
export function run(args: readonly string[], opts: { input?: string | Buffer; cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Result> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd ?? CLI_DIR,
      env: { ...process.env, NO_COLOR: '', MAZEKIT_DEBUG: '', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    child.stdin.on('error', () => undefined);
    child.stdin.end(opts.input ?? '');
    child.on('close', (code) => {
      const bytes = Buffer.concat(out);
      done({ code, stdout: bytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), bytes });
    });
  });
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'mazekit-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Runs `tasks` with at most `limit` at a time (the machine may have only two cores). */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

/** True when stderr shows a stack trace. */
export function hasStack(stderr: string): boolean {
  return /^\s{4}at /m.test(stderr);
}

/** The lines of a text, without the empty one after the final newline. */
export function lines(text: string): string[] {
  return text.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1);
}

function writePackage(root: string, name: string, main: string, source: string): void {
  const dir = join(root, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.2.3', type: 'module', description: `test plugin ${name}`, exports: { '.': { import: `./${main}` } } }));
  writeFileSync(join(dir, main), source);
}

/**
 * A project folder with third-party plugins installed the way npm would: generators
 * `mazekit-generator-zigzag` (built with core's defineGenerator), `@acme/mazekit-generator-boom`
 * (throws a plain Error while carving), `mazekit-generator-broken` (fails to import),
 * a renderer `mazekit-render-dots`, and an unrelated package.
 */
export function pluginProject(): string {
  const root = tempDir('mazekit-plugins-');
  mkdirSync(join(root, 'node_modules', '@mazekit'), { recursive: true });
  symlinkSync(join(CLI_DIR, 'node_modules', '@mazekit', 'core'), join(root, 'node_modules', '@mazekit', 'core'), 'dir');
  writePackage(
    root,
    'mazekit-generator-zigzag',
    'index.js',
    `import { defineGenerator } from '@mazekit/core';
export const generator = defineGenerator({
  id: 'zigzag', name: 'Zigzag', summary: 'One serpentine corridor.', package: 'mazekit-generator-zigzag',
  topologies: ['orthogonal'], multiLevel: false, uniform: false,
  options: [{ name: 'flip', type: 'boolean', description: 'start on the west side', default: false }],
  carve(grid, rng, options, tracer) {
    const w = grid.width, h = grid.height;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) { tracer?.visit?.(r * w + c); if (c + 1 < w) grid.link(r * w + c, 2); }
      const c = (r % 2 === 0) !== options.flip ? w - 1 : 0;
      if (r + 1 < h) grid.link(r * w + c, 1);
    }
  },
});
`,
  );
  writePackage(
    root,
    '@acme/mazekit-generator-boom',
    'main.js',
    `export const generator = { id: 'boom', name: 'Boom', summary: 'Always fails.', package: '@acme/mazekit-generator-boom',
  topologies: ['orthogonal'], multiLevel: true, uniform: false, options: [],
  unsupported() { return undefined; },
  carve() { throw new Error('boom went the generator'); } };
`,
  );
  writePackage(root, 'mazekit-generator-broken', 'index.js', `throw new Error('this plugin cannot even load');\n`);
  writePackage(
    root,
    'mazekit-render-dots',
    'index.js',
    `export const renderer = { id: 'dots', name: 'Dots', summary: 'A dot per cell.', package: 'mazekit-render-dots',
  formats: ['dots'], extensions: { dots: 'dots' },
  options: [{ name: 'dot', type: 'string', description: 'the dot character', default: '.' }],
  render(maze, options = {}) {
    const { grid } = maze; const dot = options.dot ?? '.';
    let out = '';
    for (let r = 0; r < grid.height; r++) out += dot.repeat(grid.width) + '\\n';
    return out;
  } };
`,
  );
  writePackage(root, 'left-pad', 'index.js', 'export default 1;\n');
  return root;
}

/**
 * Every generator package the CLI depends on, by id, sorted as `mazekit list` shows them:
 * read from package.json, so a generator added there (as `pnpm new:generator` does) is
 * expected without editing the tests.
 */
export const GENERATOR_IDS: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
)
  .filter((name) => name.startsWith('@mazekit/generator-'))
  .map((name) => name.slice('@mazekit/generator-'.length))
  .sort();

/** Children a test is interrupting; each is killed after its test, passed or failed, so none outlives it. */
const interrupted = new Set<ChildProcess>();
afterEach(() => {
  for (const child of interrupted) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  interrupted.clear();
});

/** Starts `node dist/bin.js ...args` for a test that will interrupt it, and kills it after the test if it still runs. */
export function spawnInterruptible(args: readonly string[]): ChildProcess {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  interrupted.add(child);
  return child;
}

/**
 * Resolves once `ready()` holds, checking again every 20 ms for as long as it takes (a loaded
 * machine only makes it later); rejects if `child` exits first, since then it never will.
 */
export function untilReady(child: ChildProcess, ready: () => boolean): Promise<void> {
  return new Promise((done, fail) => {
    const exited = (): void => {
      clearInterval(timer);
      fail(new Error(`the command exited (${child.exitCode ?? child.signalCode}) before it was ready to interrupt`));
    };
    const timer = setInterval(() => {
      if (!ready()) return;
      clearInterval(timer);
      child.off('exit', exited);
      done();
    }, 20);
    child.once('exit', exited);
  });
}
