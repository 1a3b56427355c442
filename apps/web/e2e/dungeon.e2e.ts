// Dungeons in the demo page, in headless Chromium: the rooms generator in the picker with its
// options, the canvas drawing rock solid and doors as bars where the Node dungeon has them,
// the carving replayed from rock, the 3D view standing the rock and framing the doors, a walk
// through rooms and corridors in Play mode, and the Tiled download read back as a Tiled map.
import { CellKind, TracePlayer, generate, layoutCells, mazeEnds, shortestPath } from '@mazekit/core';
import { TiledTile } from '@mazekit/render-tiled';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carveMaze } from '../src/carve.js';
import { findGenerator } from '../src/generators.js';
import { forEachRockRun } from '../src/three/dungeon-geometry.js';
import { cellCentre, mapLayout } from '../src/view/map-layout.js';
import { startHarness, type Harness } from './harness.js';
import { camera, download, finished, open, pageErrors, settled } from './pages.js';
import { firstPicture } from './perf.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
  expect(pageErrors).toEqual([]);
});

const rooms = findGenerator('rooms')!;
const W = 20;
const H = 14;
const OPTIONS = { rooms: 6, roomSize: '3..6', extraDoors: 0.2, deadEnds: 0 };
const QUERY = `generator=rooms&width=${W}&height=${H}&levels=1&seed=dig&opt.rooms=6&opt.roomSize=3..6&opt.extraDoors=0.2&opt.deadEnds=0`;
/** The same dungeon in Node, as the page's worker carves it. */
const maze = generate(rooms, { width: W, height: H, seed: 'dig', options: OPTIONS });
const grid = maze.grid;
const dungeon = layoutCells(maze)!;
const layout = mapLayout(W, H, 1);

// The light scheme's colours (view/palette.ts): floor, wall and rock, a door's bar, a cell in the maze while it is carved.
const WHITE = [0xff, 0xff, 0xff];
const BLACK = [0, 0, 0];
const DOOR = [0x8b, 0x5a, 0x2b];
const VISITED = [0x3a, 0x6f, 0xd8];

/** The canvas's colours at map points. */
async function colorsAt(page: Page, points: readonly { x: number; y: number }[]): Promise<number[][]> {
  await settled(page);
  const cam = await camera(page);
  return page.evaluate(
    ({ points, cam }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('#maze')!;
      const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return points.map((p) => {
        const i = 4 * (Math.floor((p.y - cam.y) * cam.z) * image.width + Math.floor((p.x - cam.x) * cam.z));
        return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      });
    },
    { points, cam },
  );
}

/** The middle of each door's opening, on the map. */
function doorPoints(): { x: number; y: number }[] {
  return maze.layout!.doors.map((door) => {
    const a = cellCentre(layout, Math.min(door.from, door.to));
    const across = Math.abs(door.to - door.from) === 1;
    return { x: a.x + (across ? 0.5 : 0), y: a.y + (across ? 0 : 0.5) };
  });
}

const allCells = Array.from({ length: grid.size }, (_, c) => c);

