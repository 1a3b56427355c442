// The Endless mode: a window on the endless maze of the page's seed, travelled by keys and
// drags, a "go to" box, a walker that only passes open passages, the place in the address.
import { stringifyMaze } from '@mazekit/core';
import { window as endlessWindow, windowMaze, type Texture } from '@mazekit/endless';
import { checkPdfFits } from '@mazekit/render-pdf';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { download, open, pageErrors } from './pages.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const centre = async (page: Page): Promise<[number, number]> => {
  const d = await page.$eval('#endless-canvas', (c) => ({ ...(c as HTMLCanvasElement).dataset }));
  return [Number(d.x), Number(d.y)];
};

const address = (page: Page): URLSearchParams => new URLSearchParams(new URL(page.url()).search);

/** Waits until the address holds the place (it is written a moment after a move). */
async function addressAt(page: Page, x: number, y: number): Promise<URLSearchParams> {
  await page.waitForFunction(([x, y]) => new URLSearchParams(location.search).get('x') === x && new URLSearchParams(location.search).get('y') === y, [String(x), String(y)]);
  return address(page);
}

/** Distinct colours over the endless canvas: walls and paper at least. */
async function colours(page: Page): Promise<number> {
  return page.$eval('#endless-canvas', (c) => {
    const canvas = c as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 16) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });
}

/** The five screens: a laptop at DPR 1 and 2, two large monitors, a phone. */
const SCREENS = [
  { width: 1366, height: 800, dpr: 1 },
  { width: 1366, height: 800, dpr: 2 },
  { width: 1920, height: 1080, dpr: 1 },
  { width: 2560, height: 1440, dpr: 1 },
  { width: 390, height: 844, dpr: 3, touch: true },
];

