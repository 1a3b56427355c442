import { generate, parseMaze } from '@mazekit/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { startHarness, type Harness } from './harness.js';
import { camera, darkAt, download, finished, open, pageErrors, settled } from './pages.js';
import { firstPicture, longTasks, pageSlowdown, recordFigure, watchLongTasks } from './perf.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const LARGE = 'generator=backtracker&width=1000&height=1000&levels=1&seed=large';

/** Installs a long-task observer before the page's scripts run; read it with {@link longTasks}. */
/** The distinct colours in a square of the canvas around its centre. */
async function coloursNearCentre(page: Page, half: number): Promise<number> {
  return page.$eval(
    '#maze',
    (c, half) => {
      const canvas = c as HTMLCanvasElement;
      const x = Math.floor(canvas.width / 2 - half);
      const y = Math.floor(canvas.height / 2 - half);
      const data = canvas.getContext('2d')!.getImageData(x, y, 2 * half, 2 * half).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    },
    half,
  );
}

describe('the maze view', () => {
  it('draws a large maze at "fit" as a faithful overview, with no aliasing pattern', async () => {
    const page = await open(harness, LARGE);
    await finished(page, 40_000);
    const cam = await camera(page);
    expect(cam.z).toBeLessThan(1);
    expect(await page.getAttribute('#maze', 'data-overview')).toBe('true');
    const maze = parseMaze((await download(page, '#download-json')).bytes.toString('utf8'));
    // Each cell stands for its post, its north wall and its west wall (quarter of its area
    // each, at one pixel a wall and one a passage); the overview must show that share of ink.
    const cells = maze.grid.cells;
    let ink = 0;
    for (let row = 250; row < 750; row++) {
      for (let col = 250; col < 750; col++) {
        const v = cells[col + 1000 * row]!;
        ink += 1 + (row === 0 || (v & 1) === 0 ? 1 : 0) + (col === 0 || (v & 8) === 0 ? 1 : 0);
      }
    }
    const expected = ink / 4 / 250_000;
    const seen = await page.$eval(
      '#maze',
      (c, cam) => {
        const canvas = c as HTMLCanvasElement;
        // The middle half of the maze (clear of the border, the entrance and the exit).
        const x0 = Math.ceil((250 - cam.x) * cam.z);
        const y0 = Math.ceil((250 - cam.y) * cam.z);
        const side = Math.floor(500 * cam.z);
        const data = canvas.getContext('2d')!.getImageData(x0, y0, side, side).data;
        let sum = 0;
        let extreme = 0;
        const n = data.length / 4;
        for (let i = 0; i < data.length; i += 4) {
          const grey = data[i]!;
          sum += grey;
          if (grey < 16 || grey > 239) extreme++;
        }
        return { ink: 1 - sum / n / 255, extreme: extreme / n };
      },
      cam,
    );
    // A nearest-pixel picture would be all black and white pixels in a moiré pattern.
    expect(seen.extreme).toBeLessThan(0.02);
    expect(Math.abs(seen.ink - expected)).toBeLessThan(0.03);
    await page.close();
  });

  it('zooms with the keyboard, the wheel, a pinch and its buttons, pans with arrows and drags, and stays crisp', async () => {
    const page = await open(harness, LARGE);
    await watchLongTasks(page);
    await page.reload();
    await finished(page, 40_000);
    const fit = await camera(page);
    // Long tasks are collected around the zooming and panning only, not around the test's own
    // pixel reads (getImageData of the whole canvas is itself a long task).
    const during: number[] = [];
    await longTasks(page);
    await page.focus('#maze');
    for (let i = 0; i < 12; i++) await page.keyboard.press('+');
    await settled(page);
    during.push(...(await longTasks(page)));
    const near = await camera(page);
    expect(near.z).toBeGreaterThan(fit.z * 50);
    expect(await page.getAttribute('#maze', 'data-overview')).toBe('false');
    // Sharp: only wall and floor colours, no anti-aliased greys in between.
    expect(await coloursNearCentre(page, 60)).toBeLessThanOrEqual(2);

    // The walls on screen are the JSON's walls.
    const maze = generate(findGenerator('backtracker')!, { width: 1000, height: 1000, seed: 'large' });
    const cells = maze.grid.cells;
    const probes: { x: number; y: number; across: 'x' | 'y'; wall: boolean }[] = [];
    const view = await page.$eval('#maze', (c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]);
    const cols = [Math.ceil(near.x), Math.floor(near.x + view[0]! / near.z) - 1];
    const rows = [Math.ceil(near.y), Math.floor(near.y + view[1]! / near.z) - 1];
    for (let row = rows[0]!; row < rows[1]!; row++) {
      for (let col = cols[0]!; col < cols[1]!; col++) {
        const v = cells[col + 1000 * row]!;
        probes.push({ x: col + 1, y: row + 0.5, across: 'x', wall: (v & 4) === 0 });
        probes.push({ x: col + 0.5, y: row + 1, across: 'y', wall: (v & 2) === 0 });
      }
    }
    expect(probes.length).toBeGreaterThan(20);
    const dark = await darkAt(page, probes);
    expect(probes.filter((p, i) => dark[i] !== p.wall)).toEqual([]);

    await longTasks(page);
    await page.keyboard.press('ArrowRight');
    await settled(page);
    expect((await camera(page)).x).toBeGreaterThan(near.x);
    await page.keyboard.press('-');
    await settled(page);
    expect((await camera(page)).z).toBeLessThan(near.z);

    const box = (await page.$('#maze'))!.boundingBox();
    const b = (await box)!;
    const before = await camera(page);
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 - 120, b.y + b.height / 2 - 80, { steps: 4 });
    await page.mouse.up();
    await settled(page);
    const dragged = await camera(page);
    expect(dragged.x).toBeCloseTo(before.x + 120 / before.z, 3);
    expect(dragged.y).toBeCloseTo(before.y + 80 / before.z, 3);

    await page.mouse.wheel(0, 300);
    await settled(page);
    expect((await camera(page)).z).toBeLessThan(dragged.z);

    // Two fingers moving apart zoom in about their midpoint.
    const zBefore = (await camera(page)).z;
    await page.$eval('#maze', (canvas) => {
      const box = canvas.getBoundingClientRect();
      const at = (id: number, type: string, x: number) =>
        canvas.dispatchEvent(
          new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: box.left + x, clientY: box.top + 100, bubbles: true, button: 0 }),
        );
      at(1, 'pointerdown', 100);
      at(2, 'pointerdown', 200);
      at(2, 'pointermove', 250);
      at(2, 'pointermove', 300);
      at(2, 'pointerup', 300);
      at(1, 'pointerup', 100);
    });
    await settled(page);
    expect((await camera(page)).z).toBeCloseTo(zBefore * 2, 3);

    await page.click('#zoom-in');
    await settled(page);
    expect((await camera(page)).z).toBeCloseTo(zBefore * 3, 3);
    await page.click('#zoom-fit');
    await settled(page);
    expect((await camera(page)).z).toBeCloseTo(fit.z, 5);
    during.push(...(await longTasks(page)));
    const slowdown = await pageSlowdown(page);
    const longest = Math.max(0, ...during);
    recordFigure('longest main-thread task while zooming and panning a 1000 × 1000 maze (ms)', longest, slowdown);
    // The timing bars gate only on request: CI runs this beside other test tasks, which skews wall time.
    if (process.env.MAZEKIT_PERF_BARS === '1') expect(longest).toBeLessThanOrEqual(100 * slowdown);
    await page.close();
  });

  it('draws at the device pixel ratio', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=abc&speed=100000', { width: 800, height: 700, dpr: 2 });
    await finished(page);
    const sizes = await page.$eval('#maze', (c) => {
      const canvas = c as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      return { width: canvas.width, height: canvas.height, cssWidth: box.width, cssHeight: box.height };
    });
    expect(sizes.width).toBe(Math.round(sizes.cssWidth * 2));
    expect(sizes.height).toBe(Math.round(sizes.cssHeight * 2));
    const cam = await camera(page);
    expect(cam.dpr).toBe(2);
    // Walls are whole device pixels: still only two colours at twice the pixels.
    expect(await coloursNearCentre(page, 40)).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('shows a 2000 × 2000 maze quickly and never blocks the page for long while carving', async () => {
    const { page, millis, longest, slowdown } = await firstPicture(harness.browser, `${harness.url}?generator=backtracker&width=2000&height=2000&levels=1&seed=big`, 'a 2000 × 2000 backtracker maze', pageErrors);
    // The timing bars gate only on request (MAZEKIT_PERF_BARS=1): CI runs this beside other test tasks.
    if (process.env.MAZEKIT_PERF_BARS === '1') {
      expect(millis).toBeLessThanOrEqual(2200 * slowdown);
      expect(longest).toBeLessThanOrEqual(100 * slowdown);
    }
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
