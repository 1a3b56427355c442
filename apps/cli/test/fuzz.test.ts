import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasStack, lines, pool, run, tempDir } from './helpers.js';

const VALID = JSON.stringify({ format: 'mazekit/1', topology: 'orthogonal', width: 2, height: 2, levels: 1, generator: 'x', seed: '1', cells: [2, 2, 5, 9] });
const INPUTS = ['', 'garbage', VALID, `${VALID}\n${VALID}\n`, '{"format":"mazekit/1","cells":[1]}', '{"width":1e999}'];
const OUTPUTS = ['out.svg', 'out.png', 'out.json', 'out.txt', 'out.jsonl', 'out.xyz', 'no/such/dir/out.json', 'sub', ''];

const value = fc.constantFrom('0', '-1', '1', '3', '7', '12', 'abc', '1.5', '1e3', '', ' 4', '99999999999', '0x10', 'NaN');
const flag = fc.oneof(
  fc.tuple(fc.constantFrom('--width', '--height', '--levels', '--count', '--fps', '--steps-per-frame', '--jobs'), value),
  fc.tuple(fc.constantFrom('-a', '--algorithm'), fc.constantFrom('backtracker', 'wilson', 'aldous-broder', 'nope', '')),
  fc.tuple(fc.constantFrom('-f', '--format'), fc.constantFrom('ascii', 'unicode', 'svg', 'png', 'blocks', 'json', 'stats', 'gif', '')),
  fc.tuple(fc.constantFrom('--braid'), fc.constantFrom('0', '0.5', '1', '2', '-0.1', 'x')),
  fc.tuple(fc.constantFrom('--seed'), fc.string({ maxLength: 6 })),
  fc.tuple(fc.constantFrom('-O', '--option', '--style'), fc.constantFrom('a=1', 'x', '=', 'cellSize=5', 'labels=maybe')),
  fc.tuple(fc.constantFrom('--cell-size', '--wall-width', '--wall-color', '--labels', '--color'), fc.constantFrom('4', '-2', 'red', 'true', 'none', 'zz')),
  fc.tuple(fc.constantFrom('-o', '--output'), fc.constantFrom(...OUTPUTS)),
  fc.constantFrom(['--solve'], ['--json'], ['--help'], ['-h'], ['--bogus'], ['-'], ['maze.json'], ['missing.json'], ['--']),
);
const argv = fc.record({
  command: fc.constantFrom('generate', 'generate', 'generate', 'render', 'solve', 'stats', 'list', 'animate', 'bogus', ''),
  flags: fc.array(flag, { maxLength: 6 }),
  input: fc.constantFrom(...INPUTS),
});

/** Arguments are small on purpose: the fuzz looks for crashes, not for slow mazes. */
function toArgs(sample: { command: string; flags: readonly (readonly string[])[] }, dir: string): string[] {
  const args = sample.command ? [sample.command] : [];
  for (const f of sample.flags) {
    const [name, v] = f;
    if (name === '-o' || name === '--output') args.push(name, v ? join(dir, v) : v!);
    else args.push(...f);
  }
  return args;
}

describe('fuzz: random argument vectors', () => {
  it('never shows a stack trace, never exits 1, never leaves a partial file (100 runs, fixed seed)', { timeout: 180_000 }, async () => {
    // MAZEKIT_FUZZ_SEED and MAZEKIT_FUZZ_RUNS explore further by hand; CI keeps the fixed seed.
    const seed = Number(process.env.MAZEKIT_FUZZ_SEED ?? 20261130);
    const numRuns = Number(process.env.MAZEKIT_FUZZ_RUNS ?? 100);
    const samples = fc.sample(argv, { numRuns, seed });
    const root = tempDir('mazekit-fuzz-');
    const tasks = samples.map((sample, i) => async () => {
      const dir = join(root, String(i));
      mkdirSync(join(dir, 'sub'), { recursive: true });
      writeFileSync(join(dir, 'maze.json'), VALID);
      const args = toArgs(sample, dir);
      const r = await run(args, { input: sample.input, cwd: dir, env: { COLUMNS: '80' } });
      return { args, r, dir };
    });
    const results = await pool(tasks, 4);
    const codes = new Map<number | null, number>();
    // Every broken rule of every run is collected, so one failure shows them all.
    const problems: string[] = [];
    for (const { args, r, dir } of results) {
      const what = `${JSON.stringify(args)} (exit ${r.code}, stderr ${JSON.stringify(r.stderr.slice(0, 300))})`;
      codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
      if (r.code !== 0 && r.code !== 2) problems.push(`${what}: exit status not 0 or 2`);
      if (hasStack(r.stderr)) problems.push(`${what}: stack trace`);
      if (r.code === 2 && !r.stderr.includes('Usage:') && (lines(r.stderr).length !== 1 || !r.stderr.startsWith('mazekit: '))) {
        problems.push(`${what}: not one 'mazekit: ' line`);
      }
      // Only the files the test made and, after a success, the one asked for; never a temporary file.
      const files = readdirSync(dir).filter((f) => f !== 'maze.json' && f !== 'sub');
      const allowed = OUTPUTS.filter((o) => o && !o.includes('/'));
      for (const f of files) if (!allowed.includes(f)) problems.push(`${what}: left ${f}`);
      if (r.code !== 0 && files.length) problems.push(`${what}: failed but wrote ${files.join(', ')}`);
      for (const f of files) if (statSync(join(dir, f)).size === 0) problems.push(`${what}: empty ${f}`);
      if (existsSync(join(dir, 'no')) || readdirSync(join(dir, 'sub')).length) problems.push(`${what}: wrote where it must not`);
    }
    expect(problems).toEqual([]);
    // The generator of samples must reach both outcomes, or the test proves little.
    expect(codes.get(0) ?? 0).toBeGreaterThan(numRuns / 20);
    expect(codes.get(2) ?? 0).toBeGreaterThan(numRuns / 4);
  });
});
