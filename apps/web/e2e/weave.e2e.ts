import { WEAVE_INSET, generate, geometryOf, shortestPath, solve, stringifyMaze } from '@mazekit/core';
import { renderSvg } from '@mazekit/render-svg';
import type { WeaveGrid } from '@mazekit/grid-weave';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { gridOf } from '../src/shape/grid-of.js';
import { forEachShapeWall } from '../src/three/shape-geometry.js';
import { startHarness, type Harness } from './harness.js';
import { camera, darkAt, download, finished, open, pageErrors, settled } from './pages.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const wilson = findGenerator('wilson')!;
const SIZE = { width: 12, height: 8 };

/** The page's empty grid: weave, 12 × 8, crossings 0.6. */
const empty = (): WeaveGrid => gridOf({ shape: 'weave', ...SIZE, levels: 1, rings: 1, crossings: 0.6 }) as WeaveGrid;

/** The weave maze the page makes for `seed` (Wilson's), carved in Node. */
function carved(seed: string): WeaveGrid {
  const grid = empty();
  generate(wilson, { grid, seed });
  return grid;
}

/** A seed whose solution (corner to corner) passes under a crossing, with the step that does. */
function seedGoingUnder(): { seed: string; grid: WeaveGrid; route: number[]; under: number } {
  for (let i = 0; ; i++) {
    const seed = `weave-e2e-${i}`;
    const grid = carved(seed);
    const route = shortestPath(grid, 0, grid.size - 1)!;
    for (let k = 1; k < route.length; k++) {
      const step = route[k]! - route[k - 1]!;
      const between = route[k - 1]! + step / 2;
      // Under a crossing the route does not also pass over.
      if ((Math.abs(step) === 2 || Math.abs(step) === 2 * grid.width) && grid.over[between] !== 0 && !route.includes(between)) return { seed, grid, route, under: k };
    }
  }
}

const query = (seed: string, extra = ''): string => `generator=wilson&shape=weave&width=${SIZE.width}&height=${SIZE.height}&crossings=0.6&seed=${seed}&speed=100000${extra}`;

/** The colour of the canvas pixel at map point (`x`, `y`), as [r, g, b]. */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const cam = await camera(page);
  return page.evaluate(
    ({ px, py }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      return Array.from(canvas.getContext('2d')!.getImageData(px, py, 1, 1).data.slice(0, 3));
    },
    { px: Math.floor((x - cam.x) * cam.z), py: Math.floor((y - cam.y) * cam.z) },
  );
}

const isRoute = ([r, g, b]: number[]): boolean => r! > 180 && g! < 120 && b! < 90;

