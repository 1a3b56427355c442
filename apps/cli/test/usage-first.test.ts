import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, CLI_DIR, hasStack, lines, pool, tempDir, type Result } from './helpers.js';

// Every usage error of every command is raised when its flags are read, before any work:
// before the generator carves a cell (a spy generator leaves a mark when it does), before a
// window of the endless maze is made (a loader hook makes its windowMaze leave the same
// mark), before the input is read (stdin is held open: a command that read it first would
// wait forever), and before anything is written (the output folder stays empty). The sizes
// are huge, so a command that carved first would be busy for a long time before it failed.

let project: string;

/** A project with a spy generator: `carve` writes the file named by MAZEKIT_SPY_MARK, then carves a serpentine. */
function spyProject(): string {
  const root = tempDir('mazekit-spy-');
  mkdirSync(join(root, 'node_modules', '@mazekit'), { recursive: true });
  symlinkSync(join(CLI_DIR, 'node_modules', '@mazekit', 'core'), join(root, 'node_modules', '@mazekit', 'core'), 'dir');
  const dir = join(root, 'node_modules', 'mazekit-generator-spy');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mazekit-generator-spy', version: '1.0.0', type: 'module', exports: { '.': { import: './index.js' } } }));
  writeFileSync(
    join(dir, 'index.js'),
    `import { writeFileSync } from 'node:fs';
import { defineGenerator } from '@mazekit/core';
export const generator = defineGenerator({
  id: 'spy', name: 'Spy', summary: 'Leaves a mark when it carves.', package: 'mazekit-generator-spy',
  topologies: ['orthogonal'], multiLevel: true, uniform: false,
  options: [{ name: 'turns', type: 'number', description: 'unused', default: 1, min: 1, max: 9, integer: true }],
  carve(grid, rng, options, tracer) {
    writeFileSync(process.env.MAZEKIT_SPY_MARK, 'carved');
    const w = grid.width, h = grid.height;
    for (let l = 0; l < grid.levels; l++) {
      const base = l * w * h;
      for (let r = 0; r < h; r++) {
        for (let c = 0; c + 1 < w; c++) { tracer?.visit?.(base + r * w + c); grid.link(base + r * w + c, 2); }
        if (r + 1 < h) grid.link(base + r * w + (r % 2 === 0 ? w - 1 : 0), 1);
      }
      if (l + 1 < grid.levels) grid.link(base, 4);
    }
  },
});
`,
  );
  // A loader hook that wraps the endless maze's windowMaze so that each call leaves the mark.
  writeFileSync(
    join(root, 'watch-hooks.mjs'),
    `export async function load(url, context, next) {
  const result = await next(url, context);
  if (!url.endsWith('/endless/dist/window.js')) return result;
  const source = String(result.source);
  if (!source.includes('export function windowMaze(')) throw new Error('watch-hooks: windowMaze not found in ' + url);
  const wrapped = source.replace('export function windowMaze(', 'function carveWindow(') +
    "\\nimport { writeFileSync as leaveMark } from 'node:fs';\\nexport function windowMaze(...args) { leaveMark(process.env.MAZEKIT_SPY_MARK, 'carved'); return carveWindow(...args); }\\n";
  return { ...result, source: wrapped };
}
`,
  );
  writeFileSync(join(root, 'watch.mjs'), "import { register } from 'node:module';\nregister('./watch-hooks.mjs', import.meta.url);\n");
  return root;
}

/** Runs the CLI in the spy project with stdin held open (never ended) until the command exits. */
function runHeld(args: readonly string[], mark: string): Promise<Result> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(join(project, 'watch.mjs')).href, BIN, ...args], {
      cwd: project,
      env: { ...process.env, NO_COLOR: '', MAZEKIT_DEBUG: '', MAZEKIT_SPY_MARK: mark },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.stdin.on('error', () => undefined);
    child.on('error', fail);
    child.on('close', (code) => {
      const bytes = Buffer.concat(out);
      done({ code, stdout: bytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), bytes });
    });
  });
}

