import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Harness } from './harness.js';

/** Page errors seen by any page opened with {@link open}; a test at the end of each file checks it is empty. */
export const pageErrors: string[] = [];

/** Opens the app at `?query` in a new page. */
export async function open(
  harness: Harness,
  query: string,
  options: { width?: number; height?: number; dpr?: number; dark?: boolean; reducedMotion?: boolean; touch?: boolean; holdCarvesOver?: number } = {},
): Promise<Page> {
  const page = await harness.browser.newPage({
    viewport: { width: options.width ?? 1366, height: options.height ?? 800 },
    deviceScaleFactor: options.dpr ?? 1,
    // A phone: touch events and the mobile viewport rules.
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    acceptDownloads: true,
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (options.holdCarvesOver !== undefined) await holdCarves(page, options.holdCarvesOver);
  await page.goto(`${harness.url}?${query}`);
  return page;
}

/**
 * Makes the page's worker keep every carve of more than `cells` cells until the test calls
 * `window.mazekitReleaseCarves()` or cancels it (the page's test hook, see session.ts), so a
 * test can act while a large carve is under way without racing it. Takes effect on the next load.
 */
export async function holdCarves(page: Page, cells: number): Promise<void> {
  await page.addInitScript((cells) => {
    (window as unknown as { mazekitHoldCarve: (s: { width: number; height: number; levels: number }) => boolean }).mazekitHoldCarve = (s) =>
      s.width * s.height * s.levels > cells;
  }, cells);
}

/** Waits for the finished maze on screen; fails at once with the page's message if something failed. */
export async function finished(page: Page, timeout = 20_000): Promise<void> {
  const outcome = await page.waitForFunction(
    () => {
      const messages = document.querySelector<HTMLElement>('#messages')!;
      if (!messages.hidden && /failed/i.test(messages.textContent ?? '')) return messages.textContent;
      const done = document.querySelector('#app')!.getAttribute('data-state') === 'done';
      const maze = document.querySelector('#maze')!;
      return done && maze.getAttribute('data-picture') === 'maze' && maze.getAttribute('data-pending') !== 'true' ? 'ok' : false;
    },
    undefined,
    { timeout },
  );
  expect(await outcome.jsonValue()).toBe('ok');
}

/** Clicks a download button and returns the file. */
export async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  // The browser is shared (a remote connection), so the file comes as a stream, not a path.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The step the Watch mode is at. */
export async function step(page: Page): Promise<number> {
  return Number(await page.getAttribute('#app', 'data-step'));
}

/** Where the view is: device pixels a cell and the map point at the canvas's top-left corner. */
export async function camera(page: Page): Promise<{ z: number; x: number; y: number; dpr: number }> {
  return page.$eval('#maze', (c) => {
    const d = (c as HTMLCanvasElement).dataset;
    const dpr = Number(d.dpr);
    return { z: Number(d.zoom) * dpr, x: Number(d.cameraX), y: Number(d.cameraY), dpr };
  });
}

/** Waits until the view has drawn what it was asked to (two animation frames, then no band of a drawing pending). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-pending') !== 'true');
}

/**
 * For each probe (a map point), whether the canvas pixel under it, or one of its two
 * neighbours along `across`, is dark (a wall).
 */
export async function darkAt(page: Page, probes: readonly { x: number; y: number; across: 'x' | 'y' }[]): Promise<boolean[]> {
  const cam = await camera(page);
  return page.evaluate(
    ({ probes, cam }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const dark = (x: number, y: number): boolean => {
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
        const i = 4 * (y * image.width + x);
        return image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 3 * 96;
      };
      return probes.map((p) => {
        const px = Math.floor((p.x - cam.x) * cam.z);
        const py = Math.floor((p.y - cam.y) * cam.z);
        return p.across === 'x' ? dark(px - 1, py) || dark(px, py) || dark(px + 1, py) : dark(px, py - 1) || dark(px, py) || dark(px, py + 1);
      });
    },
    { probes, cam },
  );
}
