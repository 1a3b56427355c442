import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_CELL_LIMITS, PNG_MAX_SIDE, fitFormat } from '../src/format-limits.js';
import { lines, pool, run, tempDir } from './helpers.js';

describe('the largest sizes per format', () => {
  it('refuses a maze over each format limit before any work, with one line naming the limit', async () => {
    const dir = tempDir();
    const cases: [string, string[], RegExp][] = [
      ['svg', ['--width', '10000', '--height', '10000'], /^mazekit: --format svg draws at most 4000000 cells \(held in memory whole\); 10000x10000 is 100000000: use --format json/],
      ['txt', ['--width', '10000', '--height', '10000', '--format', 'ascii'], /^mazekit: --format ascii draws at most 25000000 cells .*-a eller for streamed text$/],
      ['txt', ['--width', '6000', '--height', '6000', '--format', 'unicode'], /^mazekit: --format unicode draws at most 25000000 cells/],
      ['json', ['--width', '3000', '--height', '3000', '--format', 'blocks-json'], /^mazekit: --format blocks-json draws at most 4000000 cells .*: use --format json, a smaller maze$/],
      ['tmj', ['--width', '10000', '--height', '2501', '--format', 'tiled'], /^mazekit: --format tiled draws at most 25000000 cells \(held in memory whole\); 10000x2501 is 25010000: use --format json, a smaller maze$/],
      ['png', ['--width', '10000', '--height', '10000', '--format', 'iso-png'], /^mazekit: a 10000x10000x1 maze is too large for a legible isometric picture: at most 64 cells a side/],
      ['pdf', ['--width', '10000', '--height', '10000'], /^mazekit: a 10000x10000 maze leaves cells of 0.052 pt on a4, .* the largest of its proportions that prints legibly there is 104x104$/],
      ['png', ['--width', '5000', '--height', '5000'], /^mazekit: --format png draws at most 8192 px a side, 2 px a cell at least; 5000 cells a side do not fit/],
      ['png', ['--width', '1000', '--height', '1000', '--cell-size', '16'], /^mazekit: --format png at --cell-size 16 would be 16020 px a side; at most 8192: give --cell-size 8 or less$/],
      ['svg', ['--width', '2001', '--height', '1000', '--levels', '2', '-a', 'wilson'], /^mazekit: --format svg draws at most 4000000 cells .* 2001x1000x2 is 4002000/],
    ];
    const results = await pool(cases.map(([ext, args], i) => () => run(['generate', ...args, '-o', join(dir, `m${i}.${ext}`)])));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![1].join(' ')).toBe(2);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(lines(r.stderr)[0]).toMatch(cases[i]![2]);
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives png a cell size that keeps big mazes reasonable, and keeps 16 px for small ones', () => {
    expect(fitFormat('png', { width: 20, height: 10, levels: 1 }, {})).toEqual({ cellSize: 16, wallWidth: 2 });
    expect(fitFormat('png', { width: 1000, height: 1000, levels: 1 }, {})).toEqual({ cellSize: 4, wallWidth: 1 });
    expect(fitFormat('png', { width: 4000, height: 100, levels: 1 }, {})).toEqual({ cellSize: 2, wallWidth: 1 });
    expect(fitFormat('png', { width: 300, height: 300, levels: 4 }, { wallWidth: 3 })).toEqual({ cellSize: 6, wallWidth: 3 });
    expect(fitFormat('png', { width: 100, height: 100, levels: 1 }, { cellSize: 30 })).toEqual({ cellSize: 30 });
    expect(() => fitFormat('png', { width: 4097, height: 10, levels: 1 }, {})).toThrow(`at most ${PNG_MAX_SIDE} px a side`);
    // Padding counts on both sides; when it is what does not fit, the message names --padding.
    expect(() => fitFormat('png', { width: 20, height: 10, levels: 1 }, { padding: 10000 })).toThrow(
      new RegExp(`^--format png draws at most ${PNG_MAX_SIDE} px a side; --padding 10000 leaves no room for 20 cells a side: give --padding 4076 or less$`),
    );
    expect(() => fitFormat('png', { width: 500, height: 10, levels: 1 }, { cellSize: 16, padding: 100 })).toThrow(/--padding 100 leaves no room for 500 cells a side: give --padding 96 or less$/);
    expect(() => fitFormat('png', { width: 500, height: 10, levels: 1 }, { cellSize: 20, padding: 100 })).toThrow(/^--format png at --cell-size 20 would be 10200 px a side; at most 8192: give --cell-size 15 or less$/);
    expect(fitFormat('svg', { width: 2000, height: 2000, levels: 1 }, { cellSize: 3 })).toEqual({ cellSize: 3 });
    expect(fitFormat('json', { width: 10000, height: 10000, levels: 1 }, {})).toEqual({});
    expect(Object.keys(FORMAT_CELL_LIMITS).sort()).toEqual(['ascii', 'blocks', 'blocks-json', 'svg', 'tiled', 'unicode']);
  });

  it('draws a 1000 x 1000 png at the default size: 4 px cells, a 4020 px image', async () => {
    const dir = tempDir();
    const r = await run(['generate', '-a', 'kruskal', '--width', '1000', '--height', '1000', '--seed', 'p', '-o', join(dir, 'big.png')]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const { readFileSync } = await import('node:fs');
    const png = readFileSync(join(dir, 'big.png'));
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([4020, 4020]);
  });
});

describe('several mazes into a one-document format', () => {
  it('refuses svg and png, and writes blocks-json as one JSON array', async () => {
    const many = (await run(['generate', '--count', '3', '--width', '3', '--height', '2', '--seed', 'r'])).stdout;
    const dir = tempDir();
    const [svg, blocks, text] = await Promise.all([
      run(['render', '-', '-o', join(dir, 'm.svg')], { input: many }),
      run(['render', '-', '--format', 'blocks-json'], { input: many }),
      run(['render', '-', '--format', 'unicode'], { input: many }),
    ]);
    expect(svg.code).toBe(2);
    expect(lines(svg.stderr)).toEqual([expect.stringMatching(/^mazekit: --format svg draws one maze per file; the input holds 3: draw them one at a time/)]);
    expect(readdirSync(dir)).toEqual([]);
    expect(blocks.code).toBe(0);
    const docs = JSON.parse(blocks.stdout) as unknown[];
    expect(docs).toHaveLength(3);
    const one = await run(['render', '-', '--format', 'blocks-json'], { input: many.split('\n')[1]! });
    expect(docs[1]).toEqual(JSON.parse(one.stdout));
    expect(text.stdout.split('\n\n')).toHaveLength(3);
  });
});
