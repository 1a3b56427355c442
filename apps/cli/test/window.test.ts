import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMaze } from '@mazekit/core';
import { WORLD_SIZE, window } from '@mazekit/endless';
import { describe, expect, it } from 'vitest';
import { pool, run, tempDir } from './helpers.js';

describe('mazekit window', () => {
  it('prints the window as maze JSON with the outward passages closed', async () => {
    const x = 2 ** 31 - 3;
    const r = await run(['window', '--seed', 's', '--x', String(x), '--y', '5', '--width', '9', '--height', '4', '--format', 'json']);
    expect(r.code).toBe(0);
    const maze = parseMaze(r.stdout);
    const raw = window('s', x, 5, 9, 4);
    expect([maze.grid.width, maze.grid.height, maze.generator, maze.seed]).toEqual([9, 4, 'endless-chunks', 's']);
    for (let c = 0; c < 36; c++) expect(raw[c]! & maze.grid.cells[c]!).toBe(maze.grid.cells[c]);
  });

  it('draws both textures in every format, up to the far corner of the world', async () => {
    const dir = tempDir();
    const edge = String(WORLD_SIZE - 10);
    const results = await pool(
      ['chunks', 'division'].flatMap((texture) =>
        ['ascii', 'unicode', 'svg', 'png'].map((format) => () => {
          const args = ['window', '--seed', '3', '--x', edge, '--y', edge, '--width', '10', '--height', '10', '--texture', texture, '--format', format];
          return run(format === 'png' ? [...args, '-o', join(dir, `${texture}.png`)] : args);
        }),
      ),
    );
    for (const r of results) expect([r.code, r.stderr]).toEqual([0, '']);
    expect(results[0]!.stdout).not.toEqual(results[4]!.stdout);
    expect(results[2]!.stdout).toContain('<svg');
    expect(readFileSync(join(dir, 'chunks.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    [['--x', '-1'], '--x must be an integer from 0 to 281474976710655, got "-1"'],
    [['--y', '281474976710656'], '--y must be an integer from 0 to 281474976710655, got "281474976710656"'],
    [['--x', '281474976710650', '--width', '10'], "--x 281474976710650 + --width 10 runs past the world's east edge"],
    [['--width', '0'], '--width must be an integer from 1 to 100000000, got "0"'],
    [['--height', '2.5'], '--height must be an integer from 1 to 100000000, got "2.5"'],
    [['--width', '20000', '--height', '20000'], 'a 20000x20000 window has 400000000 cells; at most 100000000 are allowed'],
    [['--texture', 'hex'], '--texture must be one of chunks, division, got "hex"'],
  ])('refuses %j with one line and exit status 2', async (args, text) => {
    const dir = tempDir();
    const out = join(dir, 'w.svg');
    const r = await run(['window', '--seed', '1', ...args, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(text);
    expect(existsSync(out)).toBe(false);
  });
});