describe('weave mazes', () => {
  it('the shape picker offers weave with its crossings box, and only the generators that can carve it', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&seed=pick&speed=100000');
    await finished(page);
    expect(await page.$$eval('#shape option', (os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))).toContainEqual(['weave', 'Weave']);
    expect(await page.isVisible('#crossings')).toBe(false);
    await page.selectOption('#shape', 'weave');
    await finished(page);
    expect(await page.isVisible('#crossings')).toBe(true);
    expect(await page.isVisible('#levels')).toBe(false);
    expect(await page.inputValue('#crossings')).toBe('0.4');
    expect(new URL(page.url()).searchParams.get('crossings')).toBe('0.4');
    const disabled = await page.$$eval('#generator option', (os) => os.filter((o) => (o as HTMLOptionElement).disabled).map((o) => [(o as HTMLOptionElement).value, (o as HTMLOptionElement).title]));
    expect(disabled.map(([id]) => id).sort()).toEqual(['binary-tree', 'eller', 'recursive-division', 'rooms', 'sidewinder']);
    for (const [, title] of disabled) expect(title).toMatch(/carves plain square mazes only: .* cannot keep crossings$/);
    expect(await page.isDisabled('#mask')).toBe(true);
    // A new density makes a new maze, and the link says so.
    await page.fill('#crossings', '0.8');
    await page.press('#crossings', 'Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('crossings') === '0.8');
    await finished(page);
    expect(await page.textContent('#status')).toContain('weave 12×8, crossings 0.8');
    await page.close();
  });

  it('a link with crossings opens that weave maze: its JSON and SVG are the ones Node makes; a bad density is reported', async () => {
    const seed = 'weave-link';
    const page = await open(harness, query(seed));
    await finished(page);
    expect([await page.inputValue('#shape'), await page.inputValue('#crossings')]).toEqual(['weave', '0.6']);
    const grid = carved(seed);
    expect(grid.crossings().length).toBeGreaterThan(3);
    const json = await download(page, '#download-json');
    expect(json.name).toBe(`maze-wilson-weave-12x8-c0.6-${seed}.json`);
    expect(json.bytes.toString('utf8')).toBe(`${stringifyMaze(generate(wilson, { grid: empty(), seed }))}\n`);
    expect(json.bytes.toString('utf8')).toContain(`"crossings":[${grid.crossings().join(',')}]`);
    const maze = solve({ ...generate(wilson, { grid: empty(), seed }), start: 0, goal: grid.size - 1 });
    expect((await download(page, '#download-svg')).bytes.toString('utf8')).toBe(renderSvg(maze, { solution: false, gaps: true }));
    const pdf = (await download(page, '#download-pdf')).bytes;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const png = (await download(page, '#download-png')).bytes;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

    const bad = await open(harness, query(seed).replace('crossings=0.6', 'crossings=lots'));
    await finished(bad);
    expect(await bad.textContent('#messages')).toContain('crossings must be a number from 0 to 1; got "lots", using 0.4');
    expect(new URL(bad.url()).searchParams.get('crossings')).toBe('0.4');
    await bad.close();
    await page.close();
  });

  it('the canvas shows the corridor beneath a crossing with a gap in its walls, and the solution going under it', async () => {
    const { seed, grid, route, under } = seedGoingUnder();
    const page = await open(harness, query(seed, '&solution=1'));
    await finished(page);
    await settled(page);
    const m = WEAVE_INSET;
    for (const x of grid.crossings()) {
      const col = x % grid.width;
      const row = (x - col) / grid.width;
      const ns = grid.over[x] === 1;
      // Across the corridor on top, its two long walls are unbroken; along the corridor beneath,
      // its walls stop at them (a stub outside each), with a gap in the middle.
      const probes = ns
        ? [
            { x: col + m, y: row + 0.5, across: 'x' as const },
            { x: col + 1 - m, y: row + 0.5, across: 'x' as const },
            { x: col + m / 2, y: row + m, across: 'y' as const },
            { x: col + 0.5, y: row + m, across: 'y' as const },
            { x: col + 0.5, y: row + 1 - m, across: 'y' as const },
          ]
        : [
            { x: col + 0.5, y: row + m, across: 'y' as const },
            { x: col + 0.5, y: row + 1 - m, across: 'y' as const },
            { x: col + m, y: row + m / 2, across: 'x' as const },
            { x: col + m, y: row + 0.5, across: 'x' as const },
            { x: col + 1 - m, y: row + 0.5, across: 'x' as const },
          ];
      expect(await darkAt(page, probes), `crossing ${x}`).toEqual([true, true, true, false, false]);
    }
    // The solution passes under the crossing between route[under - 1] and route[under]: its
    // colour is at both cells' centres and not at the crossing's.
    const centre = (c: number) => ({ x: (c % grid.width) + 0.5, y: Math.floor(c / grid.width) + 0.5 });
    const [a, b] = [route[under - 1]!, route[under]!];
    const x = (a + b) / 2;
    expect(isRoute(await pixel(page, centre(a).x, centre(a).y))).toBe(true);
    expect(isRoute(await pixel(page, centre(b).x, centre(b).y))).toBe(true);
    expect(isRoute(await pixel(page, centre(x).x, centre(x).y))).toBe(false);
    await page.close();
  });

  it('carving animates with the crossings in place from the first steps', async () => {
    const page = await open(harness, query('weave-frames'));
    await finished(page);
    await page.$eval('#scrubber', (s) => {
      (s as HTMLInputElement).value = '40';
      s.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-picture') === 'frame');
    await settled(page);
    const grid = carved('weave-frames');
    const x = grid.crossings()[0]!;
    const col = x % grid.width;
    const row = (x - col) / grid.width;
    const m = WEAVE_INSET;
    // The fixed corridors are carved first: the crossing's walls on top already stand whole.
    const probe = grid.over[x] === 1 ? { x: col + m, y: row + 0.5, across: 'x' as const } : { x: col + 0.5, y: row + m, across: 'y' as const };
    const gap = grid.over[x] === 1 ? { x: col + 0.5, y: row + m, across: 'y' as const } : { x: col + m, y: row + 0.5, across: 'x' as const };
    expect(await darkAt(page, [probe, gap])).toEqual([true, false]);
    await page.close();
  });

  it('play walks over and under: a step into a crossing along the corridor beneath goes under, and back', async () => {
    const { seed, grid, route, under } = seedGoingUnder();
    const page = await open(harness, query(seed, '&mode=play'));
    await page.waitForFunction(
      () => document.querySelector('#app')!.getAttribute('data-game') === 'ready' && document.querySelector('#maze')!.getAttribute('data-picture') === 'play',
    );
    await page.focus('#maze');
    const keyOf = (from: number, to: number): string => {
      const d = to - from;
      return Math.abs(d) < grid.width ? (d > 0 ? 'ArrowRight' : 'ArrowLeft') : d > 0 ? 'ArrowDown' : 'ArrowUp';
    };
    const player = async () => Number(await page.getAttribute('#app', 'data-player'));
    for (let k = 1; k < under; k++) {
      await page.keyboard.press(keyOf(route[k - 1]!, route[k]!));
      expect(await player(), `step ${k}`).toBe(route[k]);
    }
    const [a, b] = [route[under - 1]!, route[under]!];
    const key = keyOf(a, b);
    await page.keyboard.press(key);
    expect(await player()).toBe(b);
    await page.keyboard.press({ ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight', ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp' }[key]!);
    expect(await player()).toBe(a);
    await page.keyboard.press(key);
    expect(await player()).toBe(b);
    await page.close();
  });

  it('the 3D view raises each crossing into a bridge over the corridor beneath', async () => {
    const seed = 'weave-3d';
    const page = await open(harness, query(seed, '&view=3d'));
    await page.waitForFunction(() => document.querySelector('#view3d')?.getAttribute('data-ready') === 'true', undefined, { timeout: 60_000 });
    const grid = carved(seed);
    // A deck, two ramps and two parapets a crossing; no floor wall across any tunnel.
    expect(Number(await page.getAttribute('#three-stage', 'data-bridges'))).toBe(5 * grid.crossings().length);
    expect(Number(await page.getAttribute('#three-stage', 'data-walls'))).toBe(forEachShapeWall(grid, geometryOf(grid), grid.cells, () => {}));
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