beforeAll(() => {
  project = spyProject();
});

/** A usage error: the arguments (`OUT` stands for a file in the empty output folder) and the one line it gives. */
type Case = readonly [readonly string[], RegExp];

const HUGE = ['--width', '10000', '--height', '10000'];

const CASES: Record<string, readonly Case[]> = {
  generate: [
    [['-a', 'spy', ...HUGE, '--braid', '2', '-o', 'OUT.json'], /^mazekit: --braid must be a number from 0 to 1, got "2"$/],
    [['-a', 'spy', ...HUGE, '--count', '0'], /^mazekit: --count must be an integer/],
    [['-a', 'spy', ...HUGE, '--seed', ''], /^mazekit: --seed must not be empty$/],
    [['-a', 'spy', ...HUGE, '--jobs', '2'], /^mazekit: --jobs spreads --count over threads/],
    [['-a', 'spy', ...HUGE, '--keep-largest'], /^mazekit: --keep-largest keeps the largest region of a --mask/],
    [['-a', 'spy', ...HUGE, '--format', 'nope'], /^mazekit: unknown --format "nope"/],
    [['-a', 'spy', ...HUGE, '--format', 'svg', '-o', 'OUT.png'], /^mazekit: --format svg does not match --output/],
    [['-a', 'spy', ...HUGE, '-o', 'OUT/new/'], /^mazekit: cannot write --output .*: a name ending in "\/" is a folder/],
    [['-a', 'spy', ...HUGE, '-o', 'OUT/deeper/m.json'], /^mazekit: cannot write --output .*: its folder does not exist$/],
    [['-a', 'spy', ...HUGE, '--count', '3', '--format', 'svg'], /^mazekit: --count 3 writes JSON Lines or one booklet/],
    [['-a', 'spy', '--count', '20000', '-o', 'OUT.pdf'], /^mazekit: --count 20000 is too many for one booklet; at most 10000$/],
    [['-a', 'spy', '--count', '2', '--per-page', '0', '-o', 'OUT.pdf'], /^mazekit: --per-page must be/],
    [['-a', 'nope', ...HUGE], /^mazekit: unknown algorithm "nope"/],
    [['-a', 'spy', ...HUGE, '-O', 'turns=12'], /^mazekit: .*turns.* 1 to 9/],
    [['-a', 'spy', ...HUGE, '-O', 'nope=1'], /^mazekit: --option "nope" is not an option of spy/],
    [['-a', 'spy', ...HUGE, '--shape', 'nope'], /^mazekit: unknown --shape "nope"/],
    [['-a', 'spy', ...HUGE, '--rings', '3'], /^mazekit: --rings does not apply to --shape orthogonal/],
    [['-a', 'spy', '--width', '10000', '--height', '10001'], /^mazekit: --width 10000 --height 10001 --levels 1 make 100010000 cells; at most 100000000/],
    [['-a', 'spy', ...HUGE, '-o', 'OUT.svg'], /^mazekit: --format svg draws at most 4000000 cells/],
    [['-a', 'spy', ...HUGE, '--format', 'ascii'], /^mazekit: --format ascii draws at most 25000000 cells/],
    [['-a', 'spy', ...HUGE, '-o', 'OUT.png'], /^mazekit: --format png draws at most 8192 px a side/],
    [['-a', 'spy', ...HUGE, '--font', 'OUT/none.ttf', '-o', 'OUT.pdf'], /^mazekit: --font .* cannot be read: no such file$/],
    [['-a', 'spy', ...HUGE, '--font', 'OUT/none.ttf', '-o', 'OUT.svg'], /^mazekit: --font sets the font of PDF text/],
    [['-a', 'spy', ...HUGE, '--mask', 'OUT/none.txt'], /^mazekit: cannot read --mask .*: no such file$/],
    [['-a', 'spy', '--shape', 'hex', '--width', '5000', '--height', '5000'], /^mazekit: .*spy.*hex/],
    [['-a', 'wilson', '--shape', 'hex', ...HUGE, '--format', 'ascii'], /^mazekit: --format ascii cannot draw hex mazes/],
    [['-a', 'eller', '--width', '100000000', '--height', '2', '--format', 'ascii'], /^mazekit: --format ascii streams at most 1000000 cells a row \(each row is held whole\); --width 100000000 is wider: use a narrower maze$/],
    [['-a', 'binary-tree', ...HUGE, '-o', 'OUT.pdf'], /^mazekit: a 10000x10000 maze leaves cells of [\d.]+ pt on a4, and cells under 5 pt .* prints legibly there is 104x104$/],
    [['-a', 'rooms', ...HUGE, '--braid', '0.5'], /^mazekit: --braid opens dead ends of a perfect maze; -a rooms carves connected mazes: use its --dead-ends instead$/],
    [['-a', 'spy', ...HUGE, 'extra'], /^mazekit: generate takes no argument "extra"$/],
    [['-a', 'spy', '--', '--width', '3'], /^mazekit: generate takes no argument "--width" \(after "--" every word is an argument, not a flag\)$/],
  ],
  render: [
    [['-', 'extra.json'], /^mazekit: render takes no argument "extra.json"$/],
    [['-', '--format', 'nope'], /^mazekit: unknown --format "nope"/],
    [['-', '--format', 'svg', '-o', 'OUT.png'], /^mazekit: --format svg does not match --output/],
    [['-', '-o', 'OUT/deeper/m.svg'], /^mazekit: cannot write --output .*: its folder does not exist$/],
    [['-', '--format', 'ascii', '--cell-size', '3'], /^mazekit: --cell-size does not apply to --format ascii/],
    [['-', '--font', 'OUT/none.ttf', '-o', 'OUT.pdf'], /^mazekit: --font .* cannot be read: no such file$/],
  ],
  solve: [
    [['-', 'extra.json'], /^mazekit: solve takes no argument "extra.json"$/],
    [['-', '--seed', '1'], /^mazekit: --seed needs --solver$/],
    [['-', '--solver-option', 'hand=left'], /^mazekit: --solver-option needs --solver$/],
    [['-', '--solver', 'nope'], /^mazekit: unknown --solver "nope"/],
    [['-', '--solver', 'wall-follower', '--solver-option', 'nope=1'], /^mazekit: --solver-option "nope" is not an option of wall-follower/],
    [['-', '--solver', 'wall-follower', '--seed', ''], /^mazekit: --seed must not be empty$/],
    [['-', '-o', 'OUT.svg'], /^mazekit: solve writes JSON, but --output .* names a svg file/],
    [['-', '-o', 'OUT/deeper/m.json'], /^mazekit: cannot write --output .*: its folder does not exist$/],
  ],
  stats: [
    [['-', 'extra.json'], /^mazekit: stats takes no argument "extra.json"$/],
    [['-', '-o', 'OUT.png'], /^mazekit: stats writes JSON, but --output .* names a png file/],
    [['-', '-o', 'OUT/new/'], /^mazekit: cannot write --output .*: a name ending in "\/" is a folder/],
  ],
  window: [
    [['5'], /^mazekit: window takes no argument "5"$/],
    [['--width', '20000', '--height', '20000'], /^mazekit: a 20000x20000 window has 400000000 cells; at most 100000000 are allowed$/],
    [['--texture', 'hex', ...HUGE], /^mazekit: --texture must be one of chunks, division, got "hex"$/],
    [['--seed', '', ...HUGE], /^mazekit: --seed must not be empty$/],
    [['--x', '281474976710650', '--width', '10'], /^mazekit: --x 281474976710650 \+ --width 10 runs past the world's east edge/],
    [['--width', '6000', '--height', '5000', '--format', 'ascii'], /^mazekit: --format ascii draws at most 25000000 cells/],
    [[...HUGE, '-o', 'OUT.png'], /^mazekit: --format png draws at most 8192 px a side/],
    [['--width', '1000', '--height', '1000', '--cell-size', '16', '-o', 'OUT.png'], /^mazekit: --format png at --cell-size 16 would be \d+ px a side; at most 8192/],
    [[...HUGE, '--format', 'nope'], /^mazekit: unknown --format "nope"/],
    [[...HUGE, '-o', 'OUT/deeper/w.svg'], /^mazekit: cannot write --output .*: its folder does not exist$/],
  ],
  animate: [
    [['-a', 'spy', 'extra'], /^mazekit: animate takes no argument "extra"$/],
    [['-a', 'spy', '--width', '1001'], /^mazekit: --width must be an integer from 1 to 1000/],
    [['-a', 'spy', '--fps', '0'], /^mazekit: --fps must be an integer from 1 to 240/],
    [['-a', 'spy', '--duration', '0'], /^mazekit: --duration must be a number/],
    [['-a', 'spy', '--seed', ''], /^mazekit: --seed must not be empty$/],
    [['-a', 'nope'], /^mazekit: unknown algorithm "nope"/],
    [['-a', 'spy', '-O', 'turns=12'], /^mazekit: .*turns.* 1 to 9/],
    [['-a', 'spy', '--solver', 'nope'], /^mazekit: unknown --solver "nope"/],
    [['-a', 'spy', '--solver-option', 'hand=left'], /^mazekit: --solver-option needs --solver$/],
    [['-a', 'spy', '--color', 'pink'], /^mazekit: option '--color <mode>' argument 'pink' is invalid/],
  ],
  list: [
    [['extra'], /^mazekit: list takes no argument "extra"$/],
    [['--json', 'extra'], /^mazekit: list takes no argument "extra"$/],
  ],
  help: [[['nope'], /^mazekit: unknown command "nope"; the commands are generate, render, solve, stats, pattern, list, animate, window, help$/]],
  gen: [[[], /^mazekit: unknown command "gen" \(did you mean generate\?\)/]],
};

// Each command's cases spawn a process apiece: on a busy machine a batch takes minutes.
const BATCH_TIMEOUT = 600_000;

describe('usage errors come first', () => {
  it.each(Object.keys(CASES))(
    'every usage error of %s is raised before any cell is carved, any input read or any file written',
    async (command) => {
      const cases = CASES[command]!;
      const results = await pool(
        cases.map(([args]) => async () => {
          const out = tempDir('mazekit-usage-');
          const mark = join(tempDir('mazekit-mark-'), 'carved');
          const r = await runHeld([command, ...args.map((a) => a.replace(/^OUT/, out))], mark);
          return { r, out, carved: existsSync(mark) };
        }),
      );
      const wrong = results.flatMap(({ r, out, carved }, i) => {
        const [args, pattern] = cases[i]!;
        const faults = [
          r.code === 2 ? '' : `exit ${r.code}`,
          lines(r.stderr).length === 1 && pattern.test(r.stderr.trimEnd()) ? '' : `stderr ${JSON.stringify(r.stderr)}`,
          hasStack(r.stderr) ? 'a stack trace' : '',
          carved ? 'carved before the error' : '',
          readdirSync(out).length ? 'wrote before the error' : '',
        ].filter(Boolean);
        return faults.length ? [`${command} ${args.join(' ')}: ${faults.join('; ')}`] : [];
      });
      expect(wrong).toEqual([]);
    },
    BATCH_TIMEOUT,
  );

  it.each([
    ['generate', ['-a', 'spy', '--width', '4', '--height', '3', '--seed', '1', '-o', 'OUT/m.json']],
    ['animate', ['-a', 'spy', '--width', '4', '--height', '3', '--seed', '1']],
    ['window', ['--width', '4', '--height', '3', '--seed', '1', '-o', 'OUT/m.json']],
  ])('the mark is left when a run of %s gets as far as carving', async (command, args) => {
    const out = tempDir('mazekit-usage-');
    const mark = join(tempDir('mazekit-mark-'), 'carved');
    const r = await runHeld([command, ...args.map((a) => a.replace(/^OUT/, out))], mark);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(existsSync(mark)).toBe(true);
  }, BATCH_TIMEOUT);
});
