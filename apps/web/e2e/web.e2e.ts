import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, mazeEnds, parseMaze, solve, stringifyMaze, type Generator } from '@mazekit/core';
import { canvasSize } from '@mazekit/render-canvas';
import { renderSvg } from '@mazekit/render-svg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATORS, findGenerator } from '../src/generators.js';
import { layoutFor } from '../src/layout.js';
import { startHarness, type Harness } from './harness.js';
import { camera, darkAt, download, finished, open as openPage, pageErrors, settled, step } from './pages.js';

const CLI = fileURLToPath(new URL('../../cli/dist/bin.js', import.meta.url));
const CLI_PACKAGE = fileURLToPath(new URL('../../cli/package.json', import.meta.url));

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

function generatorById(id: string): Generator {
  const g = findGenerator(id);
  if (!g) throw new Error(`the app does not bundle ${id}`);
  return g;
}

const open = (query: string, viewport?: { width: number; height: number }) => openPage(harness, query, viewport);

/** The CLI's stdout, or `undefined` when the workspace has no CLI package at all. */
function cli(args: string[]): string | undefined {
  if (!existsSync(CLI_PACKAGE)) return undefined;
  if (!existsSync(CLI)) throw new Error('apps/cli is in the workspace but not built: run pnpm --filter @mazekit/cli build');
  return execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
}

/** The maze JSON with the page's entrance (first cell) and exit (last cell) and the route, as `mazekit solve` writes it for a maze naming them. */
function solvedJson(g: Generator, request: { width: number; height: number; levels?: number; seed: string }): string {
  const maze = generate(g, request);
  return `${stringifyMaze(solve({ ...maze, start: 0, goal: maze.grid.size - 1 }))}\n`;
}

const SMALL = { width: 12, height: 8, seed: 'abc' };
const SMALL_QUERY = 'generator=backtracker&width=12&height=8&levels=1&seed=abc';

