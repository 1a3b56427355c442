import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPerfect, parseMaze } from '@mazekit/core';
import { shape as weave, type WeaveGrid } from '@mazekit/grid-weave';
import { afterAll, describe, expect, it } from 'vitest';
import { hasStack, run, tempDir } from './helpers.js';

const dir = tempDir('mazekit-weave-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (text: string) => parseMaze(text, [weave]) as unknown as { grid: WeaveGrid; solution?: number[]; start?: number; goal?: number };

describe('weave mazes from the command line', () => {
  it('generate --shape weave --crossings 0.4 carves a perfect maze with crossings, the same for the same seed', async () => {
    const args = ['generate', '--shape', 'weave', '--crossings', '0.4', '--width', '16', '--height', '10', '--seed', 'cli', '-f', 'json'];
    const a = await run(args);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const maze = read(a.stdout);
    expect(maze.grid.crossings().length).toBeGreaterThan(3);
    expect(isPerfect(maze.grid)).toBe(true);
    expect((await run(args)).stdout).toBe(a.stdout);
    // Every graph generator carves it.
    for (const algorithm of ['wilson', 'kruskal', 'prim', 'hunt-and-kill', 'growing-tree', 'aldous-broder']) {
      const r = await run(['generate', '--shape', 'weave', '-a', algorithm, '--crossings', '0.4', '--width', '12', '--height', '8', '--seed', 'cli', '-f', 'json']);
      expect(r.code, `${algorithm}: ${r.stderr}`).toBe(0);
      expect(isPerfect(read(r.stdout).grid), algorithm).toBe(true);
    }
  });

  it('--crossings 0 is a plain square maze; a bad density is a one-line usage error', async () => {
    const none = await run(['generate', '--shape', 'weave', '--crossings', '0', '--seed', 'cli', '-f', 'json']);
    expect(read(none.stdout).grid.crossings()).toEqual([]);
    for (const bad of ['1.5', '-0.1', 'lots']) {
      const r = await run(['generate', '--shape', 'weave', '--crossings', bad]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`mazekit: --crossings must be a number from 0 to 1, got ${JSON.stringify(bad)}\n`);
    }
    const square = await run(['generate', '--crossings', '0.4']);
    expect(square.code).toBe(2);
    expect(square.stderr).toMatch(/^mazekit: --crossings does not apply to --shape orthogonal/);
    expect(hasStack(square.stderr)).toBe(false);
  });

  it('solve, stats and render read a weave maze; the route goes through the tunnels', async () => {
    const file = join(dir, 'weave.json');
    const made = await run(['generate', '--shape', 'weave', '--crossings', '1', '--width', '14', '--height', '9', '--seed', 'route', '-f', 'json', '-o', file]);
    expect(made.code).toBe(0);
    const solved = await run(['solve', file]);
    expect(solved.code).toBe(0);
    const maze = read(solved.stdout);
    const grid = maze.grid;
    const route = maze.solution!;
    // Each step is a passage of the weave grid: a neighbour through an open side (beneath crossings too).
    for (let i = 1; i < route.length; i++) {
      const d = grid.directionTo(route[i - 1]!, route[i]!);
      expect(d >= 0 && grid.isOpen(route[i - 1]!, d), `step ${route[i - 1]} → ${route[i]}`).toBe(true);
    }
    const stats = JSON.parse((await run(['stats', file])).stdout) as { perfect: boolean; passages: number; cells: number; topology: string; crossings: number[] };
    expect(stats).toMatchObject({ perfect: true, topology: 'weave', cells: 126, passages: 125 });
    expect(stats.crossings).toEqual(grid.crossings());
    writeFileSync(join(dir, 'solved.json'), solved.stdout);
    const svg = await run(['render', join(dir, 'solved.json'), '-f', 'svg']);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toContain('<path class="solution"');
    const png = await run(['render', join(dir, 'solved.json'), '-f', 'png', '-o', join(dir, 'solved.png')]);
    expect(png.code).toBe(0);
    expect(readFileSync(join(dir, 'solved.png')).subarray(1, 4).toString()).toBe('PNG');
    const walked = await run(['solve', file, '--solver', 'wall-follower']);
    expect(walked.code, walked.stderr).toBe(0);
    expect(read(walked.stdout).solution!.at(-1)).toBe(read(walked.stdout).goal);
  });

  it('a format that cannot show crossings refuses weave mazes in one line, before carving', async () => {
    for (const format of ['blocks', 'tiled']) {
      const r = await run(['generate', '--shape', 'weave', '-f', format]);
      expect(r.code, format).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(new RegExp(`^mazekit: --format ${format} cannot draw weave mazes`));
    }
  });

  it('refuses a mask on a weave maze, whose crossings need the whole board', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'm.txt'), '#####\n#####\n#####\n');
    const r = await run(['generate', '--shape', 'weave', '--crossings', '0.9', '--mask', join(dir, 'm.txt'), '-o', join(dir, 'never.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mazekit: --mask does not apply to --shape weave: its crossings need the whole board; drop --mask, or mask an orthogonal maze\n');
    expect(hasStack(r.stderr)).toBe(false);
  });

  it('draws weave mazes in isometric 3D, a bridge over each crossing', async () => {
    const dir = tempDir();
    const [svg, png] = await Promise.all([
      run(['generate', '--shape', 'weave', '--width', '8', '--height', '6', '--crossings', '1', '-a', 'wilson', '--seed', 'iso', '--solve', '-f', 'iso']),
      run(['generate', '--shape', 'weave', '--width', '8', '--height', '6', '--crossings', '1', '-a', 'wilson', '--seed', 'iso', '-o', join(dir, 'w.iso.png')]),
    ]);
    expect(svg.code, svg.stderr).toBe(0);
    const json = await run(['generate', '--shape', 'weave', '--width', '8', '--height', '6', '--crossings', '1', '-a', 'wilson', '--seed', 'iso']);
    const crossings = (JSON.parse(json.stdout) as { crossings: number[] }).crossings;
    expect(crossings.length).toBeGreaterThan(0);
    expect(svg.stdout.match(/data-side="deck"/g)).toHaveLength(crossings.length);
    expect(png.code, png.stderr).toBe(0);
    expect(readFileSync(join(dir, 'w.iso.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