describe('dungeons in the demo', () => {
  it('offers the rooms generator with its options, carries them in the link, and repairs a bad one', async () => {
    const page = await open(harness, `${QUERY}&speed=100000`);
    await finished(page);
    expect(await page.$$eval('#generator option', (os) => os.map((o) => (o as HTMLOptionElement).value))).toContain('rooms');
    expect(await page.inputValue('#generator')).toBe('rooms');
    const fields = await page.$$eval('#generator-options input, #generator-options select', (els) => els.map((e) => e.id));
    expect(fields).toEqual(rooms.options.map((o) => `opt-${o.name}`));
    expect(await page.inputValue('#opt-roomSize')).toBe('3..6');
    expect(await page.inputValue('#opt-rooms')).toBe('6');
    // The maze JSON is the Node dungeon's, rooms and doors included.
    const json = JSON.parse((await download(page, '#download-json')).bytes.toString('utf8')) as { rooms: unknown[]; doors: unknown[] };
    expect(json.rooms).toHaveLength(maze.layout!.rooms.length);
    expect(json.doors).toHaveLength(maze.layout!.doors.length);
    // A change in the form reaches the link.
    await page.fill('#opt-roomSize', '4..5');
    await page.dispatchEvent('#opt-roomSize', 'change');
    await page.waitForFunction(() => location.search.includes('opt.roomSize=4..5'));
    await page.close();

    const bad = await open(harness, `${QUERY.replace('3..6', '9..3')}&speed=100000`);
    await finished(bad);
    expect(await bad.textContent('#messages')).toContain('opt.roomSize must be a side or a range of sides like "3..9"');
    expect(await bad.inputValue('#opt-roomSize')).toBe('3..7');
    expect(new URL(bad.url()).searchParams.get('opt.roomSize')).toBe('3..7');
    await bad.close();
  });

  it('draws rock solid and doors as bars where the dungeon has them, rooms open', async () => {
    const page = await open(harness, `${QUERY}&speed=100000`);
    await finished(page);
    const centres = await colorsAt(page, allCells.map((c) => cellCentre(layout, c)));
    // The entrance and exit carry their marks.
    const ends = mazeEnds(grid, 'corners');
    for (const c of allCells) if (c !== ends.start && c !== ends.goal) expect(centres[c], `cell ${c}`).toEqual(dungeon.kinds[c] === CellKind.ROCK ? BLACK : WHITE);
    expect(dungeon.counts[CellKind.ROCK]).toBeGreaterThan(10);
    const doors = await colorsAt(page, doorPoints());
    expect(doors.length).toBeGreaterThan(0);
    for (const d of doors) expect(d).toEqual(DOOR);
    // Inside a room no post stands where four floor cells meet.
    const room = maze.layout!.rooms.find((r) => r.width > 1 && r.height > 1)!;
    const inner = cellCentre(layout, (room.row + 1) * W + room.col + 1);
    expect((await colorsAt(page, [{ x: inner.x - 0.5, y: inner.y - 0.5 }]))[0]).toEqual(WHITE);
    await page.close();
  });

  it('replays the carving from solid rock: rooms and corridors open, doors appear, dead ends fill', async () => {
    const page = await open(harness, `${QUERY}&speed=100000`);
    await finished(page);
    const { recording } = carveMaze(rooms, { shape: 'orthogonal', width: W, height: H, levels: 1, rings: 1, mask: undefined, seed: 'dig', options: OPTIONS }, { recordUpTo: 1e7 });
    const player = new TracePlayer(grid, recording!);
    expect(await page.getAttribute('#app', 'data-steps')).toBe(String(player.steps));
    await page.focus('#maze');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-picture') === 'frame');
    for (const c of await colorsAt(page, allCells.map((c) => cellCentre(layout, c)))) expect(c).toEqual(BLACK);
    // Partway: each cell is in the maze or still rock, as the recording has it at that step.
    const seekTo = async (step: number) => {
      await page.$eval('#scrubber', (el, step: number) => {
        const input = el as HTMLInputElement;
        input.value = String(step);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, step);
      await page.waitForFunction((step: number) => document.querySelector('#app')!.getAttribute('data-step') === String(step), step);
    };
    const mid = Math.floor(player.steps / 3);
    await seekTo(mid);
    const state = player.seek(mid);
    const colours = await colorsAt(page, allCells.map((c) => cellCentre(layout, c)));
    let opened = 0;
    for (const c of allCells) {
      if (c === state.head) continue;
      expect(colours[c], `cell ${c} at step ${mid}`).toEqual(state.cells[c] ? VISITED : BLACK);
      if (state.cells[c]) opened++;
    }
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThan(grid.size);
    // The last frame: the dungeon's rock back in place (dead ends filled) and every door open.
    await seekTo(player.steps - 1);
    const last = player.seek(player.steps - 1);
    const end = await colorsAt(page, allCells.map((c) => cellCentre(layout, c)));
    for (const c of allCells) if (c !== last.head) expect(end[c], `cell ${c}`).toEqual(last.cells[c] ? VISITED : BLACK);
    for (const d of await colorsAt(page, doorPoints())) expect(d).toEqual(DOOR);
    await page.close();
  });

  it('stands the rock and frames the doors in the 3D view', async () => {
    const page = await open(harness, `${QUERY}&speed=100000`);
    await finished(page);
    await page.click('#view-3d');
    await page.waitForFunction(() => document.querySelector('#view3d')?.getAttribute('data-ready') === 'true', undefined, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('#three-stage')?.getAttribute('data-rock') !== null, undefined, { timeout: 60_000 });
    const runs = forEachRockRun(grid, dungeon.kinds, () => undefined);
    expect(await page.getAttribute('#three-stage', 'data-rock')).toBe(String(runs));
    expect(await page.getAttribute('#three-stage', 'data-doors')).toBe(String(maze.layout!.doors.length));
    await page.close();
  });

  it('plays through rooms and corridors, never into rock, from an open entrance to an open exit', async () => {
    const ends = mazeEnds(grid, 'corners');
    expect(grid.cells[ends.start]).not.toBe(0);
    expect(grid.cells[ends.goal]).not.toBe(0);
    const path = shortestPath(grid, ends.start, ends.goal)!;
    // The way out crosses a room.
    expect(path.some((c) => dungeon.kinds[c] === CellKind.ROOM)).toBe(true);
    const page = await open(harness, `${QUERY}&speed=100000&mode=play`);
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-game') === 'ready' && document.querySelector('#maze')!.getAttribute('data-picture') === 'play');
    await page.focus('#maze');
    expect(await page.getAttribute('#app', 'data-player')).toBe(String(ends.start));
    // A step toward rock (or the border) goes nowhere.
    const keys: Record<number, string> = { [-W]: 'ArrowUp', [W]: 'ArrowDown', [1]: 'ArrowRight', [-1]: 'ArrowLeft' };
    const blocked = Object.entries(keys).find(([d]) => {
      const n = ends.start + Number(d);
      const dir = grid.directionTo(ends.start, n);
      return dir < 0 || !grid.isOpen(ends.start, dir);
    });
    if (blocked) {
      await page.keyboard.press(blocked[1]);
      expect(await page.getAttribute('#app', 'data-moves')).toBe('0');
    }
    for (let i = 1; i < path.length; i++) {
      await page.keyboard.press(keys[path[i]! - path[i - 1]!]!);
      if (i < path.length - 1) expect(await page.getAttribute('#app', 'data-player'), `step ${i}`).toBe(String(path[i]));
    }
    await page.waitForSelector('#finish:not([hidden])');
    expect(await page.getAttribute('#app', 'data-game')).toBe('won');
    expect(Number(await page.getAttribute('#app', 'data-moves'))).toBe(path.length - 1);
    await page.close();
  });

  it('shows a 2000 × 2000 dungeon at "fit", its rock solid in the overview, without blocking the page', async () => {
    const { page, millis, longest, slowdown } = await firstPicture(harness.browser, `${harness.url}?generator=rooms&width=2000&height=2000&levels=1&seed=big`, 'a 2000 × 2000 rooms dungeon', pageErrors);
    // The overview: a pixel spans several cells, so a perfect maze is grey with almost no black
    // pixel, while a dungeon's rock is solid: wherever it spans a pixel, the pixel is black.
    const ink = async () => {
      await settled(page);
      return page.$eval('#maze', (c) => {
        const canvas = c as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let black = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 24) black++;
        return black / (data.length / 4);
      });
    };
    const dungeonInk = await ink();
    await page.goto(`${harness.url}?generator=backtracker&width=2000&height=2000&levels=1&seed=big`);
    await page.waitForFunction(() => document.querySelector('#maze')!.getAttribute('data-picture') === 'maze', undefined, { timeout: 60_000 });
    const perfectInk = await ink();
    console.log(`[figure] black pixels at fit, 2000 × 2000: dungeon ${(dungeonInk * 100).toFixed(2)} %, backtracker maze ${(perfectInk * 100).toFixed(2)} %`);
    expect(perfectInk).toBeLessThan(0.001);
    expect(dungeonInk).toBeGreaterThan(0.003);
    if (process.env.MAZEKIT_PERF_BARS === '1') {
      expect(millis).toBeLessThanOrEqual(2200 * slowdown);
      expect(longest).toBeLessThanOrEqual(100 * slowdown);
    }
    await page.close();
  });

  it('downloads a Tiled map and its tileset, zipped, with a tile layer of the block grid and its rooms', async () => {
    const page = await open(harness, `${QUERY}&speed=100000`);
    await finished(page);
    const file = await download(page, '#download-tiled');
    expect(file.name).toBe('maze-rooms-20x14-dig-tiled.zip');
    const files = unzipSync(new Uint8Array(file.bytes));
    expect(Object.keys(files).sort()).toEqual(['maze-rooms-20x14-dig.tmj', 'mazekit-tiles.png']);
    const png = files['mazekit-tiles.png']!;
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const map = JSON.parse(strFromU8(files['maze-rooms-20x14-dig.tmj']!)) as {
      type: string;
      orientation: string;
      width: number;
      height: number;
      tilesets: { image: string; tilecount: number; firstgid: number }[];
      layers: { type: string; name: string; data?: number[]; objects?: { type: string }[] }[];
    };
    expect([map.type, map.orientation, map.width, map.height]).toEqual(['map', 'orthogonal', 2 * W + 1, 2 * H + 1]);
    expect(map.tilesets[0]!.image).toBe('mazekit-tiles.png');
    const tiles = map.layers.find((l) => l.type === 'tilelayer')!.data!;
    expect(tiles).toHaveLength((2 * W + 1) * (2 * H + 1));
    const count = (tile: number) => tiles.filter((gid) => gid === map.tilesets[0]!.firstgid + tile).length;
    expect(count(TiledTile.DOOR_EW) + count(TiledTile.DOOR_NS)).toBe(maze.layout!.doors.length);
    // A cell's block is rock exactly where the cell is rock.
    for (const c of allCells) {
      const gid = tiles[(2 * Math.floor(c / W) + 1) * (2 * W + 1) + 2 * (c % W) + 1]!;
      expect(gid === map.tilesets[0]!.firstgid + TiledTile.ROCK, `cell ${c}`).toBe(dungeon.kinds[c] === CellKind.ROCK);
    }
    const objects = map.layers.find((l) => l.type === 'objectgroup')!.objects!;
    expect(objects.filter((o) => o.type === 'room')).toHaveLength(maze.layout!.rooms.length);
    expect(objects.filter((o) => o.type === 'start' || o.type === 'goal')).toHaveLength(2);
    await page.close();

    // Tiled maps are square blocks: on a hex or weave maze the button is off, saying why.
    for (const [query, why] of [
      ['shape=hex&width=8&height=6', /^A Tiled map is a grid of square tiles: it holds square mazes only, not hex mazes$/],
      ['shape=weave&width=8&height=6&crossings=1', /^A Tiled map is a grid of square tiles: it holds square mazes only, not weave mazes \(their crossings have no tile\)$/],
    ] as const) {
      const hex = await open(harness, `generator=backtracker&${query}&seed=h&speed=100000`);
      await finished(hex);
      expect(await hex.isDisabled('#download-tiled'), query).toBe(true);
      expect(await hex.getAttribute('#download-tiled', 'title')).toMatch(why);
      // Back on a square maze it is on again, with its own tooltip.
      await hex.selectOption('#shape', 'orthogonal');
      await hex.click('#generate');
      await hex.waitForFunction(() => !(document.querySelector('#download-tiled') as HTMLButtonElement).disabled);
      expect(await hex.getAttribute('#download-tiled', 'title')).toMatch(/^Download a Tiled map/);
      await hex.close();
    }
  });
});