describe('the demo page', () => {
  it('animates a maze to the end under keyboard control', async () => {
    const page = await open(`${SMALL_QUERY}&speed=20`);
    await page.waitForSelector('#app[data-state="playing"]');
    expect(await page.title()).toContain('mazekit');
    const unlabelled = await page.$$eval('input, select', (els) =>
      els.filter((el) => (el as HTMLInputElement).labels?.length === 0).map((el) => el.id),
    );
    expect(unlabelled).toEqual([]);

    await page.waitForFunction(() => Number(document.querySelector('#app')!.getAttribute('data-step')) >= 3);
    await page.focus('#maze');
    await page.keyboard.press('Space');
    await page.waitForSelector('#app[data-state="paused"]');
    // The step counter is not a live region (it changes every frame).
    expect(await page.$$eval('[aria-live]', (els) => els.map((e) => e.id))).toEqual(['announce']);
    const at = await step(page);
    expect(at).toBeLessThan(Number(await page.getAttribute('#app', 'data-steps')));
    await page.keyboard.press('.');
    expect(await step(page)).toBe(at + 1);
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    expect(await step(page)).toBe(at - 1);
    await page.keyboard.press('Home');
    expect(await step(page)).toBe(0);
    expect(await page.getAttribute('#maze', 'data-picture')).toBe('frame');
    expect(await page.textContent('#announce')).toBe('Paused');

    await page.focus('#speed');
    await page.keyboard.press('End');
    expect(await page.textContent('#speed-value')).toBe('100000 steps/s');
    expect(page.url()).toContain('speed=100000');

    await page.focus('#maze');
    await page.keyboard.press('Space');
    await finished(page);
    const steps = Number(await page.getAttribute('#app', 'data-steps'));
    expect(steps).toBeGreaterThan(SMALL.width * SMALL.height);
    expect(await step(page)).toBe(steps);

    await page.focus('#scrubber');
    await page.keyboard.press('Home');
    expect(await step(page)).toBe(0);
    await page.keyboard.press('End');
    await finished(page);
    await page.close();
  });

  it('places the entrance and exit by the link and the form (corners, longest, border), as mazekit generate --ends-at does', async () => {
    const request = { width: 12, height: 8, seed: 'ends' };
    const grid = generate(generatorById('backtracker'), request).grid;
    /** The colour under the middle of a cell of the view. */
    const colourAt = async (page: Awaited<ReturnType<typeof open>>, cell: number): Promise<number[]> => {
      const cam = await camera(page);
      const px = Math.floor(((cell % 12) + 0.5 - cam.x) * cam.z);
      const py = Math.floor((Math.floor(cell / 12) + 0.5 - cam.y) * cam.z);
      return page.$eval('#maze', (c, [x, y]) => [...(c as HTMLCanvasElement).getContext('2d')!.getImageData(x!, y!, 1, 1).data].slice(0, 3), [px, py]);
    };
    const green = (rgb: number[]) => rgb[1]! > rgb[0]! + 40 && rgb[1]! > rgb[2]! + 40;
    for (const rule of ['longest', 'border'] as const) {
      const ends = mazeEnds(grid, rule, 'ends');
      expect(ends).not.toEqual({ start: 0, goal: 95 });
      const page = await open(`generator=backtracker&width=12&height=8&levels=1&seed=ends&speed=100000&ends-at=${rule}`);
      await finished(page);
      expect(await page.inputValue('#ends-at')).toBe(rule);
      expect(new URL(page.url()).searchParams.get('ends-at')).toBe(rule);
      // The maze JSON names them, byte for byte as the CLI writes them, and the route runs between them.
      const json = (await download(page, '#download-json')).bytes.toString('utf8');
      expect(JSON.parse(json)).toMatchObject(ends);
      const fromCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'ends', '--ends-at', rule, '--format', 'json']);
      if (fromCli !== undefined) expect(json).toBe(fromCli);
      await page.check('#solution');
      const solved = (await download(page, '#download-json')).bytes.toString('utf8');
      const withCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'ends', '--ends-at', rule, '--solve', '--format', 'json']);
      if (withCli !== undefined) expect(solved).toBe(withCli);
      expect(parseMaze(solved).solution).toEqual(solve({ grid: parseMaze(json).grid, generator: 'x', seed: 'ends', ...ends }).solution);
      // The entrance mark is on the start cell, not on the corner.
      expect(green(await colourAt(page, ends.start))).toBe(true);
      if (ends.start !== 0 && ends.goal !== 0) expect(green(await colourAt(page, 0))).toBe(false);
      // Back to the corners from the form: the address and the mark follow.
      await page.selectOption('#ends-at', 'corners');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('ends-at') === 'corners');
      await finished(page);
      await settled(page);
      expect(green(await colourAt(page, 0))).toBe(true);
      await page.close();
    }
  });

  it('gives the CLI maze JSON byte for byte, trailing newline included, and draws walls where the JSON has them', async () => {
    const expected = `${stringifyMaze(generate(generatorById('backtracker'), SMALL))}\n`;
    const page = await open(`${SMALL_QUERY}&speed=100000`);
    await finished(page);

    const json = await download(page, '#download-json');
    expect(json.name).toBe('maze-backtracker-12x8-abc.json');
    expect(json.bytes.toString('utf8')).toBe(expected);
    const fromCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--format', 'json']);
    if (fromCli !== undefined) expect(json.bytes.toString('utf8')).toBe(fromCli);

    // The middle of every inner edge: dark where the JSON has a wall, light where a passage.
    const cells = parseMaze(expected).grid.cells;
    const probes: { x: number; y: number; across: 'x' | 'y'; wall: boolean; what: string }[] = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 12; col++) {
        const v = cells[col + 12 * row]!;
        if (col < 11) probes.push({ x: col + 1, y: row + 0.5, across: 'x', wall: (v & 4) === 0, what: `east of ${col},${row}` });
        if (row < 7) probes.push({ x: col + 0.5, y: row + 1, across: 'y', wall: (v & 2) === 0, what: `south of ${col},${row}` });
      }
    }
    // The border, the entrance (west of the first cell), the exit (east of the last) and a cell's inside.
    probes.push({ x: 0, y: 1.5, across: 'x', wall: true, what: 'west border' }, { x: 5.5, y: 8, across: 'y', wall: true, what: 'south border' });
    probes.push({ x: 0, y: 0.5, across: 'x', wall: false, what: 'entrance' }, { x: 12, y: 7.5, across: 'x', wall: false, what: 'exit' });
    probes.push({ x: 3.5, y: 3.3, across: 'x', wall: false, what: 'inside' });
    const dark = await darkAt(page, probes);
    probes.forEach((p, i) => expect(dark[i], p.what).toBe(p.wall));
    // A perfect 12x8 maze keeps (11*8 + 12*7) - (96 - 1) inner walls.
    expect(probes.filter((p, i) => dark[i] && p.what.includes(' of ')).length).toBe(11 * 8 + 12 * 7 - 95);
    await page.close();
  });

  it('makes the same maze JSON as Node and the CLI for every bundled generator', async () => {
    const cliDeps = existsSync(CLI_PACKAGE)
      ? Object.keys((JSON.parse(readFileSync(CLI_PACKAGE, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {})
      : [];
    const page = await harness.browser.newPage({ acceptDownloads: true });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let viaCli = 0;
    for (const generator of GENERATORS) {
      const levels = generator.multiLevel ? 2 : 1;
      const request = { width: 7, height: 5, levels, seed: `same-${generator.id}` };
      await page.goto(`${harness.url}?generator=${generator.id}&width=7&height=5&levels=${levels}&seed=${request.seed}&speed=100000`);
      await finished(page);
      const json = (await download(page, '#download-json')).bytes.toString('utf8');
      expect(json, generator.id).toBe(`${stringifyMaze(generate(generator, request))}\n`);
      if (cliDeps.includes(generator.package)) {
        const args = ['generate', '-a', generator.id, '--width', '7', '--height', '5', '--levels', String(levels), '--seed', request.seed];
        expect(cli([...args, '--format', 'json']), generator.id).toBe(json);
        viaCli++;
      }
    }
    if (cliDeps.length) expect(viaCli).toBeGreaterThan(0);

    // Braided, it is `--braid`'s maze.
    await page.goto(`${harness.url}?${SMALL_QUERY}&speed=100000&braid=0.5`);
    await finished(page);
    const braided = (await download(page, '#download-json')).bytes.toString('utf8');
    const braidCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--braid', '0.5', '--format', 'json']);
    if (braidCli !== undefined) expect(braided).toBe(braidCli);
    expect(parseMaze(braided).grid.cells).not.toEqual(generate(generatorById('backtracker'), SMALL).grid.cells);

    // With the solution on, the JSON names the entrance and exit the page shows and the route
    // between them, as `mazekit solve` writes it for a maze that names them.
    await page.goto(`${harness.url}?${SMALL_QUERY}&speed=100000&solution=1`);
    await finished(page);
    const solved = (await download(page, '#download-json')).bytes.toString('utf8');
    expect(solved).toBe(solvedJson(generatorById('backtracker'), SMALL));
    if (existsSync(CLI_PACKAGE)) {
      const dir = mkdtempSync(join(tmpdir(), 'mazekit-web-'));
      try {
        const named = JSON.parse(cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--format', 'json'])!) as Record<string, unknown>;
        const file = join(dir, 'named.json');
        writeFileSync(file, JSON.stringify({ ...named, start: 0, goal: 95 }));
        expect(cli(['solve', file])).toBe(solved);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    await page.close();
  }, 240_000); // thirteen generators, each also through the CLI (a Node process): minutes on a busy machine

  it('carries generator options in the link', async () => {
    const growingTree = generatorById('growing-tree');
    const page = await open('generator=growing-tree&width=9&height=7&levels=1&seed=opts&speed=100000&opt.policy=oldest');
    await finished(page);
    expect(await page.inputValue('#opt-policy')).toBe('oldest');
    const json = (await download(page, '#download-json')).bytes.toString('utf8');
    const request = { width: 9, height: 7, seed: 'opts' };
    expect(json).toBe(`${stringifyMaze(generate(growingTree, { ...request, options: { policy: 'oldest' } }))}\n`);
    expect(json).not.toBe(`${stringifyMaze(generate(growingTree, request))}\n`);

    // Changing an option makes the new maze at once.
    await page.selectOption('#opt-policy', 'newest');
    await page.waitForFunction(() => location.search.includes('opt.policy=newest'));
    await finished(page);
    const newest = (await download(page, '#download-json')).bytes.toString('utf8');
    expect(newest).toBe(`${stringifyMaze(generate(growingTree, { ...request, options: { policy: 'newest' } }))}\n`);
    await page.close();
  });

  it('downloads the SVG the page shows (entrance and exit marked, as gaps) as render-svg and the CLI draw it, and a PNG', async () => {
    const maze = generate(generatorById('backtracker'), SMALL);
    const page = await open(`${SMALL_QUERY}&speed=100000`);
    await finished(page);
    const svg = await download(page, '#download-svg');
    expect(svg.name).toBe('maze-backtracker-12x8-abc.svg');
    const named = solve({ ...maze, start: 0, goal: maze.grid.size - 1 });
    expect(svg.bytes.toString('utf8')).toBe(renderSvg(named, { solution: false, gaps: true }));
    // The entrance (west of the first cell) and exit (east of the last) are gaps in the outline.
    expect(svg.bytes.toString('utf8')).toContain('M0 1v7');
    if (existsSync(CLI_PACKAGE)) {
      const dir = mkdtempSync(join(tmpdir(), 'mazekit-web-'));
      try {
        const file = join(dir, 'named.json');
        writeFileSync(file, solvedJson(generatorById('backtracker'), SMALL));
        expect(cli(['render', file, '--format', 'svg', '--gaps', '--solution', 'false'])).toBe(svg.bytes.toString('utf8'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    const png = await download(page, '#download-png');
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const size = canvasSize(maze, layoutFor(12, 8, 1));
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([size.width, size.height]);
    await page.close();
  });

  it('shows the solution and distances on demand and puts them in the link and the JSON', async () => {
    const page = await open(`${SMALL_QUERY}&speed=100000`);
    await finished(page);
    const plain = await page.$eval('#maze', (c) => (c as HTMLCanvasElement).toDataURL());
    await page.check('#solution');
    await page.check('#distances');
    await page.waitForFunction((before) => document.querySelector<HTMLCanvasElement>('#maze')!.toDataURL() !== before, plain);
    expect(page.url()).toContain('solution=1');
    expect(page.url()).toContain('distances=1');
    expect(await page.textContent('#status')).toMatch(/solution \d+ steps/);
    const json = await download(page, '#download-json');
    expect(json.bytes.toString('utf8')).toBe(solvedJson(generatorById('backtracker'), SMALL));

    const link = new URL(page.url()).searchParams;
    expect([...link.keys()]).toEqual(['generator', 'shape', 'width', 'height', 'levels', 'seed', 'speed', 'solution', 'distances', 'solve', 'braid', 'ends-at', 'mode']);
    const again = await open(link.toString());
    await finished(again);
    expect(await again.isChecked('#solution')).toBe(true);
    expect(await again.isChecked('#distances')).toBe(true);
    expect((await download(again, '#download-json')).bytes.toString('utf8')).toBe(json.bytes.toString('utf8'));
    await page.close();
    await again.close();
  });

  it('shows every floor of a multi-level maze with its stairs', async () => {
    const request = { width: 6, height: 5, levels: 3, seed: 'floors' };
    const page = await open('generator=backtracker&width=6&height=5&levels=3&seed=floors&speed=100000');
    await finished(page);
    const json = (await download(page, '#download-json')).bytes.toString('utf8');
    expect(json).toBe(`${stringifyMaze(generate(generatorById('backtracker'), request))}\n`);
    const cells = parseMaze(json).grid.cells;
    expect(cells.some((v) => (v & 16) !== 0)).toBe(true);
    // Two floors side by side and one below, a label strip above each row: the third floor's
    // west border sits at map x = 0, y = (5 + 2) + 1 .. + 5; the second's at x = 7, y = 1 .. 6.
    const dark = await darkAt(page, [
      { x: 0, y: 10.5, across: 'x' },
      { x: 7, y: 3.5, across: 'x' },
      { x: 7, y: 10.5, across: 'x' },
    ]);
    expect(dark).toEqual([true, true, false]);
    await page.close();
  });

  it('repairs a bad link, says what it changed, and still makes a maze', async () => {
    const page = await open('generator=nope&width=abc&height=0&levels=2.5&seed=x&speed=100000&opt.zz=1');
    await page.waitForSelector('#messages:not([hidden])');
    const text = await page.textContent('#messages');
    expect(text).toContain('unknown generator "nope"');
    expect(text).toContain('width must be a whole number');
    expect(text).toContain('height must be a whole number');
    await finished(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('width')).toBe('24');
    expect(url.searchParams.get('height')).toBe('1');
    await page.close();
  });

  it('carves a huge maze in a worker with progress, cancels it, and stays responsive', async () => {
    // The finished maze is held until the test cancels it, so Cancel is there to click however
    // slow or fast the machine carves (see holdCarves).
    const page = await openPage(harness, 'generator=wilson&width=2000&height=2000&levels=1&seed=big', { holdCarvesOver: 1_000_000 });
    await page.waitForSelector('#app[data-state="carving"]');
    expect(await page.inputValue('#generator')).toBe('wilson');
    await page.waitForSelector('#progress-box:not([hidden])');
    // The worker reports progress while the page keeps running its own tasks and frames.
    await page.waitForFunction(() => document.querySelector<HTMLProgressElement>('#progress')!.value > 0, undefined, { timeout: 30_000 });
    const roundTrip = (): Promise<number> =>
      page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve(1)), 0)));
    expect(await roundTrip()).toBe(1);
    expect(await page.getAttribute('#app', 'data-state')).toBe('carving');
    await page.click('#cancel');
    await page.waitForSelector('#app[data-state="cancelled"]');
    expect(await page.isHidden('#progress-box')).toBe(true);
    expect(await roundTrip()).toBe(1);

    // The page still takes input and makes the next maze.
    // Set the three boxes at once (typing in each would make a maze per box), then Enter.
    await page.evaluate(() => {
      const set = (id: string, value: string) => ((document.getElementById(id) as HTMLInputElement).value = value);
      set('width', '10');
      set('height', '6');
      set('seed', 'after');
    });
    await page.press('#seed', 'Enter');
    await page.waitForSelector('#app[data-state="playing"], #app[data-state="done"]');
    expect(new URL(page.url()).searchParams.get('width')).toBe('10');

    // Back returns to the cancelled big maze's link (nothing was on show before it); Forward to the new one.
    await page.goBack();
    await page.waitForSelector('#app[data-state="carving"]');
    expect(await page.inputValue('#width')).toBe('2000');
    await page.goForward();
    await finished(page);
    expect(await page.inputValue('#seed')).toBe('after');
    await page.close();
  });

  it('keeps the maze on show while a big one is carved, and after Cancel', async () => {
    const page = await openPage(harness, 'generator=backtracker&width=24&height=16&levels=1&seed=keep&speed=100000', { holdCarvesOver: 1_000_000 });
    await finished(page);
    // The canvas as a short fingerprint, and how much of it is wall (dark).
    const picture = () =>
      page.$eval('#maze', (c) => {
        const canvas = c as HTMLCanvasElement;
        const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let hash = 0;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4) {
          hash = (Math.imul(hash, 31) + d[i]! + 7 * d[i + 1]! + 13 * d[i + 2]!) | 0;
          if (d[i]! + d[i + 1]! + d[i + 2]! < 200) dark++;
        }
        return { size: `${canvas.width}x${canvas.height}`, hash, dark: dark / (d.length / 4) };
      });
    const before = await picture();
    // Type 2000 × 2000, pick Aldous-Broder, and go.
    await page.evaluate(() => {
      const set = (id: string, value: string) => ((document.getElementById(id) as HTMLInputElement).value = value);
      set('width', '2000');
      set('height', '2000');
    });
    await page.selectOption('#generator', 'aldous-broder');
    await page.press('#width', 'Enter');
    await page.waitForSelector('#app[data-state="carving"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('width') === '2000');
    // While it is carved the old maze stays on show (the progress bar takes some height from it).
    expect(await page.getAttribute('#maze', 'data-picture')).toBe('maze');
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') === 'false');
    const during = await picture();
    expect(during.dark).toBeGreaterThan(before.dark / 2);
    await page.click('#cancel');
    await page.waitForSelector('#app[data-state="cancelled"]');
    await settled(page);
    expect(await picture()).toEqual(before);
    // The form, the address and the downloads are the maze on show's again.
    expect(await page.inputValue('#width')).toBe('24');
    expect(await page.inputValue('#generator')).toBe('backtracker');
    expect(new URL(page.url()).searchParams.get('width')).toBe('24');
    expect(await page.textContent('#status')).toContain('On show: Recursive backtracker, 24×16');
    const svg = await download(page, '#download-svg');
    expect(svg.name).toBe('maze-backtracker-24x16-keep.svg');
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
