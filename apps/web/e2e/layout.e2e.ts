import { generate } from '@mazekit/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { floorOrigin, mapLayout } from '../src/view/map-layout.js';
import { startHarness, type Harness } from './harness.js';
import { camera, finished, open, pageErrors } from './pages.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const SCREENS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const MAZES = [
  { name: 'default 24 × 16', query: 'generator=backtracker&width=24&height=16&levels=1&seed=fit&speed=100000' },
  { name: '12 × 8 × 3', query: 'generator=backtracker&width=12&height=8&levels=3&seed=fit&speed=100000' },
  { name: '1000 × 1000', query: 'generator=backtracker&width=1000&height=1000&levels=1&seed=fit' },
] as const;

/** Bounding boxes of the parts that must be on screen, and the page's scroll size. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, width: r.width, height: r.height };
    };
    return {
      inner: { width: innerWidth, height: innerHeight },
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      canvas: box('#maze'),
      playback: box('#watch-bar'),
      view: box('.bar.view'),
      settings: box('#settings-box'),
      settingsOpen: (document.querySelector('#settings-box') as HTMLDetailsElement).open,
      buttons: [...document.querySelectorAll('button, select, input[type="range"], input[type="text"], input[type="number"], summary, label.check')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ id: el.id || el.textContent?.trim() || el.tagName, height: el.getBoundingClientRect().height, width: el.getBoundingClientRect().width })),
    };
  });
}

describe('the page layout', () => {
  for (const screen of SCREENS) {
    for (const maze of MAZES) {
      it(`fits the ${maze.name} maze and its controls on a ${screen.width} × ${screen.height} ${screen.name} screen`, async () => {
        const page = await open(harness, maze.query, screen);
        await finished(page, 40_000);
        const b = await boxes(page);
        // Nothing scrolls: the page is exactly the screen.
        expect(b.scroll.height).toBeLessThanOrEqual(b.inner.height);
        expect(b.scroll.width).toBeLessThanOrEqual(b.inner.width);
        for (const part of [b.canvas, b.playback, b.view]) {
          expect(part.top).toBeGreaterThanOrEqual(0);
          expect(part.left).toBeGreaterThanOrEqual(0);
          expect(part.bottom).toBeLessThanOrEqual(b.inner.height);
          expect(part.right).toBeLessThanOrEqual(b.inner.width);
        }
        // The whole maze is drawn inside the canvas, and not tiny.
        const cam = await camera(page);
        const map = await page.evaluate(() => {
          const levels = Number(new URL(location.href).searchParams.get('levels'));
          const w = Number(new URL(location.href).searchParams.get('width'));
          const h = Number(new URL(location.href).searchParams.get('height'));
          const cols = Math.ceil(Math.sqrt(levels));
          const rows = Math.ceil(levels / cols);
          return { width: cols * (w + 1) - 1, height: rows * (h + 1 + (levels > 1 ? 1 : 0)) - 1 };
        });
        const left = b.canvas.left + (-cam.x * cam.z) / cam.dpr;
        const top = b.canvas.top + (-cam.y * cam.z) / cam.dpr;
        const right = left + (map.width * cam.z) / cam.dpr;
        const bottom = top + (map.height * cam.z) / cam.dpr;
        expect(left).toBeGreaterThanOrEqual(b.canvas.left - 0.5);
        expect(top).toBeGreaterThanOrEqual(b.canvas.top - 0.5);
        expect(right).toBeLessThanOrEqual(b.canvas.right + 0.5);
        expect(bottom).toBeLessThanOrEqual(b.canvas.bottom + 0.5);
        expect(Math.max(right - left, bottom - top)).toBeGreaterThan(Math.min(b.canvas.width, b.canvas.height) * 0.9);
        if (screen.name === 'phone') {
          // The settings fold above the maze.
          expect(b.settingsOpen).toBe(false);
          expect(b.settings.bottom).toBeLessThanOrEqual(b.canvas.top);
        }
        // Touch targets at least 44 CSS px tall.
        const small = b.buttons.filter((t) => t.height < 43.5);
        expect(small).toEqual([]);
        await page.close();
      });
    }
  }

  it('on a phone, open settings scroll with the page: Generate stays on screen, the maze keeps most of a screen, Generate folds them', async () => {
    const page = await open(harness, 'generator=backtracker&width=24&height=16&levels=1&seed=phone&speed=100000', { width: 390, height: 844, dpr: 3, touch: true });
    await finished(page);
    expect(await page.evaluate(() => (document.querySelector('#settings-box') as HTMLDetailsElement).open)).toBe(false);
    await page.tap('#settings-box > summary');
    const measure = () =>
      page.evaluate(() => {
        const box = document.querySelector('#settings-box')!;
        const rect = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        // Every element of the settings that could scroll on its own: none may.
        const scrollers = [box, ...box.querySelectorAll('*')].filter((e) => e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY)).map((e) => e.id || e.tagName);
        return { open: (box as HTMLDetailsElement).open, scrollers, generate: rect('#generate').bottom, copy: rect('#copy-link').bottom, stage: rect('#stage').height, canvas: rect('#maze').height, inner: innerHeight };
      });
    const opened = await measure();
    expect(opened.open).toBe(true);
    expect(opened.scrollers).toEqual([]);
    // Pinned to the bottom of the screen while the form is in view.
    expect(opened.generate).toBeLessThanOrEqual(opened.inner);
    expect(opened.copy).toBeLessThanOrEqual(opened.inner);
    // The maze's part of the page is most of a screen, not the sliver left under the form.
    expect(opened.stage).toBeGreaterThanOrEqual(opened.inner * 0.8);
    await page.evaluate(() => window.scrollTo(0, 400));
    expect((await measure()).generate).toBeLessThanOrEqual(opened.inner);
    await page.fill('#seed', 'phone-2');
    await page.tap('#generate');
    await finished(page);
    const folded = await measure();
    expect(folded.open).toBe(false);
    expect(folded.canvas).toBeGreaterThanOrEqual(folded.inner * 0.3);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(folded.inner);
    await page.close();
  });

  it('shows a focus ring of at least 3:1 contrast', async () => {
    const page = await open(harness, 'seed=focus&speed=100000');
    await finished(page);
    await page.focus('#generate');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      // The ring is drawn outside the element, over the panel behind it.
      let behind = el.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return {
        id: el.id,
        width: parseFloat(style.outlineWidth),
        ring: parse(style.outlineColor),
        back: parse(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)'),
      };
    });
    const lum = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [hi, lo] = [lum(ring.ring), lum(ring.back)].sort((a, b) => b - a);
    expect(ring.id).toBe('generate');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect((hi! + 0.05) / (lo! + 0.05)).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('follows a dark colour scheme, maze included', async () => {
    const page = await open(harness, 'generator=backtracker&width=24&height=16&levels=1&seed=dark&speed=100000&solution=1', { dark: true });
    await finished(page);
    const shot = await page.screenshot();
    expect(shot.length).toBeGreaterThan(1000);
    const colours = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 120) dark++;
      return { page: getComputedStyle(document.documentElement).backgroundColor, darkShare: dark / (data.length / 4) };
    });
    expect(colours.page).toBe('rgb(14, 17, 22)');
    expect(colours.darkShare).toBeGreaterThan(0.5);
    await page.close();
  });

  it('does not play by itself when the system asks for reduced motion', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=calm&speed=5', { reducedMotion: true });
    await finished(page);
    expect(await page.getAttribute('#app', 'data-state')).toBe('done');
    expect(await page.isDisabled('#play')).toBe(false);
    await page.click('#play');
    await page.waitForSelector('#app[data-state="playing"]');
    await page.close();
  });

  it('prints just the maze, and its solution on a second page when asked', async () => {
    for (const solution of [false, true]) {
      const page = await open(harness, `generator=backtracker&width=24&height=16&levels=1&seed=print&speed=100000&solution=${Number(solution)}`);
      await finished(page);
      await page.emulateMedia({ media: 'print' });
      await page.waitForFunction((n) => document.querySelectorAll('#print-sheet img').length === n, solution ? 2 : 1);
      const shown = await page.evaluate(() => ({
        app: getComputedStyle(document.querySelector('#app')!).display,
        sheet: getComputedStyle(document.querySelector('#print-sheet')!).display,
        titles: [...document.querySelectorAll('#print-sheet h1')].map((h) => h.textContent),
        loaded: [...document.querySelectorAll<HTMLImageElement>('#print-sheet img')].every((img) => img.complete && img.naturalWidth > 0),
      }));
      expect(shown.app).toBe('none');
      expect(shown.sheet).toBe('block');
      expect(shown.loaded).toBe(true);
      expect(shown.titles.at(-1)!.endsWith(': solution')).toBe(solution);
      const shot = await page.screenshot({ fullPage: true });
      expect(shot.length).toBeGreaterThan(1000);
      const pdf = await page.pdf({ format: 'A4' });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      expect(pages).toBe(solution ? 2 : 1);
      await page.close();
    }
  });

  it('prints a multi-level maze with its floor labels and stairs, as the PDF has them', async () => {
    const request = { width: 8, height: 8, levels: 3, seed: 'pr' };
    const page = await open(harness, 'generator=backtracker&width=8&height=8&levels=3&seed=pr&speed=100000&solution=1');
    await finished(page);
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => document.querySelectorAll('#print-sheet img').length === 2);
    // Each printed picture read back: dark pixels in a box of map units, given where the maze sits in it.
    const cells = generate(findGenerator('backtracker')!, request).grid.cells;
    const layout = mapLayout(8, 8, 3);
    const boxes: { x0: number; y0: number; x1: number; y1: number }[] = [];
    for (let level = 0; level < 3; level++) {
      const at = floorOrigin(layout, level);
      // The label strip above the floor, clear of its top wall.
      boxes.push({ x0: at.x + 0.2, y0: at.y - 0.9, x1: at.x + 3, y1: at.y - 0.15 });
      for (let c = 0; c < 64; c++) {
        const v = cells[c + 64 * level]!;
        // ▲ sits in the top half of a cell with stairs up, ▼ in the bottom half of one with stairs down.
        const cx = at.x + (c % 8) + 0.5;
        const cy = at.y + Math.floor(c / 8) + 0.5;
        if (v & 16) boxes.push({ x0: cx - 0.1, y0: cy - 0.3, x1: cx + 0.1, y1: cy - 0.1 });
        if (v & 32) boxes.push({ x0: cx - 0.1, y0: cy + 0.1, x1: cx + 0.1, y1: cy + 0.3 });
      }
    }
    expect(boxes.length).toBeGreaterThan(3);
    const inked = await page.$$eval(
      '#print-sheet img',
      async (imgs, boxes) =>
        Promise.all(
          imgs.map(async (img) => {
            const image = img as HTMLImageElement;
            await image.decode();
            const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
            const ctx = canvas.getContext('2d')!;
            ctx.drawImage(image, 0, 0);
            const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
            const z = Number(image.dataset.z);
            const cx = Number(image.dataset.x);
            const cy = Number(image.dataset.y);
            return boxes.map((b) => {
              let dark = 0;
              for (let y = Math.floor((b.y0 - cy) * z); y < (b.y1 - cy) * z; y++) {
                for (let x = Math.floor((b.x0 - cx) * z); x < (b.x1 - cx) * z; x++) {
                  const i = 4 * (y * canvas.width + x);
                  if (d[i]! + d[i + 1]! + d[i + 2]! < 3 * 96) dark++;
                }
              }
              return dark;
            });
          }),
        ),
      boxes,
    );
    // On the maze page and on the solution page: every label and every stair mark has ink.
    for (const counts of inked) expect(counts.filter((n) => n < 10)).toEqual([]);
    await page.close();
  });

  it('has a legend of every colour and mark', async () => {
    const page = await open(harness, 'seed=legend&speed=100000');
    await finished(page);
    expect(await page.isHidden('#legend')).toBe(true);
    await page.click('#legend-button');
    expect(await page.getAttribute('#legend-button', 'aria-expanded')).toBe('true');
    const items = await page.$$eval('#legend li', (els) => els.map((e) => e.textContent));
    for (const words of ['Wall', 'Entrance', 'Exit', 'Solution', 'Distance', 'Stairs up', 'Stairs down', 'Frontier', 'You', 'Rock', 'Door']) {
      expect(items.some((t) => t?.includes(words)), words).toBe(true);
    }
    await page.click('#legend-button');
    expect(await page.isHidden('#legend')).toBe(true);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
