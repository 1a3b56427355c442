import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, maskCells, maskGrid, parseTextMask, shortestPath, solve, stringifyMaze, type Grid, type MaskBitmap } from '@mazekit/core';
import { canvasSize } from '@mazekit/render-canvas';
import { renderSvg } from '@mazekit/render-svg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { layoutFor } from '../src/layout.js';
import { keyMove } from '../src/play/keys.js';
import { oppositeKey } from '../src/play/reverse.js';
import { stepToward } from '../src/play/moves.js';
import { gridOf } from '../src/shape/grid-of.js';
import { findBuiltInMask } from '../src/shape/masks.js';
import { cellCentre, floorOrigin, shapeMapLayout } from '../src/view/map-layout.js';
import { startHarness, type Harness } from './harness.js';
import { download, finished, open, pageErrors, settled } from './pages.js';
import { longTasks, pageSlowdown, recordFigure, watchLongTasks } from './perf.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const CLI = fileURLToPath(new URL('../../cli/dist/bin.js', import.meta.url));
const backtracker = findGenerator('backtracker')!;

/** The CLI's `generate` output, when the CLI in the workspace has `--shape` (else undefined). */
function cliJson(args: string[]): string | undefined {
  if (!existsSync(CLI)) return undefined;
  const help = execFileSync(process.execPath, [CLI, 'generate', '--help'], { encoding: 'utf8' });
  if (!help.includes('--shape')) return undefined;
  return execFileSync(process.execPath, [CLI, 'generate', ...args, '--format', 'json'], { encoding: 'utf8' });
}

/** The maze JSON `generate` makes on `grid` in Node, as the page should download it. */
function nodeJson(grid: Grid, seed: string): string {
  return `${stringifyMaze(generate(backtracker, { grid, seed }))}\n`;
}

const KEYS: Record<string, string[]> = {
  hex: ['q', 'e', 'a', 'd', 'z', 'c'],
  triangle: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
  polar: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
};

/**
 * Walks the solution of the page's maze in Play mode: each step by the first key of the
 * shape that leads there (worked out with the page's own key rules), else by a tap on the
 * next cell's centre. Returns how many steps each way took.
 */
async function walkSolution(page: Page, grid: Grid, topology: string): Promise<{ keys: number; taps: number }> {
  const layout = shapeMapLayout(grid);
  const centre = (c: number) => cellCentre(layout, c);
  const at = floorOrigin(layout, 0);
  const hub = { x: at.x + layout.width / 2, y: at.y + layout.height / 2 };
  const path = shortestPath(grid, 0, grid.size - 1)!;
  let keys = 0;
  let taps = 0;
  // The page's rule: the key opposite to the last key step goes back where it came from.
  let last: { key: string; from: number } | undefined;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const key = KEYS[topology]!.find((k) => {
      if (last && oppositeKey(topology, last.key) === k) return last.from === to;
      const move = keyMove(topology, k, centre(from), hub);
      return move?.kind === 'step' && stepToward(grid, from, move.toward, centre, move.minCos) === to;
    });
    if (key) {
      await page.keyboard.press(key);
      keys++;
      last = { key, from };
    } else {
      last = undefined;
      const view = await page.$eval('#maze', (c) => {
        const d = (c as HTMLCanvasElement).dataset;
        const box = c.getBoundingClientRect();
        return { left: box.left, top: box.top, zoom: Number(d.zoom), x: Number(d.cameraX), y: Number(d.cameraY), dpr: Number(d.dpr) };
      });
      const p = centre(to);
      const scale = view.zoom; // CSS px a cell
      await page.mouse.click(view.left + (p.x - view.x) * scale, view.top + (p.y - view.y) * scale);
      taps++;
    }
    if (i < path.length - 1) expect(await page.getAttribute('#app', 'data-player'), `step ${i} to ${to}`).toBe(String(to));
  }
  return { keys, taps };
}

