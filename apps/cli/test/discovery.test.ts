import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseMaze } from '@mazekit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStack, lines, pluginProject, run } from './helpers.js';

let project: string;

beforeAll(() => {
  project = pluginProject();
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('plugin discovery', () => {
  it('lists third-party packages that follow the naming convention, and only those', async () => {
    const r = await run(['list', '--json'], { cwd: project });
    expect(r.code).toBe(0);
    const data = JSON.parse(r.stdout) as { generators: { id: string; package: string; version: string }[]; renderers: { id: string }[]; formats: string[] };
    expect(data.generators).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'zigzag', package: 'mazekit-generator-zigzag', version: '1.2.3' })]));
    expect(data.generators.map((g) => g.id)).toEqual(expect.arrayContaining(['boom', 'backtracker']));
    expect(data.generators.map((g) => g.id)).not.toContain('broken');
    expect(data.renderers.map((g) => g.id)).toContain('dots');
    expect(data.formats).toContain('dots');
    // The broken plugin is named on stderr, one line, and does not stop the listing.
    expect(lines(r.stderr)).toEqual([expect.stringMatching(/^mazekit: cannot load mazekit-generator-broken: this plugin cannot even load \(skipped\)$/)]);
  });

  it('generates with a discovered generator and renders with a discovered renderer', async () => {
    const [json, dots, flip] = await Promise.all([
      run(['generate', '-a', 'zigzag', '--width', '4', '--height', '3', '--seed', 'z'], { cwd: project }),
      run(['generate', '-a', 'zigzag', '--width', '4', '--height', '3', '-o', join(project, 'm.dots'), '--dot', '#'], { cwd: project }),
      run(['generate', '-a', 'zigzag', '--width', '4', '--height', '3', '--seed', 'z', '-O', 'flip=true'], { cwd: project }),
    ]);
    expect(json.code).toBe(0);
    const maze = parseMaze(json.stdout);
    expect(Array.from(maze.grid.cells)).toEqual([4, 12, 12, 10, 6, 12, 12, 9, 5, 12, 12, 8]);
    expect(dots.code).toBe(0);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(join(project, 'm.dots'), 'utf8')).toBe('####\n####\n####\n');
    expect(parseMaze(flip.stdout).grid.cells[0]).toBe(6);
  });

  it('imports only the chosen generator: a broken package elsewhere does not matter', async () => {
    const r = await run(['generate', '--width', '3', '--height', '3', '--seed', '1'], { cwd: project });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('a generator that cannot do levels is a usage error naming the limit', async () => {
    const r = await run(['generate', '-a', 'zigzag', '--levels', '2'], { cwd: project });
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(['mazekit: zigzag carves single-level mazes only; got levels=2, allowed: 1']);
  });

  it('an unexpected failure inside a plugin is one line and exit 1; MAZEKIT_DEBUG=1 adds the stack', async () => {
    const [plain, debug, broken] = await Promise.all([
      run(['generate', '-a', 'boom'], { cwd: project }),
      run(['generate', '-a', 'boom'], { cwd: project, env: { MAZEKIT_DEBUG: '1' } }),
      run(['generate', '-a', 'broken'], { cwd: project }),
    ]);
    expect(plain.code).toBe(1);
    expect(lines(plain.stderr)).toEqual(['mazekit: boom went the generator']);
    expect(debug.code).toBe(1);
    expect(hasStack(debug.stderr)).toBe(true);
    expect(broken.code).toBe(1);
    expect(lines(broken.stderr)).toEqual(['mazekit: cannot load mazekit-generator-broken: this plugin cannot even load']);
  });
});
