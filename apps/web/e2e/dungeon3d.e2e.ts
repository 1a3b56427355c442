// A dungeon in the 3D view, in headless Chromium (software WebGL2): the scene alone on a page
// of its own (e2e/scene, served by Vite's dev server), shown the testkit's dungeon with its
// layout and without (MAZEKIT_3D_SHOTS=1 saves the first as docs/3d-dungeon.png). With it, the rock stands as solid blocks in the rock colour and each
// door has a frame in the door colour; without it, neither colour is anywhere on screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DUNGEON_JSON, decodePng } from '@mazekit/testkit';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from './harness.js';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;
let server: ViteDevServer;
let url = '';
const pageErrors: string[] = [];
const shots = process.env.MAZEKIT_3D_SHOTS === '1';
const docs = fileURLToPath(new URL('../docs/', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = netServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  harness = await startHarness();
  const port = await freePort();
  server = await createServer({ root: APP_ROOT, logLevel: 'warn', server: { host: '127.0.0.1', port, strictPort: true, hmr: false } });
  await server.listen();
  url = `http://127.0.0.1:${port}/e2e/scene/index.html`;
}, 120_000);

afterAll(async () => {
  await harness?.close();
  await server?.close();
  expect(pageErrors).toEqual([]);
});

/** Shows the dungeon and waits for the scene's last frame for now. */
async function show(layout: boolean): Promise<Page> {
  const page = await harness.browser.newPage({ viewport: { width: 640, height: 480 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.showMaze === 'function', undefined, { timeout: 60_000 });
  const before = Number((await page.getAttribute('#stage', 'data-frames')) ?? 0);
  await page.evaluate(([json, withLayout]) => window.showMaze(json, withLayout, false), [DUNGEON_JSON, layout] as const);
  await page.waitForFunction(
    (since) => {
      const stage = document.querySelector('#stage')!;
      return Number(stage.getAttribute('data-frames') ?? 0) > since && stage.getAttribute('data-still') === 'true';
    },
    before,
    { timeout: 60_000 },
  );
  return page;
}

/** Pixels of the screenshot within `by` of `rgb` on every channel. */
async function pixelsNear(page: Page, rgb: readonly number[], by = 6): Promise<number> {
  const shot = await page.screenshot();
  if (shots && (await page.getAttribute('#stage', 'data-rock')) !== null) {
    mkdirSync(docs, { recursive: true });
    writeFileSync(`${docs}3d-dungeon.png`, shot);
  }
  const png = await decodePng(shot);
  let count = 0;
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const p = png.at(x, y);
      if (rgb.every((v, i) => Math.abs(p[i]! - v) <= by)) count++;
    }
  }
  return count;
}

// The tops of rock blocks and door frames, which face the light (unshaded): the scene's colours.
const ROCK = [0x4a, 0x4a, 0x4a];
const DOOR = [0x8b, 0x5a, 0x2b];

describe('a dungeon in the 3D view', () => {
  it('stands its rock solid and frames its doors, in their colours', async () => {
    const page = await show(true);
    // The testkit dungeon: five rock cells in four runs along its rows, four doors.
    expect(await page.getAttribute('#stage', 'data-rock')).toBe('4');
    expect(await page.getAttribute('#stage', 'data-doors')).toBe('4');
    expect(await pixelsNear(page, ROCK)).toBeGreaterThan(500);
    expect(await pixelsNear(page, DOOR)).toBeGreaterThan(30);
    await page.close();
  });

  it('without its layout the same maze has neither', async () => {
    const page = await show(false);
    expect(await page.getAttribute('#stage', 'data-rock')).toBeNull();
    expect(await page.getAttribute('#stage', 'data-doors')).toBeNull();
    expect(await pixelsNear(page, ROCK)).toBe(0);
    expect(await pixelsNear(page, DOOR)).toBe(0);
    await page.close();
  });
});
