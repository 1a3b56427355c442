import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMasked, parseMaze, parseMazeLines, type Shape } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_DIR, hasStack, lines, pool, run, tempDir } from './helpers.js';

const SHAPES: readonly Shape[] = [hex, polar, triangle];

let dir: string;
const HEART = ['.##.##.', '#######', '#######', '.#####.', '..###..', '...#...'].join('\n');

beforeAll(() => {
  dir = tempDir('mazekit-shapes-');
  writeFileSync(join(dir, 'heart.txt'), `${HEART}\n`);
  writeFileSync(join(dir, 'split.txt'), '###..#\n###..#\n');
  writeFileSync(join(dir, 'blank.txt'), '......\n......\n');
  writeFileSync(join(dir, 'empty.txt'), '');
  writeFileSync(join(dir, 'broken.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]));
  writeFileSync(join(dir, 'fake.png'), 'garbage\n');
  // A black disc on white, 64 px: its centre region is on.
  const canvas = createCanvas(64, 64);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = '#000';
  ctx.beginPath();
  ctx.arc(32, 32, 24, 0, 2 * Math.PI);
  ctx.fill();
  writeFileSync(join(dir, 'disc.png'), canvas.toBuffer('image/png'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A project with a third-party shape installed as npm would: `mazekit-grid-strip`, a row of
 * `length` cells (east and west neighbours), made with core's defineShape.
 */
function stripProject(): string {
  const root = tempDir('mazekit-strip-');
  mkdirSync(join(root, 'node_modules', '@mazekit'), { recursive: true });
  symlinkSync(join(CLI_DIR, 'node_modules', '@mazekit', 'core'), join(root, 'node_modules', '@mazekit', 'core'), 'dir');
  const pkg = join(root, 'node_modules', 'mazekit-grid-strip');
  mkdirSync(pkg);
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'mazekit-grid-strip', version: '0.1.0', type: 'module', exports: './index.js' }));
  writeFileSync(
    join(pkg, 'index.js'),
    `import { defineShape } from '@mazekit/core';
class Strip {
  constructor(length) { this.topology = 'strip'; this.length = length; this.size = length; this.degree = 2; this.levels = 1; this.cells = new Uint8Array(length); }
  get shape() { return shape; }
  neighbor(c, d) { const n = d === 0 ? c + 1 : c - 1; return n >= 0 && n < this.size ? n : -1; }
  opposite(d) { return 1 - d; }
  link(c, d) { this.cells[c] |= 1 << d; this.cells[this.neighbor(c, d)] |= 1 << (1 - d); }
  unlink(c, d) { this.cells[c] &= ~(1 << d); this.cells[this.neighbor(c, d)] &= ~(1 << (1 - d)); }
  isOpen(c, d) { return (this.cells[c] & (1 << d)) !== 0; }
  directionTo(a, b) { return b === a + 1 ? 0 : b === a - 1 ? 1 : -1; }
  clone() { const g = new Strip(this.length); g.cells.set(this.cells); return g; }
}
export const shape = defineShape({
  topology: 'strip', package: 'mazekit-grid-strip', name: 'Strip', summary: 'one row of cells', multiLevel: false,
  params: [{ name: 'length', type: 'number', description: 'cells in the row', default: 8, min: 2, max: 1000, integer: true }],
  directions: ['east', 'west'],
  create: (p) => new Strip(p.length),
  writeFields: (g) => ({ length: g.length }),
  readFields: (json, fail) => (Number.isInteger(json.length) && json.length >= 2 ? new Strip(json.length) : fail('size', 'bad length')),
  geometry: () => { throw new Error('not drawn'); },
  cellName: (g, c) => 'cell ' + c,
});
`,
  );
  return root;
}

describe('shapes in the CLI', () => {
  it('lists the installed shapes with their size flags', async () => {
    const [json, text] = await Promise.all([run(['list', '--json']), run(['list'])]);
    const data = JSON.parse(json.stdout) as { shapes: { topology: string; package: string; params: { name: string }[] }[] };
    expect(data.shapes.map((s) => s.topology)).toEqual(['orthogonal', 'hex', 'polar', 'triangle', 'weave']);
    expect(data.shapes.find((s) => s.topology === 'polar')).toMatchObject({ package: '@mazekit/grid-polar', params: [{ name: 'rings' }] });
    expect(text.stdout).toMatch(/^Shapes \(5\), for generate --shape NAME:$/m);
    // Each generator says which shapes it carves.
    expect(text.stdout).toMatch(/^ {2}wilson +Wilson's algorithm \[uniform, multi-level, every shape, masks\]/m);
    expect(text.stdout).toMatch(/^ {2}eller +Eller's algorithm \[multi-level, orthogonal only, no masks\]/m);
    // And in JSON, which shapes and whether masks: what `generate --mask` accepts.
    const generators = (JSON.parse(json.stdout) as { generators: { id: string; shapes: string[]; masked: boolean }[] }).generators;
    expect(generators.find((g) => g.id === 'wilson')).toMatchObject({ shapes: ['orthogonal', 'hex', 'polar', 'triangle', 'weave'], masked: true });
    for (const id of ['binary-tree', 'eller', 'sidewinder', 'recursive-division']) {
      expect(generators.find((g) => g.id === id), id).toMatchObject({ shapes: ['orthogonal'], masked: false });
    }
    expect(text.stdout).toMatch(/^ {6}--rings {2}rings around the centre cell \(an integer from 1 to \d+; default 10\)$/m);
  });

  it('finds a third-party shape by its package name: listed, sized by its own flag, read back', async () => {
    const project = stripProject();
    try {
      const [list, help, made, wrong] = await Promise.all([
        run(['list', '--json'], { cwd: project }),
        run(['generate', '--help'], { cwd: project }),
        run(['generate', '--shape', 'strip', '--length', '5', '--seed', '1'], { cwd: project }),
        run(['generate', '--shape', 'strip', '--width', '5'], { cwd: project }),
      ]);
      const shapes = (JSON.parse(list.stdout) as { shapes: { topology: string; package: string }[] }).shapes;
      expect(shapes).toContainEqual(expect.objectContaining({ topology: 'strip', package: 'mazekit-grid-strip' }));
      expect(help.stdout).toMatch(/--length <n> +cells in the row \(--shape strip, default 8\)/);
      expect(JSON.parse(made.stdout)).toMatchObject({ topology: 'strip', length: 5, cells: [1, 3, 3, 3, 2] });
      const stats = await run(['stats', '-'], { cwd: project, input: made.stdout });
      expect(JSON.parse(stats.stdout)).toMatchObject({ topology: 'strip', length: 5, cells: 5, perfect: true });
      expect(wrong.code).toBe(2);
      expect(lines(wrong.stderr)).toEqual(['mazekit: --width does not apply to --shape strip; its sizes are --length']);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('carves every shape with graph generators, --count over threads the same as inline', async () => {
    const [h, t, p, inline, threads] = await Promise.all([
      run(['generate', '--shape', 'hex', '--width', '5', '--height', '4', '--levels', '2', '-a', 'wilson', '--seed', 's']),
      run(['generate', '--shape', 'triangle', '--width', '7', '--height', '3', '-a', 'kruskal', '--seed', 's', '--braid', '1', '-f', 'stats']),
      run(['generate', '--shape', 'polar', '--rings', '4', '-a', 'prim', '--seed', 's', '--solve']),
      run(['generate', '--shape', 'polar', '--rings', '3', '--count', '4', '--seed', 'c', '--jobs', '1']),
      run(['generate', '--shape', 'polar', '--rings', '3', '--count', '4', '--seed', 'c', '--jobs', '2']),
    ]);
    for (const r of [h, t, p, inline, threads]) expect(r.stderr).toBe('');
    const hm = parseMaze(h.stdout, SHAPES);
    expect([hm.grid.topology, hm.grid.size, hm.grid.levels]).toEqual(['hex', 40, 2]);
    // --braid 1 removes dead ends, so the triangle maze has loops.
    const ts = JSON.parse(t.stdout) as { topology: string; braid: number; loops: number; perfect: boolean };
    expect(ts).toMatchObject({ topology: 'triangle', braid: 1, perfect: false });
    expect(ts.loops).toBeGreaterThan(0);
    const pm = parseMaze(p.stdout, SHAPES);
    expect(pm.grid.topology).toBe('polar');
    expect(pm.solution!.length).toBeGreaterThan(1);
    expect(threads.stdout).toBe(inline.stdout);
    expect(parseMazeLines(inline.stdout, SHAPES).map((m) => m.seed)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
  });

  it('masks from text and PNG, on any shape, and keeps the largest region when asked', async () => {
    const [text, onHex, png, largest] = await Promise.all([
      run(['generate', '--mask', join(dir, 'heart.txt'), '--seed', 'm']),
      run(['generate', '--shape', 'hex', '--mask', join(dir, 'heart.txt'), '-a', 'aldous-broder', '--seed', 'm']),
      run(['generate', '--shape', 'polar', '--rings', '8', '--mask', join(dir, 'disc.png'), '-a', 'wilson', '--seed', 'm']),
      run(['generate', '--mask', join(dir, 'split.txt'), '--keep-largest', '--seed', 'm']),
    ]);
    const hashes = HEART.split('').filter((c) => c === '#').length;
    const tm = parseMaze(text.stdout, SHAPES);
    // A text mask sets the board: one character a cell.
    expect(JSON.parse(text.stdout)).toMatchObject({ topology: 'orthogonal', width: 7, height: 6, mask: HEART.replace(/\n/g, '').replace(/#/g, '1').replace(/\./g, '0') });
    expect(isMasked(tm.grid) && tm.grid.size).toBe(hashes);
    expect(parseMaze(onHex.stdout, SHAPES).grid.topology).toBe('hex');
    const pm = parseMaze(png.stdout, SHAPES);
    // The disc (radius 24 of 32) keeps the inner rings and drops the outer ones.
    expect(isMasked(pm.grid)).toBe(true);
    const on = (JSON.parse(png.stdout) as { mask: string }).mask;
    expect(on[0]).toBe('1');
    expect(on.endsWith('0')).toBe(true);
    expect(parseMaze(largest.stdout, SHAPES).grid.size).toBe(6);
  });

  it('stats has the same fields for every shape: topology, then the shape\'s size fields, then the counts', async () => {
    const board = ['--width', '4', '--height', '3'];
    const cases = [board, ['--shape', 'hex', ...board], ['--shape', 'triangle', ...board], ['--shape', 'polar', '--rings', '3']];
    const runs = await Promise.all(cases.map((flags) => run(['generate', '--seed', 'f', ...flags, '-f', 'stats'])));
    const objects = runs.map((r) => JSON.parse(r.stdout) as Record<string, unknown>);
    expect(objects.map((o) => o.topology)).toEqual(['orthogonal', 'hex', 'triangle', 'polar']);
    const size = new Set(['width', 'height', 'levels', 'rings']);
    const rest = objects.map((o) => Object.keys(o).filter((k) => !size.has(k)));
    for (const keys of rest) expect(keys).toEqual(rest[0]);
    expect(rest[0]!.slice(0, 4)).toEqual(['generator', 'seed', 'topology', 'cells']);
  });

  it('reads every shape back: solve, stats and render', async () => {
    const made = await run(['generate', '--shape', 'triangle', '--width', '6', '--height', '3', '--seed', 'r']);
    const [solved, stats, pdf, ascii] = await Promise.all([
      run(['solve', '-'], { input: made.stdout }),
      run(['stats', '-'], { input: made.stdout }),
      run(['render', '-', '-o', join(dir, 't.pdf')], { input: made.stdout }),
      run(['render', '-', '--format', 'ascii'], { input: made.stdout }),
    ]);
    expect(parseMaze(solved.stdout, SHAPES).solution!.length).toBeGreaterThan(1);
    expect(JSON.parse(stats.stdout)).toMatchObject({ seed: 'r', topology: 'triangle', width: 6, height: 3, cells: 18, perfect: true });
    expect(pdf.code).toBe(0);
    expect(readFileSync(join(dir, 't.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(ascii.code).toBe(2);
    expect(lines(ascii.stderr)).toEqual([expect.stringMatching(/^mazekit: --format ascii cannot draw triangle mazes; it draws orthogonal, weave\. Formats for triangle mazes: .*json, stats$/)]);
  });

  it('refuses bad shapes, sizes and masks with one line, exit 2 and no file', async () => {
    const out = join(dir, 'never.json');
    const cases: [string[], RegExp][] = [
      [['--shape', 'blob'], /^unknown --shape "blob"; installed: orthogonal, hex, polar, triangle, weave$/],
      [['--shape', 'hex', '--rings', '3'], /^--rings does not apply to --shape hex; its sizes are --width, --height, --levels$/],
      [['--shape', 'polar', '--width', '3'], /^--width does not apply to --shape polar; its sizes are --rings$/],
      [['--shape', 'polar', '--rings', '0'], /^--rings must be an integer from 1 to \d+, got "0"$/],
      [['--shape', 'polar', '--rings', '100000'], /^--rings must be an integer from 1 to \d+, got "100000"$/],
      [['--shape', 'hex', '-a', 'eller'], /^eller cannot carve hex grids; it supports orthogonal$/],
      [['--mask', join(dir, 'heart.txt'), '-a', 'binary-tree'], /^binary-tree cannot carve masked grids; it needs the whole orthogonal board$/],
      [['--mask', join(dir, 'empty.txt')], /^--mask ".*empty\.txt": the text mask is empty; write rows of # \(on\) and \. \(off\)$/],
      [['--mask', join(dir, 'blank.txt')], /^--mask ".*blank\.txt": the mask switches every cell off; at least one cell must be on \(dark pixels and # are on\)$/],
      [['--mask', join(dir, 'split.txt')], /^--mask ".*split\.txt": the mask's on-cells do not all connect: cell 5 \(col 5, row 0\) cannot be reached from cell 0 \(col 0, row 0\); join the regions or give --keep-largest$/],
      [['--mask', join(dir, 'broken.png'), '--shape', 'polar'], /^--mask ".*broken\.png": not a readable PNG \(.+\); give a PNG picture or a text mask of # and \.$/],
      [['--mask', join(dir, 'fake.png')], /^--mask ".*fake\.png": not a readable PNG \(it lacks the PNG signature\); give a PNG picture or a text mask of # and \.$/],
      [['--mask', join(dir, 'missing.txt')], /^cannot read --mask ".*missing\.txt": no such file$/],
      [['--keep-largest'], /^--keep-largest keeps the largest region of a --mask; give --mask FILE or drop it$/],
    ];
    const results = await pool(cases.map(([args]) => () => run(['generate', ...args, '-o', out])));
    results.forEach((r, i) => {
      expect({ args: cases[i]![0], code: r.code }).toEqual({ args: cases[i]![0], code: 2 });
      expect(hasStack(r.stderr)).toBe(false);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(lines(r.stderr)[0]!.replace(/^mazekit: /, '')).toMatch(cases[i]![1]);
    });
    expect(existsSync(out)).toBe(false);
    // solve and stats write JSON: a file named as a picture is refused, before anything is written.
    const maze = await run(['generate', '--shape', 'hex', '--width', '3', '--height', '2', '--format', 'json']);
    for (const command of ['solve', 'stats']) {
      const picture = join(dir, `${command}.png`);
      const named = await run([command, '-', '-o', picture], { input: maze.stdout });
      expect(named.code).toBe(2);
      expect(lines(named.stderr)).toEqual([`mazekit: ${command} writes JSON, but --output ${JSON.stringify(picture)} names a png file; name it .json, or pipe into \`mazekit render - -o ${JSON.stringify(picture)}\``]);
      expect(existsSync(picture)).toBe(false);
    }
    const unknown = await run(['stats', '-'], { input: '{"format":"mazekit/1","topology":"cube","generator":"x","seed":"1","cells":[]}' });
    expect(unknown.code).toBe(2);
    expect(lines(unknown.stderr)).toEqual(['mazekit: stdin: @mazekit/core/format: rule topology: "topology" must be one of orthogonal, hex, polar, triangle, weave, got "cube"']);
  });
});
