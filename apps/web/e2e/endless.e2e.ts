// The Endless mode: a window on the endless maze of the page's seed, travelled by keys and
// drags, a "go to" box, a walker that only passes open passages, the place in the address.
import { window as endlessWindow } from '@mazekit/endless';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { open, pageErrors } from './pages.js';

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

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