describe('the Endless mode', () => {
  it('opens at the place in the address, travels by keys and drags, and keeps the place in the address', async () => {
    const x0 = 2 ** 31;
    const page = await open(harness, `mode=endless&seed=e2e&x=${x0}&y=${x0}&texture=division`);
    await page.waitForSelector('#endless-canvas:not([hidden])');
    await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('#endless-canvas')?.dataset.x !== undefined);
    expect(await centre(page)).toEqual([x0, x0]);
    expect(await page.textContent('#endless-where')).toBe(`${x0}, ${x0}`);
    expect(await page.isHidden('#viewport')).toBe(true);
    expect(await colours(page)).toBeGreaterThan(1);
    let params = await addressAt(page, x0, x0);
    expect([params.get('mode'), params.get('seed'), params.get('texture')]).toEqual(['endless', 'e2e', 'division']);

    await page.focus('#endless-canvas');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await centre(page)).toEqual([x0 + 2, x0 + 1]);
    await addressAt(page, x0 + 2, x0 + 1);

    // Dragging the map 10 cells left and 5 up moves the centre 10 cells east and 5 south.
    const box = (await page.$('#endless-canvas'))!.boundingBox();
    const { x, y, width, height } = (await box)!;
    await page.mouse.move(x + width / 2, y + height / 2);
    await page.mouse.down();
    await page.mouse.move(x + width / 2 - 70, y + height / 2 - 35, { steps: 5 });
    await page.mouse.move(x + width / 2 - 140, y + height / 2 - 70, { steps: 5 });
    await page.mouse.up();
    expect(await centre(page)).toEqual([x0 + 12, x0 + 6]);

    // Reloading the address shows the same place.
    params = await addressAt(page, x0 + 12, x0 + 6);
    const again = await open(harness, params.toString());
    await again.waitForFunction(() => document.querySelector<HTMLCanvasElement>('#endless-canvas')?.dataset.x !== undefined);
    expect(await centre(again)).toEqual([x0 + 12, x0 + 6]);
    await again.close();
    await page.close();
  });

  it('goes to any cell, up to the far corner of the world', async () => {
    const page = await open(harness, 'mode=endless&seed=goto');
    await page.waitForSelector('#endless-goto');
    const far = 2 ** 48 - 1;
    await page.fill('#endless-x', String(far));
    await page.fill('#endless-y', '12345');
    await page.click('#endless-goto button[type=submit]');
    expect(await centre(page)).toEqual([far, 12345]);
    await addressAt(page, far, 12345);
    await page.fill('#endless-x', '-4');
    await page.click('#endless-goto button[type=submit]');
    expect(await page.textContent('#messages')).toContain('x and y must be integers from 0 to 281474976710655');
    expect(await centre(page)).toEqual([far, 12345]);
    await page.close();
  });

  it('walks from the centre cell with the arrow keys, only through open passages', async () => {
    const [sx, sy] = [5_000_000_000, 7_000_000_000];
    const page = await open(harness, `mode=endless&seed=walk&x=${sx}&y=${sy}&texture=chunks`);
    await page.waitForSelector('#endless-walk');
    await page.click('#endless-walk');
    expect(await page.getAttribute('#endless-walk', 'aria-pressed')).toBe('true');
    let [px, py] = [sx, sy];
    expect(await page.getAttribute('#endless-canvas', 'data-player')).toBe(`${px},${py}`);
    const keys = [['ArrowUp', 0, -1, 1], ['ArrowDown', 0, 1, 2], ['ArrowRight', 1, 0, 4], ['ArrowLeft', -1, 0, 8]] as const;
    let moved = 0;
    for (let i = 0; i < 40; i++) {
      const bits = endlessWindow('walk', px, py, 1, 1, { texture: 'chunks' })[0]!;
      // Alternate between a key that is open and one that is walled, when there is one.
      const open = keys.filter((k) => bits & k[3]);
      const closed = keys.filter((k) => !(bits & k[3]));
      const [key, dx, dy] = i % 3 === 2 && closed.length ? closed[0]! : open[i % open.length]!;
      await page.keyboard.press(key);
      if (bits & keys.find((k) => k[0] === key)![3]) {
        px += dx;
        py += dy;
        moved++;
      }
      expect(await page.getAttribute('#endless-canvas', 'data-player')).toBe(`${px},${py}`);
    }
    expect(moved).toBeGreaterThan(20);
    expect(await centre(page)).toEqual([px, py]);
    await page.keyboard.press('Escape');
    expect(await page.getAttribute('#endless-walk', 'aria-pressed')).toBe('false');
    await page.close();
  });

  for (const screen of SCREENS) {
    it(`zooms, downloads the window in view and turns off what cannot apply, at ${screen.width} × ${screen.height} (DPR ${screen.dpr})`, async () => {
      const x0 = 3_000_000_000;
      const page = await open(harness, `mode=endless&seed=wired&x=${x0}&y=${x0}&texture=chunks`, screen);
      await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('#endless-canvas')?.dataset.cell !== undefined);
      const cell = async (): Promise<number> => Number(await page.getAttribute('#endless-canvas', 'data-cell'));
      const cellBecomes = (size: number) => page.waitForFunction((size) => Math.abs(Number(document.querySelector('#endless-canvas')!.getAttribute('data-cell')) - size) < 0.01, size);
      expect(await cell()).toBe(14);

      // What belongs to the carved maze is off, each with its reason.
      for (const id of ['solution', 'distances', 'view-3d', 'zoom-fit', 'width', 'ends-at']) {
        expect(await page.isDisabled(`#${id}`), id).toBe(true);
        expect((await page.getAttribute(`#${id}`, 'title'))!.length, id).toBeGreaterThan(10);
      }
      expect(await page.isDisabled('#seed')).toBe(false);

      // −, + and the keys zoom the endless view (the buttons are in the view bar, as for any maze).
      await page.click('#zoom-in');
      await cellBecomes(21);
      await page.click('#zoom-out');
      await page.click('#zoom-out');
      await cellBecomes(14 / 1.5);
      await page.focus('#endless-canvas');
      await page.keyboard.press('0');
      await cellBecomes(14);
      await page.keyboard.press('+');
      await cellBecomes(21);
      if (!screen.touch) {
        // The wheel zooms about the pointer.
        const box = (await page.$('#endless-canvas'))!.boundingBox();
        const { x, y, width, height } = (await box)!;
        await page.mouse.move(x + width / 2, y + height / 2);
        await page.mouse.wheel(0, 300);
        await page.waitForFunction(() => Number(document.querySelector('#endless-canvas')!.getAttribute('data-cell')) < 20);
        await page.mouse.wheel(0, -300);
        await page.waitForFunction(() => Number(document.querySelector('#endless-canvas')!.getAttribute('data-cell')) > 20);
      }
      await page.keyboard.press('0');
      await cellBecomes(14);

      // Every download writes the window in view, named from what it shows.
      const json = await download(page, '#download-json');
      const named = /^maze-endless-chunks-x(\d+)-y(\d+)-(\d+)x(\d+)-wired\.json$/.exec(json.name);
      expect(named, json.name).not.toBeNull();
      const [wx, wy, ww, wh] = named!.slice(1).map(Number) as [number, number, number, number];
      const canvas = await page.$eval('#endless-canvas', (c) => ({ w: c.clientWidth, h: c.clientHeight, x: Number((c as HTMLElement).dataset.x), y: Number((c as HTMLElement).dataset.y) }));
      // The cells at least partly on the canvas, about the centre cell.
      expect(Math.abs(ww - canvas.w / 14)).toBeLessThanOrEqual(2);
      expect(Math.abs(wh - canvas.h / 14)).toBeLessThanOrEqual(2);
      expect(canvas.x - wx).toBeGreaterThanOrEqual(Math.floor(canvas.w / 28) - 1);
      expect(canvas.y - wy).toBeGreaterThanOrEqual(Math.floor(canvas.h / 28) - 1);
      const texture: Texture = 'chunks';
      expect(json.bytes.toString('utf8')).toBe(`${stringifyMaze(windowMaze('wired', wx, wy, ww, wh, { texture }))}\n`);
      const stem = json.name.replace(/\.json$/, '');
      const svg = await download(page, '#download-svg');
      expect(svg.name).toBe(`${stem}.svg`);
      expect(svg.bytes.toString('utf8')).toMatch(/^<\?xml[^>]*>\s*<svg[^>]*viewBox/);
      const png = await download(page, '#download-png');
      expect(png.name).toBe(`${stem}.png`);
      expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
      // A window too dense for a printed page is refused with the largest size that prints (render-pdf's rule).
      const fits = (() => {
        try {
          checkPdfFits({ width: ww, height: wh });
          return true;
        } catch {
          return false;
        }
      })();
      if (!fits) {
        await page.click('#download-pdf');
        await page.waitForFunction(() => /do not print legibly; the largest of its proportions that prints legibly there is \d+x\d+/.test(document.querySelector('#messages')!.textContent));
        const largest = /there is (\d+)x(\d+)/.exec((await page.textContent('#messages'))!)!.slice(1).map(Number);
        expect(largest[0]!).toBeLessThan(ww);
        // Zoomed in, the window prints.
        await page.focus('#endless-canvas');
        await page.keyboard.press('+');
        await page.keyboard.press('+');
        await cellBecomes(14 * 1.5 * 1.5);
      }
      const pdf = await download(page, '#download-pdf');
      expect(pdf.name).toMatch(/^maze-endless-chunks-x\d+-y\d+-\d+x\d+-wired\.pdf$/);
      if (fits) expect(pdf.name).toBe(`${stem}.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await page.focus('#endless-canvas');
      await page.keyboard.press('0');
      await cellBecomes(14);

      // A "Go to" error goes once a later move works.
      await page.fill('#endless-x', 'far');
      await page.click('#endless-goto button[type=submit]');
      expect(await page.isVisible('#messages')).toBe(true);
      await page.focus('#endless-canvas');
      await page.keyboard.press('ArrowRight');
      expect(await page.isHidden('#messages')).toBe(true);
      expect(await centre(page)).toEqual([canvas.x + 1, canvas.y]);

      // Back in Watch, the carved maze's controls are back.
      await page.click('#mode-watch');
      for (const id of ['solution', 'distances', 'view-3d', 'zoom-fit', 'width', 'ends-at']) expect(await page.isDisabled(`#${id}`), id).toBe(false);
      await page.close();
    });
  }

  for (const screen of SCREENS) {
    it(`draws no chunk seam: the longest straight wall on the canvas is a plain maze's, at ${screen.width} × ${screen.height} (DPR ${screen.dpr})`, async () => {
      // The view's centre is a chunk corner (3e9 is a multiple of 64), where straight chunk
      // borders drew walls across the whole picture (68 cells at 1366 × 800).
      const x0 = 3_000_000_000;
      const page = await open(harness, `mode=endless&seed=seams&x=${x0}&y=${x0}&texture=chunks`, screen);
      await page.waitForFunction(() => document.querySelector<HTMLCanvasElement>('#endless-canvas')?.dataset.cell !== undefined);
      // Reads every cell edge of the cells wholly on the canvas from its pixels: ink at the
      // middle of the edge is a wall. The view's centre cell (data-x, data-y) is drawn centred.
      const seen = await page.$eval('#endless-canvas', (c) => {
        const canvas = c as HTMLCanvasElement;
        const s = Number(canvas.dataset.cell);
        const cx = Number(canvas.dataset.x) + 0.5;
        const cy = Number(canvas.dataset.y) + 0.5;
        const w = canvas.clientWidth;
        const h = canvas.clientHeight;
        const scale = canvas.width / w;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        // The darkest of the three device pixels across the line (it is antialiased).
        const ink = (px: number, py: number, vertical: boolean): boolean => {
          let darkest = 765;
          for (let d = -1; d <= 1; d++) {
            const ix = Math.floor(px * scale) + (vertical ? d : 0);
            const iy = Math.floor(py * scale) + (vertical ? 0 : d);
            const i = (iy * canvas.width + ix) * 4;
            darkest = Math.min(darkest, data[i]! + data[i + 1]! + data[i + 2]!);
          }
          return darkest < 384;
        };
        const left = (x: number): number => (x - cx) * s + w / 2;
        const top = (y: number): number => (y - cy) * s + h / 2;
        const x1 = Math.ceil(cx - w / 2 / s) + 1;
        const y1 = Math.ceil(cy - h / 2 / s) + 1;
        const cols = Math.floor((w / 2 - s) / s) * 2;
        const rows = Math.floor((h / 2 - s) / s) * 2;
        const east: boolean[] = [];
        const south: boolean[] = [];
        for (let r = 0; r < rows; r++) {
          for (let q = 0; q < cols; q++) {
            east.push(ink(left(x1 + q + 1), top(y1 + r) + s / 2, true));
            south.push(ink(left(x1 + q) + s / 2, top(y1 + r + 1), false));
          }
        }
        return { x1, y1, cols, rows, east, south };
      });
      const { x1, y1, cols, rows } = seen;
      expect(cols).toBeGreaterThanOrEqual(screen.touch ? 20 : 64);
      expect(rows).toBeGreaterThanOrEqual(16);
      // What was read is the maze: a wall exactly where the world's cell has no passage.
      const bits = endlessWindow('seams', x1, y1, cols, rows, { texture: 'chunks' });
      for (let i = 0; i < cols * rows; i++) {
        expect(seen.east[i], `east wall of cell ${i}`).toBe((bits[i]! & 4) === 0);
        expect(seen.south[i], `south wall of cell ${i}`).toBe((bits[i]! & 2) === 0);
      }
      let longest = 0;
      for (let r = 0; r < rows - 1; r++) {
        for (let q = 0, run = 0; q < cols; q++) longest = Math.max(longest, (run = seen.south[r * cols + q] ? run + 1 : 0));
      }
      for (let q = 0; q < cols - 1; q++) {
        for (let r = 0, run = 0; r < rows; r++) longest = Math.max(longest, (run = seen.east[r * cols + q] ? run + 1 : 0));
      }
      // Plain backtracker mazes of this size: longest straight walls of about 11 to 16 cells.
      expect(longest).toBeLessThanOrEqual(18);
      await page.close();
    });
  }

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
