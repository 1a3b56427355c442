import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, run, tempDir } from './helpers.js';

const hasScript = spawnSync('script', ['--version']).status === 0;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g');
const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs the CLI with stdout and stderr on a pseudo-terminal (util-linux `script`) in `cwd`;
 * `MAZEKIT_PROGRESS=always` (unless `mode` says otherwise) shows every bar at once, so small
 * mazes make the test fast. Returns the exit status and everything the terminal received.
 */
function inTerminal(args: readonly string[], cwd: string, mode = 'always'): { code: number | null; text: string } {
  const command = `stty cols 120 rows 30; ${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(' ')} </dev/null`;
  const r = spawnSync('script', ['-qec', command, '/dev/null'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, MAZEKIT_PROGRESS: mode, NO_COLOR: '', MAZEKIT_DEBUG: '' },
  });
  return { code: r.status, text: r.stdout };
}

/** The bar lines a terminal showed: cli-progress redraws each at column 1 (`ESC[1G`). */
function bars(text: string): string[] {
  return text.split('\x1b[1G').map((s) => s.replace(ANSI, '').trim()).filter((s) => s.includes('['));
}

describe.runIf(hasScript)('progress on a terminal', () => {
  let dir = '';
  beforeAll(async () => {
    dir = tempDir('mazekit-progress-');
    const r = await run(['generate', '--seed', 'p', '--width', '30', '--height', '20', '--solve', '-o', join(dir, 'maze.json')]);
    expect(r.code).toBe(0);
  });

  it('draws a picture in a worker with a bar, and the bytes are those of a run without one', async () => {
    const t = inTerminal(['render', 'maze.json', '-o', 'shown.png'], dir);
    expect(t.code).toBe(0);
    expect(bars(t.text).some((b) => b.startsWith('drawing png (600 cells) ['))).toBe(true);
    const plain = await run(['render', join(dir, 'maze.json'), '-o', join(dir, 'plain.png')]);
    expect(plain.code).toBe(0);
    expect(readFileSync(join(dir, 'shown.png')).equals(readFileSync(join(dir, 'plain.png')))).toBe(true);
  });

  it('shows a bar for carving then drawing an SVG in generate, same bytes as without', async () => {
    const t = inTerminal(['generate', '--seed', 's', '--width', '25', '--height', '15', '--solve', '-o', 'g.svg'], dir);
    expect(t.code).toBe(0);
    const shown = bars(t.text);
    expect(shown.some((b) => b.startsWith('backtracker 25x15 ['))).toBe(true);
    expect(shown.some((b) => b.startsWith('drawing svg (375 cells) ['))).toBe(true);
    const plain = await run(['generate', '--seed', 's', '--width', '25', '--height', '15', '--solve', '--format', 'svg']);
    expect(readFileSync(join(dir, 'g.svg'), 'utf8')).toBe(plain.stdout);
  });

  it('counts the rows of a streamed Eller maze written to a file', () => {
    const t = inTerminal(['generate', '-a', 'eller', '--seed', 'e', '--width', '100', '--height', '6000', '--format', 'ascii', '-o', 'tall.txt'], dir);
    expect(t.code).toBe(0);
    const shown = bars(t.text).filter((b) => b.startsWith('eller 100x6000 rows ['));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((b) => /\| \d+\/6000 \|/.test(b))).toBe(true);
    expect(readFileSync(join(dir, 'tall.txt'), 'utf8').split('\n')).toHaveLength(2 * 6000 + 2);
  });

  it('keeps a streamed maze that goes to the terminal free of bars', () => {
    const t = inTerminal(['generate', '-a', 'eller', '--seed', 'e', '--width', '10', '--height', '3000', '--format', 'ascii'], dir);
    expect(t.code).toBe(0);
    expect(bars(t.text).filter((b) => b.includes('rows ['))).toEqual([]);
    expect(t.text).toContain('+--+');
  });

  it('counts --count batches, booklet pages and endless windows', () => {
    const count = inTerminal(['generate', '--count', '12', '--seed', 'c', '--width', '5', '--height', '5', '-o', 'many.jsonl'], dir);
    expect(count.code).toBe(0);
    expect(bars(count.text).some((b) => /^12 mazes \[.*\] \d+% \| \d+\/12/.test(b))).toBe(true);
    const booklet = inTerminal(['generate', '--count', '3', '--seed', 'b', '--width', '6', '--height', '6', '-o', 'book.pdf'], dir);
    expect(booklet.code).toBe(0);
    expect(bars(booklet.text).some((b) => b.startsWith('drawing pdf (3 mazes) ['))).toBe(true);
    const window = inTerminal(['window', '--seed', 'w', '--width', '30', '--height', '20', '-o', 'window.png'], dir);
    expect(window.code).toBe(0);
    expect(bars(window.text).some((b) => b.startsWith('window 30x20 (png) ['))).toBe(true);
  });

  it('gives a renderer error from the drawing thread as the same one line and exit 2', async () => {
    const t = inTerminal(['render', 'maze.json', '-o', 'bad.svg', '--wall-width', '900'], dir);
    const plain = await run(['render', join(dir, 'maze.json'), '-o', join(dir, 'bad.svg'), '--wall-width', '900']);
    expect(plain.code).toBe(2);
    expect(t.code).toBe(2);
    expect(t.text).toContain(plain.stderr.trim());
    expect(t.text).not.toMatch(/^\s{4}at /m);
  });

  it('shows nothing with MAZEKIT_PROGRESS=never, nor when stderr is not a terminal', async () => {
    const never = inTerminal(['render', 'maze.json', '-o', 'never.png'], dir, 'never');
    expect(never.code).toBe(0);
    expect(bars(never.text)).toEqual([]);
    const piped = await run(['render', join(dir, 'maze.json'), '-o', join(dir, 'piped.png')], { env: { MAZEKIT_PROGRESS: 'always' } });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
  });
});
