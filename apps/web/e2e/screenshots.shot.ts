import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Run with `pnpm --filter @mazekit/web screenshots` after a build; writes docs/*.png.
import { generate, shortestPath } from '@mazekit/core';
import { findGenerator } from '../src/generators.js';
const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));
let harness: Harness;

beforeAll(async () => {
  mkdirSync(DOCS, { recursive: true });
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

it('desktop: Wilson part way on a polar maze, the tentative walk in white', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${harness.url}?generator=wilson&shape=polar&rings=14&seed=screenshot&speed=600`);
  await page.waitForSelector('#app[data-state="playing"]');
  await page.focus('#maze');
  await page.keyboard.press('Space');
  const steps = Number(await page.getAttribute('#app', 'data-steps'));
  const seek = (to: number) =>
    page.$eval(
      '#scrubber',
      (el, step) => {
        const input = el as HTMLInputElement;
        input.value = String(step);
        input.dispatchEvent(new Event('input'));
      },
      to,
    );
  // Of a few steps around the middle, show the one with the longest white walk on screen.
  const whitePixels = () =>
    page.$eval('#maze', (c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! > 250 && data[i + 1]! > 250 && data[i + 2]! > 250) n++;
      return n;
    });
  let best = { step: 0, white: -1 };
  for (let k = 0; k < 40; k++) {
    const at = Math.floor(steps * (0.35 + k * 0.008));
    await seek(at);
    const white = await whitePixels();
    if (white > best.white) best = { step: at, white };
  }
  await seek(best.step);
  await page.screenshot({ path: `${DOCS}desktop.png` });
  await page.close();
});

it('phone: a finished hexagonal maze in a heart, with its solution and distances', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await page.goto(`${harness.url}?generator=backtracker&shape=hex&width=18&height=22&levels=1&mask=heart&seed=phone&speed=100000&solution=1&distances=1`);
  await page.waitForSelector('#app[data-state="done"]');
  await page.waitForSelector('#maze[data-picture="maze"]');
  await page.waitForFunction(() => /solution \d+ steps/.test(document.querySelector('#status')!.textContent ?? ''));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${DOCS}phone.png` });
  await page.close();
});

it('dark: a 2000 × 2000 maze zoomed in, in the dark colour scheme', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 }, colorScheme: 'dark' });
  await page.goto(`${harness.url}?generator=backtracker&width=2000&height=2000&levels=1&seed=dark&distances=1`);
  await page.waitForSelector('#maze[data-picture="maze"]', { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-overview') === 'true');
  await page.focus('#maze');
  for (let i = 0; i < 4; i++) await page.keyboard.press('+');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DOCS}dark.png` });
  await page.close();
});

it('play: part of the way walked, the clock running', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${harness.url}?generator=wilson&width=30&height=18&levels=1&seed=play&mode=play`);
  await page.waitForSelector('#maze[data-picture="play"]');
  await page.focus('#maze');
  const maze = generate(findGenerator('wilson')!, { width: 30, height: 18, seed: 'play' });
  const path = shortestPath(maze.grid, 0, 30 * 18 - 1)!;
  // Walk two thirds of the way, with one detour into a dead end and back.
  for (let i = 1; i < Math.floor((path.length * 2) / 3); i++) {
    const d = path[i]! - path[i - 1]!;
    await page.keyboard.press(d === 1 ? 'ArrowRight' : d === -1 ? 'ArrowLeft' : d > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${DOCS}play.png` });
  await page.close();
});

it('weave: a solved weave maze by distance, the route going over and under the crossings', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${harness.url}?generator=wilson&shape=weave&width=20&height=12&crossings=0.6&seed=weave&speed=100000&solution=1&distances=1`);
  await page.waitForSelector('#app[data-state="done"]');
  await page.waitForSelector('#maze[data-picture="maze"]');
  await page.waitForFunction(() => /solution \d+ steps/.test(document.querySelector('#status')!.textContent ?? ''));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${DOCS}weave.png` });
  await page.close();
});

it('3d-weave: the crossings of a weave maze as bridges over the corridors beneath, solution on', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${harness.url}?generator=wilson&shape=weave&width=10&height=7&crossings=0.8&seed=bridge&speed=100000&solution=1&view=3d`);
  await page.waitForFunction(() => document.querySelector('#view3d')?.getAttribute('data-ready') === 'true', undefined, { timeout: 60_000 });
  // Closer: the wheel zooms the orbit camera towards the maze's middle.
  const box = (await page.$('#three-stage > canvas'))!;
  const at = (await box.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -300);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${DOCS}3d-weave.png` });
  await page.close();
});

it('dungeon: a finished rooms-and-mazes dungeon with its solution, and part way through its carving', async () => {
  const page = await harness.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${harness.url}?generator=rooms&width=48&height=30&seed=screenshot&opt.extraDoors=0.15&speed=100000&solution=1`);
  await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-state') === 'done' && document.querySelector('#maze')!.getAttribute('data-picture') === 'maze');
  await page.screenshot({ path: `${DOCS}dungeon.png` });
  const steps = Number(await page.getAttribute('#app', 'data-steps'));
  await page.focus('#maze');
  await page.keyboard.press('Home');
  await page.$eval(
    '#scrubber',
    (el, step) => {
      const input = el as HTMLInputElement;
      input.value = String(step);
      input.dispatchEvent(new Event('input'));
    },
    Math.floor(steps * 0.6),
  );
  await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') !== 'true');
  await page.screenshot({ path: `${DOCS}dungeon-carving.png` });
  await page.close();
});
