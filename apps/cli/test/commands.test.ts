import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMaze, parseMazeLines } from '@mazekit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, GENERATOR_IDS, lines, pool, run, tempDir } from './helpers.js';

let dir: string;
let mazeFile: string;
let mazeText: string;

beforeAll(async () => {
  dir = tempDir();
  mazeFile = join(dir, 'maze.json');
  mazeText = (await run(['generate', '-a', 'wilson', '--width', '7', '--height', '5', '--seed', 'cmd'])).stdout;
  writeFileSync(mazeFile, mazeText);
});

describe('mazekit render', () => {
  it('draws a maze file and stdin in every format', async () => {
    const formats = ['ascii', 'unicode', 'svg', 'blocks', 'png', 'json', 'stats'];
    const results = await pool([
      ...formats.map((f) => () => run(['render', mazeFile, '--format', f])),
      () => run(['render', '-', '--format', 'unicode'], { input: mazeText }),
      () => run(['render', mazeFile]),
    ]);
    results.forEach((r) => expect([r.code, r.stderr]).toEqual([0, '']));
    const [ascii, unicode, svg, blocks, png, json, stats, stdin, plain] = results;
    expect(ascii!.stdout.startsWith('+--+')).toBe(true);
    expect(lines(ascii!.stdout)).toHaveLength(11);
    expect(stdin!.stdout).toBe(unicode!.stdout);
    expect(plain!.stdout).toBe(ascii!.stdout);
    expect(svg!.stdout).toContain('<svg');
    expect(lines(blocks!.stdout)).toHaveLength(11);
    expect(png!.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(json!.stdout).toBe(mazeText);
    expect(JSON.parse(stats!.stdout)).toMatchObject({ cells: 35, passages: 34, seed: 'cmd', generator: 'wilson' });
  });

  it('draws the solution with --solve and several mazes one after another', async () => {
    const many = (await run(['generate', '--count', '3', '--width', '3', '--height', '2', '--seed', 'r'])).stdout;
    const [solved, text, png] = await Promise.all([
      run(['render', mazeFile, '--solve', '--format', 'unicode']),
      run(['render', '-', '--format', 'ascii'], { input: many }),
      run(['render', '-', '--format', 'png'], { input: many }),
    ]);
    expect(solved.stdout).toContain('S');
    expect(solved.stdout).toContain('•');
    expect(text.stdout.split('\n\n')).toHaveLength(3);
    expect(png.code).toBe(2);
    expect(lines(png.stderr)).toEqual([expect.stringMatching(/^mazekit: --format png draws one maze per file; the input holds 3: draw them one at a time/)]);
  });
});

describe('mazekit solve', () => {
  it('adds start, goal and solution from a file or stdin', async () => {
    const out = join(dir, 'solved.json');
    const [file, stdin] = await Promise.all([run(['solve', mazeFile, '-o', out]), run(['solve', '-'], { input: mazeText })]);
    expect([file.code, file.stdout, file.stderr]).toEqual([0, '', '']);
    const maze = parseMaze(readFileSync(out, 'utf8'));
    expect(maze.solution!.length).toBeGreaterThan(1);
    expect(maze.solution![0]).toBe(maze.start);
    expect(stdin.stdout).toBe(readFileSync(out, 'utf8'));
  });

  it('solves every line of JSON Lines', async () => {
    const many = (await run(['generate', '--count', '4', '--width', '4', '--height', '4', '--seed', 'l'])).stdout;
    const r = await run(['solve', '-'], { input: many });
    const mazes = parseMazeLines(r.stdout);
    expect(mazes).toHaveLength(4);
    for (const m of mazes) expect(m.solution).toBeDefined();
  });
});

describe('mazekit stats', () => {
  it('prints the statistics object', async () => {
    const r = await run(['stats', mazeFile]);
    expect(r.code).toBe(0);
    const stats = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(stats).toMatchObject({ cells: 35, passages: 34, perfect: true, loops: 0, seed: 'cmd' });
    for (const key of ['deadEnds', 'deadEndRatio', 'longestPath']) expect(stats[key]).toBeTypeOf('number');
    expect(stats.generateMs).toBeUndefined();
  });
});

describe('mazekit list', () => {
  it('shows the installed generators and renderers, as text and JSON', async () => {
    const [text, json] = await Promise.all([run(['list']), run(['list', '--json'])]);
    expect(text.code).toBe(0);
    expect(text.stdout.startsWith(`Generators (${GENERATOR_IDS.length}), for generate -a ID:`)).toBe(true);
    const data = JSON.parse(json.stdout) as {
      generators: { id: string; package: string; multiLevel: boolean; options: unknown[] }[];
      renderers: { id: string; formats: string[] }[];
      formats: string[];
    };
    const ids = data.generators.map((g) => g.id);
    expect(ids).toEqual(GENERATOR_IDS);
    for (const id of ids) expect(text.stdout).toContain(`\n  ${id} `);
    expect(data.generators.find((g) => g.id === 'wilson')).toMatchObject({ package: '@mazekit/generator-wilson', multiLevel: true });
    expect(data.renderers.map((r) => r.id)).toEqual(expect.arrayContaining(['ascii', 'svg', 'canvas', 'blocks']));
    expect(data.formats).toEqual(expect.arrayContaining(['ascii', 'unicode', 'svg', 'png', 'blocks', 'json', 'stats']));
  });
});

describe('help and version', () => {
  it('every command has --help with examples; --version prints the version', async () => {
    const commands = ['generate', 'render', 'solve', 'stats', 'pattern', 'list', 'animate', 'window'];
    const results = await pool([...commands.map((c) => () => run([c, '--help'])), () => run(['--help']), () => run(['--version'])]);
    commands.forEach((c, i) => {
      const r = results[i]!;
      expect(r.code, c).toBe(0);
      expect(r.stdout, c).toContain(`Usage: mazekit ${c}`);
      expect(r.stdout, c).toContain('Examples:');
    });
    // The public surface of the binary: its commands.
    const top = results[commands.length]!.stdout;
    const listed = [...top.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]);
    expect(listed).toEqual([...commands, 'help']);
    const pkg = JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as { version: string };
    expect(results.at(-1)!.stdout).toBe(`${pkg.version}\n`);
  });

  it('generate --help-style lists the style flags of the renderers', async () => {
    const r = await run(['generate', '--help-style']);
    expect(r.stdout).toContain('--cell-size <value>');
    expect(r.stdout.split('\n')[0]).toBe('Style flags of mazekit generate, by renderer (also as --style key=value):');
  });
});
