import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseMaze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as triangle } from '@mazekit/grid-triangle';
import { renderIsoSvg } from '@mazekit/render-iso';
import { describe, expect, it } from 'vitest';
import { fileExtension, fileType } from '../src/extension.js';
import { hasStack, run, tempDir } from './helpers.js';

const TOWER = ['generate', '-a', 'wilson', '--width', '6', '--height', '5', '--levels', '3', '--seed', 'tower', '--solve'];
const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('the isometric formats', () => {
  it('-o NAME.iso.svg and --format iso write the isometric SVG of the maze', async () => {
    const dir = tempDir();
    const json = await run([...TOWER, '--format', 'json']);
    const byName = await run([...TOWER, '-o', join(dir, 'tower.iso.svg')]);
    const byFlag = await run([...TOWER, '--format', 'iso', '--cell-size', '20']);
    expect([byName.code, byName.stderr, byFlag.code, byFlag.stderr]).toEqual([0, '', 0, '']);
    const maze = parseMaze(json.stdout);
    expect(readFileSync(join(dir, 'tower.iso.svg'), 'utf8')).toBe(renderIsoSvg(maze));
    expect(byFlag.stdout).toBe(renderIsoSvg(maze, { cellSize: 20 }));
    // A plain .svg stays the flat SVG; --format iso may still write to one.
    const flat = await run([...TOWER, '-o', join(dir, 'flat.svg')]);
    expect(flat.code).toBe(0);
    expect(readFileSync(join(dir, 'flat.svg'), 'utf8')).not.toContain('class="floor"');
    const plain = await run([...TOWER, '--format', 'iso', '-o', join(dir, 'plain.svg')]);
    expect([plain.code, plain.stderr]).toEqual([0, '']);
    expect(readFileSync(join(dir, 'plain.svg'), 'utf8')).toBe(renderIsoSvg(maze));
  });

  it('-o NAME.iso.png and --format iso-png write PNG bytes', async () => {
    const dir = tempDir();
    const file = join(dir, 'tower.iso.png');
    const r = await run([...TOWER, '-o', file]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect([...readFileSync(file).subarray(0, 4)]).toEqual(PNG);
    const piped = await run([...TOWER, '--format', 'iso-png']);
    expect([...piped.bytes.subarray(0, 4)]).toEqual(PNG);
    expect(piped.bytes.equals(readFileSync(file))).toBe(true);
    const mismatch = await run([...TOWER, '--format', 'iso-png', '-o', join(dir, 'x.svg')]);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toMatch(/^mazekit: --format iso-png does not match --output .*name the file \.iso\.png or drop --format\n$/);
  });

  it('a maze too large for a legible picture and bad style options: one line, exit 2, no file', async () => {
    const dir = tempDir();
    const big = await run(['generate', '--width', '80', '--height', '10', '-o', join(dir, 'big.iso.svg')]);
    expect(big.code).toBe(2);
    expect(big.stderr).toBe(
      'mazekit: a 80x10x1 maze is too large for a legible isometric picture: at most 64 cells a side, 16 floors and 12288 cells in all; draw it flat (svg, png) instead\n',
    );
    const gap = await run([...TOWER, '--format', 'iso', '--floor-gap', '0.3']);
    expect(gap.code).toBe(2);
    expect(gap.stderr).toBe('mazekit: --floor-gap must be 0 (automatic) or at least wallHeight + 0.5 (0.9), got 0.3\n');
    const unknown = await run([...TOWER, '--format', 'iso', '--style', 'depth=3']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^mazekit: --style depth does not apply to --format iso; its style options: --cell-size, --wall-height, /);
    for (const r of [big, gap, unknown]) expect(hasStack(r.stderr)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(join(dir, 'big.iso.svg'))).toBe(false);
  });

  it('--shape hex and triangle draw through their geometry, as SVG and PNG; too large is refused', async () => {
    const dir = tempDir();
    for (const shape of ['hex', 'triangle']) {
      const args = ['generate', '--shape', shape, '-a', 'wilson', '--width', '6', '--height', '4', '--levels', '2', '--seed', 'iso', '--solve'];
      const json = await run([...args, '--format', 'json']);
      expect([json.code, json.stderr]).toEqual([0, '']);
      const maze = parseMaze(json.stdout, [hex, triangle]);
      const svg = await run([...args, '-o', join(dir, `${shape}.iso.svg`)]);
      expect([svg.code, svg.stderr]).toEqual([0, '']);
      const written = readFileSync(join(dir, `${shape}.iso.svg`), 'utf8');
      expect(written).toBe(renderIsoSvg(maze));
      // Wall blocks named by the shape's own directions.
      expect(written).toMatch(shape === 'hex' ? /data-side="(north|south)-(east|west)"/ : /class="wall" data-cell="\d+" data-side="(north|south|east|west)"/);
      const png = await run([...args, '--format', 'iso-png']);
      expect([...png.bytes.subarray(0, 4)]).toEqual(PNG);
    }
    const big = await run(['generate', '--shape', 'hex', '--width', '70', '--height', '4', '-o', join(dir, 'big.iso.svg')]);
    expect(big.code).toBe(2);
    expect(big.stderr).toBe(
      'mazekit: a 70x4x1 hex maze is too large for a legible isometric picture: at most 64 cells a side, 16 floors and 12288 cells in all; draw it flat (svg, png) instead\n',
    );
    expect(existsSync(join(dir, 'big.iso.svg'))).toBe(false);
  });

  it('the format list and help name them', async () => {
    const list = await run(['list']);
    expect(list.stdout).toMatch(/iso .*--format iso, iso-png/);
    const [help, style] = await Promise.all([run(['generate', '--help']), run(['generate', '--help-style'])]);
    expect(help.stdout).toContain('iso');
    expect(style.stdout).toMatch(/\(--format iso, iso-png\):\n(?: {2}.*\n)*? {2}--floor-gap <value>/);
  });
});

describe('fileExtension', () => {
  const known = new Map([
    ['svg', 'svg'],
    ['iso.svg', 'iso'],
    ['png', 'png'],
    ['iso.png', 'iso-png'],
  ]);
  it.each([
    ['tower.iso.svg', 'iso.svg'],
    ['TOWER.ISO.PNG', 'iso.png'],
    ['a.b.svg', 'svg'],
    ['dir.iso/maze.svg', 'svg'],
    ['maze.txt', 'txt'],
    ['maze', ''],
    ['.hidden', ''],
  ])('%s → %j', (file, ext) => {
    expect(fileExtension(file, known)).toBe(ext);
  });
  it('file types', () => {
    expect([fileType('iso.png'), fileType('svg'), fileType('')]).toEqual(['png', 'svg', '']);
  });
});
