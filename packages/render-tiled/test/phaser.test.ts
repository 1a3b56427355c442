// Loads a written map in a real client: Phaser's Tiled loader, in headless Chromium. One page,
// one game, a few mazes: a second or two once the browser is up.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseMaze, type Maze } from '@mazekit/core';
import { wilsonMaze } from '@mazekit/testkit';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TiledTile, renderTiled } from '../src/index.js';
import { expectedCounts } from './expected.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Phaser's exports map hides dist/, so the script is found beside its package.json.
const phaserScript = readFileSync(join(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'dist', 'phaser.min.js'), 'utf8');
const ORIGIN = 'http://tiled.test';

let browser: Browser;
beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

interface Loaded {
  layers: { name: string; width: number; height: number; counts: Record<string, number> }[];
  objects: Record<string, number>;
}

/**
 * The page's script, as text (it runs in the browser, against Phaser's own globals): one
 * headless game whose scene loads the map and the tileset, makes a layer of every tile layer,
 * and counts the tiles by index and the objects by type.
 */
function scene(image: string): string {
  return `new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('Phaser did not finish loading the map')), 20000);
    new Phaser.Game({
      type: Phaser.HEADLESS, width: 64, height: 64, banner: false, audio: { noAudio: true },
      scene: {
        preload() {
          this.load.on('loaderror', (file) => reject(new Error('Phaser could not load ' + file.key)));
          this.load.tilemapTiledJSON('level', 'level.tmj');
          this.load.image('tiles', ${JSON.stringify(image)});
        },
        create() {
          const map = this.make.tilemap({ key: 'level' });
          const tiles = map.addTilesetImage('mazekit', 'tiles');
          const layers = map.layers.map((data) => {
            const layer = map.createLayer(data.name, tiles);
            const counts = {};
            layer.forEachTile((t) => { counts[t.index] = (counts[t.index] || 0) + 1; });
            return { name: data.name, width: layer.layer.width, height: layer.layer.height, counts };
          });
          const objects = {};
          for (const group of map.objects) for (const o of group.objects) objects[o.type] = (objects[o.type] || 0) + 1;
          resolve({ layers, objects });
        },
      },
    });
  })`;
}

/** Serves the map and its tileset, and reads them back with Phaser's loader in one scene. */
async function loadInPhaser(maze: Maze): Promise<Loaded> {
  const { map, tileset, tilesetImage } = renderTiled(maze, { tileSize: 8 });
  const page = await browser.newPage();
  try {
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
      if (path === '/phaser.js') return route.fulfill({ contentType: 'text/javascript', body: phaserScript });
      if (path === '/level.tmj') return route.fulfill({ contentType: 'application/json', body: map });
      if (path === `/${tilesetImage}`) return route.fulfill({ contentType: 'image/png', body: Buffer.from(tileset) });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ url: `${ORIGIN}/phaser.js` });
    return await page.evaluate<Loaded>(scene(tilesetImage));
  } finally {
    await page.close();
  }
}

describe("Phaser's Tiled loader reads the map", () => {
  const cases: [string, () => Maze][] = [
    ['a two-floor dungeon', () => parseMaze(readFileSync(new URL('./examples/dungeon-2-floors.json', import.meta.url), 'utf8'))],
    ['a perfect maze on three floors', () => wilsonMaze(7, 5, 3, 'phaser')],
  ];
  for (const [name, make] of cases) {
    it(`${name}: a layer per floor, tile counts as the maze has them, rooms as objects`, async () => {
      const maze = make();
      const loaded = await loadInPhaser(maze);
      const { grid } = maze;
      expect(loaded.layers.map((l) => [l.name, l.width, l.height])).toEqual(
        Array.from({ length: grid.levels }, (_, k) => [`floor ${k + 1}`, 2 * grid.width + 1, 2 * grid.height + 1]),
      );
      expectedCounts(maze).forEach((want, k) => {
        // Phaser's tile index is the gid: local id + 1.
        const got = loaded.layers[k]!.counts;
        const of = (...ids: number[]) => ids.reduce((n, id) => n + (got[id + 1] ?? 0), 0);
        expect(of(TiledTile.FLOOR)).toBe(want.floor);
        expect(of(TiledTile.DOOR_EW, TiledTile.DOOR_NS)).toBe(want.door);
        expect(of(TiledTile.STAIR_UP, TiledTile.STAIR_DOWN, TiledTile.STAIR_BOTH)).toBe(want.stair);
        expect(of(TiledTile.WALL, TiledTile.ROCK)).toBe(want.solid);
      });
      expect(loaded.objects.room ?? 0).toBe(maze.layout?.rooms.length ?? 0);
    }, 60_000);
  }
});
