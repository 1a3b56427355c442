import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate, parseMaze, solve, stringifyMaze, type Generator } from '@mazekit/core';
import { renderSvg } from '@mazekit/render-svg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATORS, findGenerator } from '../src/generators.js';
import { startHarness, type Harness } from './harness.js';

const CLI = fileURLToPath(new URL('../../cli/dist/bin.js', import.meta.url));
const CLI_PACKAGE = fileURLToPath(new URL('../../cli/package.json', import.meta.url));

let harness: Harness;
const pageErrors: string[] = [];

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

async function open(query: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await harness.browser.newPage({ viewport, acceptDownloads: true });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${harness.url}?${query}`);
  return page;
}

/** Waits for the finished picture; fails at once with the page's message if something failed. */
async function finished(page: Page, timeout = 20_000): Promise<void> {
  const outcome = await page.waitForFunction(
    () => {
      const messages = document.querySelector<HTMLElement>('#messages')!;
      if (!messages.hidden && /failed/i.test(messages.textContent ?? '')) return messages.textContent;
      const done = document.querySelector('#app')!.getAttribute('data-state') === 'done';
      return done && document.querySelector('#maze')!.getAttribute('data-picture') === 'maze' ? 'ok' : false;
    },
    undefined,
    { timeout },
  );
  expect(await outcome.jsonValue()).toBe('ok');
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

async function step(page: Page): Promise<number> {
  return Number(await page.getAttribute('#app', 'data-step'));
}

/** The CLI's stdout, or `undefined` when the workspace has no CLI package at all. */
function cli(args: string[]): string | undefined {
  if (!existsSync(CLI_PACKAGE)) return undefined;
  if (!existsSync(CLI)) throw new Error('apps/cli is in the workspace but not built: run pnpm --filter @mazekit/cli build');
  return execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
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

  it('gives the CLI maze JSON byte for byte and draws walls where the JSON has them', async () => {
    const expected = stringifyMaze(generate(generatorById('backtracker'), SMALL));
    const page = await open(`${SMALL_QUERY}&speed=100000`);
    await finished(page);

    const json = await download(page, '#download-json');
    expect(json.name).toBe('maze-backtracker-12x8-abc.json');
    expect(json.bytes.toString('utf8')).toBe(expected);
    const fromCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--format', 'json']);
    // The CLI writes JSON Lines: the same bytes plus one newline.
    if (fromCli !== undefined) expect(fromCli).toBe(`${expected}\n`);

    // Sample the middle of every inner edge: dark where the JSON has a wall, light where a passage.
    const samples = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      const cs = Number(canvas.dataset.cellSize);
      const pad = Number(canvas.dataset.padding);
      const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const dark = (x: number, y: number): boolean => {
        const i = 4 * (Math.floor(y) * image.width + Math.floor(x));
        return image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 96;
      };
      const out: { cell: number; east: boolean | null; south: boolean | null }[] = [];
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 12; col++) {
          out.push({
            cell: col + 12 * row,
            east: col < 11 ? dark(pad + (col + 1) * cs, pad + row * cs + cs / 2) : null,
            south: row < 7 ? dark(pad + col * cs + cs / 2, pad + (row + 1) * cs) : null,
          });
        }
      }
      return { out, border: dark(pad, pad + cs / 2) && dark(pad + cs / 2, pad), inside: dark(pad + cs / 2, pad + cs / 2) };
    });
    const cells = parseMaze(expected).grid.cells;
    expect(samples.border).toBe(true);
    expect(samples.inside).toBe(false);
    let walls = 0;
    for (const s of samples.out) {
      if (s.east !== null) expect(s.east, `east of cell ${s.cell}`).toBe((cells[s.cell]! & 4) === 0);
      if (s.south !== null) expect(s.south, `south of cell ${s.cell}`).toBe((cells[s.cell]! & 2) === 0);
      walls += Number(s.east === true) + Number(s.south === true);
    }
    // A perfect 12x8 maze keeps (11*8 + 12*7) - (96 - 1) inner walls.
    expect(walls).toBe(11 * 8 + 12 * 7 - 95);
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
      expect(json, generator.id).toBe(stringifyMaze(generate(generator, request)));
      if (cliDeps.includes(generator.package)) {
        const args = ['generate', '-a', generator.id, '--width', '7', '--height', '5', '--levels', String(levels), '--seed', request.seed];
        expect(cli([...args, '--format', 'json']), generator.id).toBe(`${json}\n`);
        viaCli++;
      }
    }
    if (cliDeps.length) expect(viaCli).toBeGreaterThan(0);

    // With the solution on, the JSON carries start, goal and route exactly as `--solve` writes them.
    await page.goto(`${harness.url}?${SMALL_QUERY}&speed=100000&solution=1`);
    await finished(page);
    const solved = (await download(page, '#download-json')).bytes.toString('utf8');
    expect(solved).toBe(stringifyMaze(solve(generate(generatorById('backtracker'), SMALL))));
    const fromCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--solve', '--format', 'json']);
    if (fromCli !== undefined) expect(fromCli).toBe(`${solved}\n`);
    await page.close();
  });

  it('carries generator options in the link', async () => {
    const growingTree = generatorById('growing-tree');
    const page = await open('generator=growing-tree&width=9&height=7&levels=1&seed=opts&speed=100000&opt.policy=oldest');
    await finished(page);
    expect(await page.inputValue('#opt-policy')).toBe('oldest');
    const json = (await download(page, '#download-json')).bytes.toString('utf8');
    const request = { width: 9, height: 7, seed: 'opts' };
    expect(json).toBe(stringifyMaze(generate(growingTree, { ...request, options: { policy: 'oldest' } })));
    expect(json).not.toBe(stringifyMaze(generate(growingTree, request)));

    await page.selectOption('#opt-policy', 'newest');
    await page.click('#generate');
    await page.waitForFunction(() => location.search.includes('opt.policy=newest'));
    await finished(page);
    const newest = (await download(page, '#download-json')).bytes.toString('utf8');
    expect(newest).toBe(stringifyMaze(generate(growingTree, { ...request, options: { policy: 'newest' } })));
    await page.close();
  });

  it('downloads the same SVG as render-svg and the CLI, and a PNG of the canvas', async () => {
    const maze = generate(generatorById('backtracker'), SMALL);
    const page = await open(`${SMALL_QUERY}&speed=100000`);
    await finished(page);
    const svg = await download(page, '#download-svg');
    expect(svg.name).toBe('maze-backtracker-12x8-abc.svg');
    expect(svg.bytes.toString('utf8')).toBe(renderSvg(maze));
    const fromCli = cli(['generate', '-a', 'backtracker', '--width', '12', '--height', '8', '--seed', 'abc', '--format', 'svg']);
    if (fromCli !== undefined) expect(svg.bytes.toString('utf8')).toBe(fromCli);

    const png = await download(page, '#download-png');
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const size = await page.$eval('#maze', (c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual(size);
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
    expect(json.bytes.toString('utf8')).toBe(stringifyMaze(solve(generate(generatorById('backtracker'), SMALL))));

    const link = new URL(page.url()).searchParams;
    expect([...link.keys()]).toEqual(['generator', 'width', 'height', 'levels', 'seed', 'speed', 'solution', 'distances', 'braid', 'mode']);
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
    expect(json).toBe(stringifyMaze(generate(generatorById('backtracker'), request)));
    const cells = parseMaze(json).grid.cells;
    expect(cells.some((v) => (v & 16) !== 0)).toBe(true);
    const box = await page.$eval('#maze', (c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    // Two floors side by side and one below (render-canvas lays out floors as squarely as it can).
    expect(box[0]!).toBeGreaterThan(2 * 6 * Number(await page.getAttribute('#maze', 'data-cell-size')));
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

  it('fits a phone-width screen', async () => {
    const page = await open(`${SMALL_QUERY}&speed=100000`, { width: 375, height: 740 });
    await finished(page);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      canvas: document.querySelector('#maze')!.getBoundingClientRect().right,
      buttons: Math.max(...[...document.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right)),
    }));
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.canvas).toBeLessThanOrEqual(375);
    expect(widths.buttons).toBeLessThanOrEqual(375);
    await page.close();
  });

  it('shows a 1000x1000 maze finished, drawn in the worker, walls where the JSON has them', async () => {
    const request = { width: 1000, height: 1000, seed: 'large' };
    const page = await open('generator=backtracker&width=1000&height=1000&levels=1&seed=large');
    await finished(page, 40_000);
    expect(await page.isDisabled('#scrubber')).toBe(true);
    expect(await page.isDisabled('#play')).toBe(true);
    expect(await page.textContent('#status')).toContain('too large to animate');
    const cells = generate(generatorById('backtracker'), request).grid.cells;
    // Every 7th cell of every 13th row: a few thousand inner edges, checked in the page.
    const probes: { x: number; y: number; wall: boolean }[] = [];
    const cs = Number(await page.getAttribute('#maze', 'data-cell-size'));
    const pad = Number(await page.getAttribute('#maze', 'data-padding'));
    for (let row = 0; row < 999; row += 13) {
      for (let col = 0; col < 999; col += 7) {
        const v = cells[col + 1000 * row]!;
        probes.push({ x: pad + (col + 1) * cs, y: pad + row * cs + cs / 2, wall: (v & 4) === 0 });
        probes.push({ x: pad + col * cs + cs / 2, y: pad + (row + 1) * cs, wall: (v & 2) === 0 });
      }
    }
    const wrong = await page.evaluate((list) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return list.filter((p) => {
        const i = 4 * (Math.floor(p.y) * image.width + Math.floor(p.x));
        const dark = image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 96;
        return dark !== p.wall;
      }).length;
    }, probes);
    expect(probes.length).toBeGreaterThan(20_000);
    expect(wrong).toBe(0);
    await page.close();
  });

  it('carves a huge maze in a worker with progress, cancels it, and stays responsive', async () => {
    const page = await open('generator=wilson&width=2000&height=2000&levels=1&seed=big');
    await page.waitForSelector('#app[data-state="carving"]');
    expect(await page.inputValue('#generator')).toBe('wilson');
    await page.waitForSelector('#progress-box:not([hidden])');
    await page.waitForFunction(() => document.querySelector<HTMLProgressElement>('#progress')!.value > 0, undefined, { timeout: 20_000 });
    // A frozen page would take seconds; a busy two-core CI machine may add a few frames.
    const roundTrip = (): Promise<number> =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const t0 = performance.now();
            setTimeout(() => requestAnimationFrame(() => resolve(performance.now() - t0)), 0);
          }),
      );
    expect(await roundTrip()).toBeLessThan(1_000);
    expect(await page.getAttribute('#app', 'data-state')).toBe('carving');
    await page.click('#cancel');
    await page.waitForSelector('#app[data-state="cancelled"]', { timeout: 2_000 });
    expect(await page.isHidden('#progress-box')).toBe(true);
    expect(await roundTrip()).toBeLessThan(1_000);

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

    // Back returns to the cancelled big maze's link; Forward to the new one.
    await page.goBack();
    await page.waitForSelector('#app[data-state="carving"]');
    expect(await page.inputValue('#width')).toBe('2000');
    await page.goForward();
    await finished(page);
    expect(await page.inputValue('#seed')).toBe('after');
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
