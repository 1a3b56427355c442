import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mazeEnds, parseMaze, parseMazeLines } from '@mazekit/core';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, GENERATOR_IDS, hasStack, lines, pool, run, spawnInterruptible, tempDir, untilReady } from './helpers.js';

const SMALL = ['--width', '6', '--height', '4', '--seed', 'fixed'];

describe('mazekit generate', () => {
  it('writes json when stdout is not a terminal, with the seed that made it', async () => {
    const r = await run(['generate', ...SMALL]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const maze = parseMaze(r.stdout);
    expect(maze.generator).toBe('backtracker');
    expect(maze.seed).toBe('fixed');
    expect(maze.grid.width).toBe(6);
    expect(r.stdout.endsWith('}\n')).toBe(true);
  });

  it('picks a fresh random seed when none is given, and that seed makes the same maze again', async () => {
    const [a, b] = await Promise.all([run(['generate', '--width', '5', '--height', '5']), run(['generate', '--width', '5', '--height', '5'])]);
    const ma = parseMaze(a.stdout);
    expect(ma.seed).toMatch(/^[0-9a-z]{8}$/);
    expect(parseMaze(b.stdout).seed).not.toBe(ma.seed);
    const again = await run(['generate', '--width', '5', '--height', '5', '--seed', ma.seed]);
    expect(again.stdout).toBe(a.stdout);
  });

  it('draws every format', async () => {
    const formats = ['ascii', 'unicode', 'svg', 'blocks', 'blocks-json', 'json', 'stats', 'png'];
    const results = await pool(formats.map((f) => () => run(['generate', ...SMALL, '--format', f])));
    const by = Object.fromEntries(formats.map((f, i) => [f, results[i]!]));
    for (const f of formats) {
      expect(by[f]!.code, f).toBe(0);
      expect(by[f]!.stderr, f).toBe('');
    }
    expect(lines(by.ascii!.stdout)).toHaveLength(9);
    expect(by.ascii!.stdout.startsWith('+--+--+')).toBe(true);
    expect(by.unicode!.stdout.startsWith('┌')).toBe(true);
    expect(by.svg!.stdout).toMatch(/<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(by.svg!.stdout.trimEnd().endsWith('</svg>')).toBe(true);
    expect(lines(by.blocks!.stdout)).toHaveLength(9);
    expect(JSON.parse(by['blocks-json']!.stdout)).toBeTypeOf('object');
    expect(by.png!.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const stats = JSON.parse(by.stats!.stdout) as Record<string, unknown>;
    expect(stats).toMatchObject({ seed: 'fixed', generator: 'backtracker', cells: 24, passages: 23, perfect: true });
    for (const key of ['deadEnds', 'deadEndRatio', 'longestPath', 'generateMs']) expect(stats[key], key).toBeTypeOf('number');
  });

  it('infers the format from --output and writes the file atomically', async () => {
    const dir = tempDir();
    const names = ['m.svg', 'm.png', 'm.json', 'm.txt', 'm.jsonl'];
    const results = await pool(names.map((n) => () => run(['generate', ...SMALL, '-o', join(dir, n)])));
    for (const r of results) expect([r.code, r.stdout, r.stderr]).toEqual([0, '', '']);
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    expect(readFileSync(join(dir, 'm.svg'), 'utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    expect(readFileSync(join(dir, 'm.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(parseMaze(readFileSync(join(dir, 'm.json'), 'utf8')).seed).toBe('fixed');
    expect(readFileSync(join(dir, 'm.txt'), 'utf8').startsWith('+--+')).toBe(true);
  });

  it('refuses an --output extension it cannot map, before writing anything', async () => {
    const dir = tempDir();
    const r = await run(['generate', ...SMALL, '-o', join(dir, 'maze.xyz')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mazekit: cannot tell the format from ".*maze\.xyz"; give --format/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('makes the same maze for the same seed with every installed generator', async () => {
    const list = JSON.parse((await run(['list', '--json'])).stdout) as { generators: { id: string }[] };
    const ids = list.generators.map((g) => g.id);
    expect(ids).toEqual(GENERATOR_IDS);
    const results = await pool(ids.flatMap((id) => [0, 1].map(() => () => run(['generate', '-a', id, ...SMALL]))));
    ids.forEach((id, i) => {
      const a = results[2 * i]!;
      expect(a.code, id).toBe(0);
      expect(parseMaze(a.stdout).generator).toBe(id);
      expect(results[2 * i + 1]!.stdout).toBe(a.stdout);
    });
  });

  it('--ends-at names the entrance and exit by core mazeEnds (corners, longest, border), and --solve solves between them', async () => {
    const base = parseMaze((await run(['generate', '--width', '9', '--height', '7', '--seed', 'ends'])).stdout);
    expect(base.start).toBeUndefined();
    for (const rule of ['corners', 'longest', 'border'] as const) {
      const r = await run(['generate', '--width', '9', '--height', '7', '--seed', 'ends', '--ends-at', rule, '--solve']);
      expect(r.code).toBe(0);
      const maze = parseMaze(r.stdout);
      expect(maze.grid.cells).toEqual(base.grid.cells);
      expect({ start: maze.start, goal: maze.goal }).toEqual(mazeEnds(base.grid, rule, 'ends'));
      expect(maze.solution?.[0]).toBe(maze.start);
      expect(maze.solution?.at(-1)).toBe(maze.goal);
    }
    const bad = await run(['generate', '--ends-at', 'far']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('mazekit: --ends-at must be corners, longest or border, got "far"\n');
  });

  it('--solve marks start, goal and solution; --braid adds loops', async () => {
    const [solved, braided, drawn] = await Promise.all([
      run(['generate', ...SMALL, '--solve']),
      run(['generate', '--width', '20', '--height', '20', '--seed', 'b', '--braid', '1', '--format', 'stats']),
      run(['generate', ...SMALL, '--solve', '--format', 'ascii']),
    ]);
    const maze = parseMaze(solved.stdout);
    expect(maze.start).toBeTypeOf('number');
    expect(maze.solution![0]).toBe(maze.start);
    expect(maze.solution!.at(-1)).toBe(maze.goal);
    const stats = JSON.parse(braided.stdout) as { loops: number; perfect: boolean; braid: number; deadEnds: number };
    expect(stats.perfect).toBe(false);
    expect(stats.loops).toBeGreaterThan(0);
    expect(stats.braid).toBe(1);
    expect(drawn.stdout).toContain('S');
    expect(drawn.stdout).toContain('G');
    // --solve turns on the solution of a renderer that leaves it off by default (png).
    const [on, off] = await Promise.all([run(['generate', ...SMALL, '--solve', '--format', 'png']), run(['generate', ...SMALL, '--solve', '--format', 'png', '--show-solution', 'false'])]);
    expect(on.code).toBe(0);
    expect(on.bytes.equals(off.bytes)).toBe(false);
  });

  it('multi-level mazes and generator options', async () => {
    const r = await run(['generate', '-a', 'wilson', '--levels', '3', '--width', '4', '--height', '3', '--seed', '1']);
    expect(r.code).toBe(0);
    expect(parseMaze(r.stdout).grid.levels).toBe(3);
    const bad = await run(['generate', '-O', 'nope=1']);
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)).toEqual(['mazekit: --option "nope" is not an option of backtracker; allowed: none']);
  });

  it('maps renderer options to flags: --cell-size changes the SVG', async () => {
    const [a, b, bad, generic] = await Promise.all([
      run(['generate', ...SMALL, '--format', 'svg', '--cell-size', '10']),
      run(['generate', ...SMALL, '--format', 'svg', '--cell-size', '30', '--wall-color', '#ff0000']),
      run(['generate', ...SMALL, '--format', 'ascii', '--cell-size', '30']),
      run(['generate', ...SMALL, '--format', 'svg', '--style', 'cellSize=30', '--style', 'wallColor=#ff0000']),
    ]);
    expect(generic.stdout).toBe(b.stdout);
    const width = (svg: string): number => Number(/width="([\d.]+)"/.exec(svg)![1]);
    expect(width(b.stdout)).toBeGreaterThan(width(a.stdout) * 2);
    expect(b.stdout.toLowerCase()).toContain('#ff0000');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^mazekit: --cell-size does not apply to --format ascii; its style options: /);
  });

  it('--count writes JSON Lines, each line with its own seed that makes it alone', async () => {
    const r = await run(['generate', '--count', '5', '--width', '4', '--height', '4', '--seed', 's']);
    expect(r.code).toBe(0);
    const mazes = parseMazeLines(r.stdout);
    expect(mazes.map((m) => m.seed)).toEqual(['s-1', 's-2', 's-3', 's-4', 's-5']);
    const third = await run(['generate', '--width', '4', '--height', '4', '--seed', 's-3']);
    expect(lines(r.stdout)[2]).toBe(third.stdout.trimEnd());
    const stats = await run(['generate', '--count', '3', '--format', 'stats', '--width', '4', '--height', '4', '--seed', 's']);
    expect(lines(stats.stdout).map((l) => (JSON.parse(l) as { seed: string }).seed)).toEqual(['s-1', 's-2', 's-3']);
  });

  it('--count over worker threads gives the same bytes as one thread', async () => {
    const args = ['generate', '-a', 'wilson', '--count', '40', '--width', '30', '--height', '30', '--seed', 'w'];
    const [threads, inline] = await Promise.all([run([...args, '--jobs', '2']), run([...args, '--jobs', '1'])]);
    expect(threads.code).toBe(0);
    expect(threads.stderr).toBe('');
    expect(lines(threads.stdout)).toHaveLength(40);
    expect(threads.stdout).toBe(inline.stdout);
    const dir = tempDir();
    const file = await run([...args, '--format', 'stats', '-o', join(dir, 'stats.jsonl')]);
    expect(file.code).toBe(0);
    expect(lines(readFileSync(join(dir, 'stats.jsonl'), 'utf8'))).toHaveLength(40);
  });

  it('refuses drawings with --count', async () => {
    const r = await run(['generate', '--count', '2', '--format', 'svg']);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(['mazekit: --count 2 writes JSON Lines or one booklet; --format must be json, stats or pdf, got "svg"']);
  });

  it('stops quietly when the reader closes the pipe', async () => {
    const { spawn } = await import('node:child_process');
    const result = await new Promise<{ code: number | null; stderr: string; out: string }>((done) => {
      const child = spawn('sh', ['-c', `"${process.execPath}" "${BIN}" generate --count 3000 --width 20 --height 20 --seed p | head -1`]);
      let out = '';
      let stderr = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('close', (code) => done({ code, stderr, out }));
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(parseMaze(result.out.split('\n')[0]!).seed).toBe('p-1');
  });

  it('an interrupted run leaves no file and keeps the old one', async () => {
    const { writeFileSync } = await import('node:fs');
    const dir = tempDir();
    const file = join(dir, 'big.json');
    writeFileSync(file, 'old contents');
    const child = spawnInterruptible(['generate', '--count', '1000000', '--width', '10', '--height', '10', '--jobs', '1', '-o', file]);
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
    // Interrupt while the temporary file is being written.
    await untilReady(child, () => readdirSync(dir).length >= 2);
    expect(readdirSync(dir)).toHaveLength(2);
    child.kill('SIGINT');
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(hasStack(stderr)).toBe(false);
    expect(readdirSync(dir)).toEqual(['big.json']);
    expect(readFileSync(file, 'utf8')).toBe('old contents');
  });

  it.runIf(spawnSync('script', ['--version']).status === 0)('with a terminal on stderr, a big maze is carved in a worker and comes out the same', async () => {
    const dir = tempDir();
    const args = ['generate', '--width', '1100', '--height', '1000', '--seed', 'big'];
    const tty = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" ${args.join(' ')} -o ${join(dir, 'tty.json')}`, '/dev/null'], { encoding: 'utf8' });
    expect(tty.status).toBe(0);
    const plain = await run([...args, '-o', join(dir, 'plain.json')]);
    expect(plain.code).toBe(0);
    expect(readFileSync(join(dir, 'tty.json')).equals(readFileSync(join(dir, 'plain.json')))).toBe(true);
  });
});
