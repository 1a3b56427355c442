import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, CLI_DIR, hasStack, lines, pool, run, spawnInterruptible, tempDir, untilReady } from './helpers.js';

/** Prints the process's peak resident set size (kilobytes) to stderr as it exits. */
const PEAK_RSS = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxRSS '+process.resourceUsage().maxRSS+'\\n'))`;

/** Runs the binary with stdout thrown away and returns its exit status and peak RSS in kB. */
function peakRss(args: readonly string[]): Promise<{ code: number | null; rss: number; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', PEAK_RSS, BIN, ...args], { cwd: CLI_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, rss: Number(/maxRSS (\d+)/.exec(stderr)?.[1] ?? Number.NaN), stderr }));
  });
}

describe('streaming generate', () => {
  const cases: [string, string[]][] = [
    ['ascii', []],
    ['unicode', []],
    ['blocks', []],
    ['ascii', ['--stairs', 'false']],
    ['blocks', ['--charset', 'ascii', '--passage-char', '.']],
  ];

  it('prints what the whole-maze renderer draws for the same maze, to stdout and to a file', async () => {
    const dir = tempDir();
    const sizes = [
      [1, 1, 'a'],
      [13, 7, 'b'],
      [3, 25, 'c'],
    ] as const;
    const mazes = await Promise.all(sizes.map(([w, h, seed]) => run(['generate', '-a', 'eller', '--width', `${w}`, '--height', `${h}`, '--seed', seed, '--format', 'json'])));
    const tasks = cases.flatMap(([format, style], c) =>
      sizes.map(([w, h, seed], i) => async () => {
        const what = `${format} ${style.join(' ')} ${w}x${h}`;
        const args = ['generate', '-a', 'eller', '--width', `${w}`, '--height', `${h}`, '--seed', seed, '--format', format, ...style];
        const file = join(dir, `${c}-${i}.txt`);
        const [whole, streamed, filed] = await Promise.all([run(['render', '-', '--format', format, ...style], { input: mazes[i]!.stdout }), run(args), run([...args, '-o', file])]);
        expect([whole.code, streamed.code, filed.code], what).toEqual([0, 0, 0]);
        expect(streamed.stdout, what).toBe(whole.stdout);
        expect(readFileSync(file, 'utf8'), what).toBe(whole.stdout);
      }),
    );
    await pool(tasks, 2);
    expect(readdirSync(dir)).toHaveLength(cases.length * sizes.length);
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a streamed maze be taller than the cell limit; everything else still refuses it', async () => {
    const huge = ['-a', 'eller', '--width', '1000', '--height', '1000000', '--seed', 'huge'];
    const { spawnSync } = await import('node:child_process');
    // The reader stops after 100 kB: the rows were coming before the maze was finished.
    const head = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" generate ${huge.join(' ')} --format ascii | head -c 100000 | wc -c`], { encoding: 'utf8' });
    expect(head.status).toBe(0);
    expect(head.stderr).toBe('');
    expect(head.stdout.trim()).toBe('100000');
    const refused = await Promise.all([
      run(['generate', ...huge, '--format', 'json']),
      run(['generate', ...huge, '--format', 'svg']),
      run(['generate', ...huge, '--format', 'ascii', '--solve']),
      run(['generate', ...huge, '--format', 'ascii', '--braid', '0.5']),
      run(['generate', ...huge.slice(2), '-a', 'backtracker', '--format', 'ascii']),
    ]);
    for (const r of refused) {
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual(['mazekit: --width 1000 --height 1000000 --levels 1 make 1000000000 cells; at most 100000000 are allowed']);
    }
  });

  it('an interrupted stream to a file leaves no file and keeps the old one', async () => {
    const dir = tempDir();
    const file = join(dir, 'tall.txt');
    writeFileSync(file, 'old contents');
    const child = spawnInterruptible(['generate', '-a', 'eller', '--width', '500', '--height', '10000000', '--format', 'ascii', '-o', file]);
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
    // Interrupt once the temporary file has some rows in it.
    const temp = (): string | undefined => readdirSync(dir).find((name) => name !== 'tall.txt');
    await untilReady(child, () => {
      const name = temp();
      return name !== undefined && statSync(join(dir, name)).size > 1e6;
    });
    expect(temp()).toBeDefined();
    child.kill('SIGINT');
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(hasStack(stderr)).toBe(false);
    expect(readdirSync(dir)).toEqual(['tall.txt']);
    expect(readFileSync(file, 'utf8')).toBe('old contents');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps memory flat: ten times the rows take about the same peak memory', async () => {
    const args = (height: number): string[] => ['generate', '-a', 'eller', '--width', '100', '--height', String(height), '--seed', 'flat', '--format', 'ascii'];
    const small = await peakRss(args(20_000));
    const big = await peakRss(args(200_000));
    expect(small.code, small.stderr).toBe(0);
    expect(big.code, big.stderr).toBe(0);
    // Holding the maze would cost 20 MB of cells and over 240 MB of text for the tall one.
    expect(big.rss - small.rss).toBeLessThan(48 * 1024);
  });
});