describe('shapes', () => {
  const cases = [
    { topology: 'hex', name: 'hex-9x7', query: 'shape=hex&width=9&height=7&levels=1', grid: () => gridOf({ shape: 'hex', width: 9, height: 7, levels: 1, rings: 1 }), cli: ['--shape', 'hex', '--width', '9', '--height', '7'] },
    { topology: 'triangle', name: 'triangle-12x6', query: 'shape=triangle&width=12&height=6&levels=1', grid: () => gridOf({ shape: 'triangle', width: 12, height: 6, levels: 1, rings: 1 }), cli: ['--shape', 'triangle', '--width', '12', '--height', '6'] },
    { topology: 'polar', name: 'polar-5rings', query: 'shape=polar&rings=5', grid: () => gridOf({ shape: 'polar', width: 1, height: 1, levels: 1, rings: 5 }), cli: ['--shape', 'polar', '--rings', '5'] },
  ];
  for (const c of cases) {
    it(`${c.topology}: carves, draws, solves and is played by script to the goal; JSON as Node and the CLI write it`, async () => {
      const seed = `shape-${c.topology}`;
      const page = await open(harness, `generator=backtracker&${c.query}&seed=${seed}&speed=100000`);
      await finished(page);
      expect(await page.inputValue('#shape')).toBe(c.topology);
      const jsonFile = await download(page, '#download-json');
      // Named after the maze shown (its shape and size), not the hidden width and height boxes.
      expect(jsonFile.name).toBe(`maze-backtracker-${c.name}-${seed}.json`);
      const json = jsonFile.bytes.toString('utf8');
      expect(json).toBe(nodeJson(c.grid(), seed));
      const fromCli = cliJson(['-a', 'backtracker', ...c.cli, '--seed', seed]);
      if (fromCli !== undefined) expect(json).toBe(fromCli);

      // Pictures: render-svg and render-canvas draw it as the page does, entrance and exit open.
      const carved = generate(backtracker, { grid: c.grid(), seed });
      const named = solve({ ...carved, start: 0, goal: carved.grid.size - 1 });
      expect((await download(page, '#download-svg')).bytes.toString('utf8')).toBe(renderSvg(named, { solution: false, gaps: true }));
      // PDF: render-pdf's sheet of the maze (the download fetches the renderer on first use).
      const pdf = (await download(page, '#download-pdf')).bytes;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2000);
      const png = (await download(page, '#download-png')).bytes;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const floor = shapeMapLayout(carved.grid);
      const size = canvasSize(named, layoutFor(Math.ceil(floor.width), Math.ceil(floor.height), floor.levels));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size.width, size.height]);

      // Drawn: the canvas holds walls (dark pixels), and the solution adds its colour.
      const ink = () => page.$eval('#maze', (el) => {
        const canvas = el as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        let route = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i]! < 60 && data[i + 1]! < 60 && data[i + 2]! < 60) dark++;
          if (data[i]! > 180 && data[i + 1]! < 120 && data[i + 2]! < 90) route++;
        }
        return { dark, route };
      });
      const plain = await ink();
      expect(plain.dark).toBeGreaterThan(500);
      await page.check('#solution');
      const grid = c.grid();
      generate(backtracker, { grid, seed });
      const steps = shortestPath(grid, 0, grid.size - 1)!.length - 1;
      await page.waitForFunction((n) => document.querySelector('#status')!.textContent.includes(`solution ${n} steps`), steps);
      await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') === 'false');
      expect((await ink()).route).toBeGreaterThan(plain.route + 100);
      await page.uncheck('#solution');

      // Played: the solution walked with the shape's keys (and taps) ends the game.
      await page.click('#mode-play');
      await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-game') === 'ready');
      await page.focus('#maze');
      const walked = await walkSolution(page, grid, c.topology);
      expect(walked.keys).toBeGreaterThan(0);
      await page.waitForSelector('#finish:not([hidden])');
      expect(await page.getAttribute('#app', 'data-game')).toBe('won');
      await page.close();
    });
  }

  it('a built-in mask shapes the maze, and the link brings shape and mask back', async () => {
    const heart = findBuiltInMask('heart')!.bitmap();
    const page = await open(harness, 'generator=backtracker&shape=hex&width=14&height=12&levels=1&seed=love&speed=100000&mask=heart');
    await finished(page);
    expect(await page.inputValue('#mask')).toBe('heart');
    const base = gridOf({ shape: 'hex', width: 14, height: 12, levels: 1, rings: 1 });
    const expected = nodeJson(maskGrid(base, maskCells(base, heart)), 'love');
    expect((await download(page, '#download-json')).bytes.toString('utf8')).toBe(expected);
    const again = await open(harness, new URL(page.url()).search.slice(1));
    await finished(again);
    expect([await again.inputValue('#shape'), await again.inputValue('#mask')]).toEqual(['hex', 'heart']);
    expect((await download(again, '#download-json')).bytes.toString('utf8')).toBe(expected);
    await again.close();
    await page.close();
  });

  it('an uploaded text mask is used, carried by the link, and restored from it', async () => {
    const text = '..####..\n.######.\n########\n########\n.######.\n..####..\n';
    const page = await open(harness, 'generator=wilson&width=16&height=12&levels=1&seed=up&speed=100000');
    await finished(page);
    await page.setInputFiles('#mask-file', { name: 'blob.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mask') === 'custom');
    await finished(page);
    const link = new URL(page.url()).searchParams;
    expect(link.get('maskrows')).toBe('..xxxx.._.xxxxxx_xxxxxxxx_xxxxxxxx_.xxxxxx_..xxxx');
    const base = gridOf({ shape: 'orthogonal', width: 16, height: 12, levels: 1, rings: 1 });
    const wilson = findGenerator('wilson')!;
    const expected = `${stringifyMaze(generate(wilson, { grid: maskGrid(base, maskCells(base, parseTextMask(text))), seed: 'up' }))}\n`;
    expect((await download(page, '#download-json')).bytes.toString('utf8')).toBe(expected);
    // The CLI reads the same file with --mask and makes the same bytes.
    if (existsSync(CLI)) {
      const dir = mkdtempSync(join(tmpdir(), 'mazekit-web-'));
      try {
        writeFileSync(join(dir, 'blob.txt'), text);
        const fromCli = cliJson(['-a', 'wilson', '--width', '16', '--height', '12', '--mask', join(dir, 'blob.txt'), '--seed', 'up']);
        if (fromCli !== undefined) expect(fromCli).toBe(expected);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const again = await open(harness, link.toString());
    await finished(again);
    expect(await again.inputValue('#mask')).toBe('custom');
    expect((await download(again, '#download-json')).bytes.toString('utf8')).toBe(expected);
    await again.close();
    await page.close();
  });

  it('a picture mask is read by the browser (dark pixels on); a bad or disconnected mask file gets one line and changes nothing', async () => {
    const page = await open(harness, 'generator=backtracker&width=10&height=10&levels=1&seed=bad&speed=100000');
    await finished(page);
    const before = (await download(page, '#download-json')).bytes.toString('utf8');
    const messages = () => page.$eval('#messages', (m) => ((m as HTMLElement).hidden ? [] : [...m.querySelectorAll('p')].map((p) => p.textContent)));

    await page.setInputFiles('#mask-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('##\n#a#\n') });
    await page.waitForFunction(() => !(document.querySelector('#messages') as HTMLElement).hidden);
    expect(await messages()).toEqual(['mask file "bad.txt": text mask line 2, column 2: "a" is not a mask character; use # or X for on, . or space for off']);
    await page.setInputFiles('#mask-file', { name: 'apart.txt', mimeType: 'text/plain', buffer: Buffer.from('##..##\n##..##\n') });
    await page.waitForFunction(() => /do not all connect/.test(document.querySelector('#messages')!.textContent));
    const [line] = await messages();
    // What the page says, not which package said it.
    expect(line).toMatch(/^the mask's on-cells do not all connect: cell \d+ \(col \d+, row \d+\) cannot be reached from cell 0 \(col 0, row 0\); a larger maze or another mask may join them$/);
    await page.setInputFiles('#mask-file', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.waitForFunction(() => /fake\.png/.test(document.querySelector('#messages')!.textContent));
    expect(await messages()).toEqual(['mask file "fake.png" could not be read as a PNG picture; use a black-and-white PNG or a text file of # and . rows']);
    expect(new URL(page.url()).searchParams.get('mask')).toBe(null);
    expect((await download(page, '#download-json')).bytes.toString('utf8')).toBe(before);

    // A real PNG, drawn in the page: a black disc on white.
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(20, 20);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 20, 20);
      ctx.fillStyle = '#000';
      ctx.beginPath();
      ctx.arc(10, 10, 9, 0, 2 * Math.PI);
      ctx.fill();
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page.setInputFiles('#mask-file', { name: 'disc.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mask') === 'custom');
    await finished(page);
    const rows = new URL(page.url()).searchParams.get('maskrows')!;
    const bitmap: MaskBitmap = parseTextMask(rows.split('_').join('\n').replaceAll('x', '#'));
    expect([bitmap.width, bitmap.height]).toEqual([20, 20]);
    expect(bitmap.on[10 + 20 * 10]).toBe(1);
    expect(bitmap.on[0]).toBe(0);
    const json = JSON.parse((await download(page, '#download-json')).bytes.toString('utf8')) as { mask?: string };
    expect(json.mask).toMatch(/^[01]+$/);
    await page.close();
  });

  it('shows a large hex maze at "fit" as a faithful grey overview drawn by the worker, then sharp walls zoomed in', async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await watchLongTasks(page);
    await page.goto(`${harness.url}?generator=backtracker&shape=hex&width=400&height=400&levels=1&seed=big`);
    await finished(page, 60_000);
    const loading = Math.max(0, ...(await longTasks(page)));
    const shades = () => page.$eval('#maze', (el) => {
      const canvas = el as HTMLCanvasElement;
      const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let black = 0;
      let grey = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i]! < 40) black++;
        else if (d[i]! < 235) grey++;
      }
      return { black: black / (d.length / 4), grey: grey / (d.length / 4) };
    });
    const fit = await shades();
    // About a quarter of the map is wall at 8 pixels a cell, averaged: grey, hardly any black.
    expect(fit.black).toBeLessThan(0.02);
    expect(fit.grey).toBeGreaterThan(0.3);
    for (let i = 0; i < 6; i++) await page.click('#zoom-in');
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') === 'false');
    await page.waitForTimeout(300);
    const close = await shades();
    expect(close.black).toBeGreaterThan(0.05);
    await page.click('#zoom-fit');
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') === 'false');
    const zooming = Math.max(0, ...(await longTasks(page)));
    const slowdown = await pageSlowdown(page);
    recordFigure('longest main-thread task while loading a 400 × 400 hex maze (ms)', loading, slowdown);
    recordFigure('longest main-thread task while zooming it in and back to fit (ms)', zooming, slowdown);
    await page.close();
  });

  it('prints a polar maze and its solution, drawn through its geometry', async () => {
    const page = await open(harness, 'generator=backtracker&shape=polar&rings=8&seed=print&speed=100000&solution=1');
    await finished(page);
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => document.querySelectorAll('#print-sheet img').length === 2);
    // Each page is a picture with walls on it: many dark pixels, on white.
    const inks = await page.$$eval('#print-sheet img', async (imgs) =>
      Promise.all(
        imgs.map(async (img) => {
          const image = img as HTMLImageElement;
          await image.decode();
          const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(image, 0, 0);
          const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let dark = 0;
          let route = 0;
          for (let i = 0; i < d.length; i += 4) {
            if (d[i]! < 60 && d[i + 1]! < 60) dark++;
            if (d[i]! > 180 && d[i + 1]! < 120 && d[i + 2]! < 90) route++;
          }
          return { dark, route };
        }),
      ),
    );
    expect(inks[0]!.dark).toBeGreaterThan(5000);
    expect(inks[1]!.route).toBeGreaterThan(inks[0]!.route + 1000);
    await page.close();
  });

  it('shrinks an oversized request of any shape in proportion, says so, and draws it at "fit" as a grey overview', async () => {
    for (const [query, size] of [
      ['shape=hex&width=4000&height=4000', ['500', '500']],
      ['shape=triangle&width=4000&height=1000', ['1000', '250']],
      ['shape=polar&rings=400', undefined],
    ] as const) {
      const page = await open(harness, `generator=backtracker&${query}&levels=1&seed=big`);
      await finished(page, 120_000);
      const text = (await page.textContent('#messages')) ?? '';
      if (size) {
        expect(text).toContain(`using ${size[0]}x${size[1]}, both sides shrunk in proportion`);
        expect([await page.inputValue('#width'), await page.inputValue('#height')]).toEqual(size);
      } else expect(text).toMatch(/a polar maze has at most 250000 cells here; using rings=\d+/);
      await settled(page);
      const shades = await page.$eval('#maze', (el) => {
        const canvas = el as HTMLCanvasElement;
        const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let black = 0;
        let grey = 0;
        for (let i = 0; i < d.length; i += 4) {
          if (d[i]! < 40) black++;
          else if (d[i]! < 235) grey++;
        }
        return { black: black / (d.length / 4), grey: grey / (d.length / 4) };
      });
      // Walls averaged over many cells a pixel: grey over the maze's area, not a black bar.
      expect(shades.black, query).toBeLessThan(0.03);
      expect(shades.grey, query).toBeGreaterThan(0.15);
      await page.close();
    }
  }, 300_000);

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
