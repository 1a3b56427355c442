import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CellKind, layoutCells, parseMaze } from '@mazekit/core';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pool, run, tempDir } from './helpers.js';

const FLAGS = ['generate', '-a', 'rooms', '--width', '40', '--height', '24', '--seed', 'level 1', '--rooms', '8', '--room-size', '3..7', '--extra-doors', '0.1', '--dead-ends', '0'];

describe('dungeons in the CLI', () => {
  it('the generator options are flags of their own; the maze keeps its rooms and doors; stats count them', async () => {
    const [json, viaO] = await pool([() => run([...FLAGS, '--format', 'json']), () => run(['generate', '-a', 'rooms', '--width', '40', '--height', '24', '--seed', 'level 1', '-O', 'rooms=8', '-O', 'roomSize=3..7', '-O', 'extraDoors=0.1', '-O', 'deadEnds=0'])]);
    expect([json!.code, json!.stderr]).toEqual([0, '']);
    expect(viaO!.stdout).toBe(json!.stdout);
    const maze = parseMaze(json!.stdout);
    expect(maze.layout!.rooms).toHaveLength(8);
    const cells = layoutCells(maze)!;
    // --dead-ends 0 keeps none: every dead end is filled back to rock.
    expect(cells.counts[CellKind.ROCK]).toBeGreaterThan(0);
    const stats = await run(['stats', '-'], { input: json!.stdout });
    expect(stats.code).toBe(0);
    const dungeon = (JSON.parse(stats.stdout) as { dungeon: { rooms: number; doors: number; loops: number; corridorShare: number } }).dungeon;
    expect(dungeon.rooms).toBe(8);
    expect(dungeon.doors).toBe(maze.layout!.doors.length);
    expect(dungeon.corridorShare).toBeGreaterThan(0);
  });

  it('writes a Tiled map and a PNG with the rock filled', async () => {
    const dir = tempDir();
    const [tiled, png, json] = await pool([
      () => run([...FLAGS, '-o', join(dir, 'level.tmj')]),
      () => run([...FLAGS, '-o', join(dir, 'level.png'), '--cell-size', '10', '--padding', '0', '--rock-color', '#102030']),
      () => run([...FLAGS, '--format', 'json']),
    ]);
    expect([tiled!.code, tiled!.stderr, png!.code, png!.stderr]).toEqual([0, '', 0, '']);
    const map = JSON.parse(readFileSync(join(dir, 'level.tmj'), 'utf8')) as { type: string; width: number; height: number; layers: { type: string }[] };
    expect(map.type).toBe('map');
    expect([map.width, map.height]).toEqual([81, 49]);
    expect(map.layers.some((l) => l.type === 'objectgroup')).toBe(true);
    const maze = parseMaze(json!.stdout);
    const cells = layoutCells(maze)!;
    const image = await loadImage(readFileSync(join(dir, 'level.png')));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height).data;
    const img = { at: (x: number, y: number) => [...pixels.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)] };
    let rock = 0;
    for (let c = 0; c < maze.grid.size; c++) {
      if (cells.kinds[c] !== CellKind.ROCK) continue;
      const x = (c % 40) * 10 + 5;
      const y = Math.floor(c / 40) * 10 + 5;
      expect(img.at(x, y).slice(0, 3)).toEqual([0x10, 0x20, 0x30]);
      rock++;
    }
    expect(rock).toBeGreaterThan(0);
  });

  it('refuses bad dungeon flags before carving, naming the flag as typed', async () => {
    const dir = tempDir();
    const out = join(dir, 'x.svg');
    const cases: [string[], RegExp][] = [
      [['generate', '--rooms', '3', '-o', out], /^mazekit: --rooms is an option of -a rooms, not of -a backtracker/],
      [['generate', '-a', 'rooms', '--room-size', '9..3', '-o', out], /^mazekit: --room-size must be a side or a range of sides like "3..9".*got "9..3"$/],
      [['generate', '-a', 'rooms', '-O', 'roomSize=x', '-o', out], /^mazekit: --option roomSize must be a side or a range/],
      [['generate', '-a', 'rooms', '--extra-doors', '2', '-o', out], /^mazekit: --extra-doors must be a number from 0 to 1, got 2$/],
      [['generate', '-a', 'rooms', '--rooms', 'lots', '-o', out], /^mazekit: --rooms must be an integer from 0 to 1000000, got "lots"$/],
    ];
    const results = await pool(cases.map(([args]) => () => run(args)));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![0].join(' ')).toBe(2);
      expect(r.stderr.trim()).toMatch(cases[i]![1]);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });
    expect(existsSync(out)).toBe(false);
  });

  it('lists the generator option flags in generate --help', async () => {
    const help = await run(['generate', '--help']);
    expect(help.stdout).toMatch(/Generator options[^\n]*:\n/);
    expect(help.stdout).toMatch(/--room-size <value> +Room sides in cells/);
  });
});
