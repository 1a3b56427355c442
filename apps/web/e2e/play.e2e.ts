import { generate, shortestPath } from '@mazekit/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { runToward } from '../src/play/moves.js';
import { cellCentre, mapLayout } from '../src/view/map-layout.js';
import { startHarness, type Harness } from './harness.js';
import { camera, open, pageErrors, settled } from './pages.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const backtracker = findGenerator('backtracker')!;

/** The keys that walk `path` (cell indices of a `width × height` maze, `plane` cells a floor). */
function keysFor(path: readonly number[], width: number, plane: number): string[] {
  const keys: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const d = path[i]! - path[i - 1]!;
    keys.push(d === 1 ? 'ArrowRight' : d === -1 ? 'ArrowLeft' : d === width ? 's' : d === -width ? 'w' : d === plane ? 'e' : d === -plane ? 'q' : '?');
  }
  return keys;
}

async function playing(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('#app')!.getAttribute('data-game') === 'ready' && document.querySelector('#maze')!.getAttribute('data-picture') === 'play',
  );
  await page.focus('#maze');
}

describe('play mode', () => {
  it('walks the solution with the keyboard and ends with the time, moves, a best time and a challenge link', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=walk&speed=100000&mode=play');
    await playing(page);
    expect(await page.getAttribute('#mode-play', 'aria-pressed')).toBe('true');
    expect(await page.isVisible('#play-bar')).toBe(true);
    expect(await page.isHidden('#watch-bar')).toBe(true);
    // The player stands on the entrance, drawn over its square.
    await settled(page);
    const cam = await camera(page);
    const centre = await page.$eval(
      '#maze',
      (c, cam) => [...(c as HTMLCanvasElement).getContext('2d')!.getImageData(Math.floor((0.5 - cam.x) * cam.z), Math.floor((0.5 - cam.y) * cam.z), 1, 1).data],
      cam,
    );
    expect(centre.slice(0, 3)).toEqual([0x15, 0x65, 0xc0]);
    const box = () => page.$eval('#maze', (c) => JSON.stringify([c.getBoundingClientRect().toJSON(), (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]));
    const shape = await box();
    const maze = generate(backtracker, { width: 12, height: 8, seed: 'walk' });
    const path = shortestPath(maze.grid, 0, 95)!;
    const keys = keysFor(path, 12, 96);
    // A wall stops a step: from the entrance, one of the four ways is closed.
    const blocked = ['ArrowUp', 'ArrowLeft'];
    await page.keyboard.press(blocked[0]!);
    expect(await page.getAttribute('#app', 'data-moves')).toBe('0');
    expect(await page.getAttribute('#app', 'data-game')).toBe('ready');
    for (const key of keys.slice(0, -1)) await page.keyboard.press(key);
    expect(await page.getAttribute('#app', 'data-game')).toBe('walking');
    expect(await page.isHidden('#finish')).toBe(true);
    await page.waitForTimeout(300);
    await page.keyboard.press(keys.at(-1)!);
    await page.waitForSelector('#finish:not([hidden])');
    expect(await page.getAttribute('#app', 'data-game')).toBe('won');
    // The win panel lies over the maze: the maze neither moves nor shrinks.
    expect(await box()).toBe(shape);
    expect(Number(await page.getAttribute('#app', 'data-moves'))).toBe(path.length - 1);
    const text = (await page.textContent('#finish-text'))!;
    expect(text).toMatch(new RegExp(`^Out in \\d+:\\d\\d\\.\\d with ${path.length - 1} moves \\(a new best time\\)\\.$`));
    const time = text.match(/\d+:\d\d\.\d/)![0];
    expect(time).not.toBe('0:00.0');
    expect(await page.textContent('#play-best')).toBe(time);
    expect(await page.textContent('#announce')).toBe(text);

    const link = new URL(await page.inputValue('#challenge-link'));
    expect(link.searchParams.get('mode')).toBe('play');
    expect(link.searchParams.get('seed')).toBe('walk');
    expect(link.searchParams.get('solution')).toBe('0');
    // The link opens the same maze in play mode; the best time is kept in this browser.
    await page.goto(link.toString());
    await playing(page);
    expect(await page.textContent('#play-best')).toBe(time);
    expect(await page.textContent('#play-time')).toBe('0:00.0');
    await page.close();
  });

  it('takes the stairs with their own keys on a multi-level maze', async () => {
    const page = await open(harness, 'generator=backtracker&width=4&height=3&levels=3&seed=stairs&speed=100000&mode=play');
    await playing(page);
    const maze = generate(backtracker, { width: 4, height: 3, levels: 3, seed: 'stairs' });
    const path = shortestPath(maze.grid, 0, 35)!;
    const keys = keysFor(path, 4, 12);
    expect(keys.filter((k) => k === 'e' || k === 'q').length).toBeGreaterThan(1);
    for (const key of keys) await page.keyboard.press(key);
    await page.waitForSelector('#finish:not([hidden])');
    expect(Number(await page.getAttribute('#app', 'data-moves'))).toBe(path.length - 1);
    await page.close();
  });

  it('runs along a corridor on a swipe and steps on a tap, on a phone', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=touch&speed=100000&mode=play', { width: 390, height: 844 });
    await playing(page);
    const maze = generate(backtracker, { width: 12, height: 8, seed: 'touch' });
    const layout = mapLayout(12, 8, 1);
    const centre = (c: number) => cellCentre(layout, c);
    // The first way out of the entrance: east or south.
    const way = maze.grid.isOpen(0, 2) ? { x: 1, y: 0 } : { x: 0, y: 1 };
    const run = runToward(maze.grid, 0, way, centre, 95);
    expect(run.length).toBeGreaterThan(0);
    const touch = async (points: { x: number; y: number }[]) => {
      const cam = await camera(page);
      const css = points.map((p) => ({ x: ((p.x - cam.x) * cam.z) / cam.dpr, y: ((p.y - cam.y) * cam.z) / cam.dpr }));
      await page.$eval(
        '#maze',
        (canvas, css) => {
          const box = canvas.getBoundingClientRect();
          const fire = (type: string, p: { x: number; y: number }) =>
            canvas.dispatchEvent(
              new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: box.left + p.x, clientY: box.top + p.y, bubbles: true, button: 0 }),
            );
          fire('pointerdown', css[0]!);
          for (const p of css.slice(1)) fire('pointermove', p);
          fire('pointerup', css.at(-1)!);
        },
        css,
      );
      await settled(page);
    };
    const from = centre(0);
    await touch([from, { x: from.x + way.x * 2, y: from.y + way.y * 2 }]);
    expect(Number(await page.getAttribute('#app', 'data-player'))).toBe(run.at(-1));
    expect(Number(await page.getAttribute('#app', 'data-moves'))).toBe(run.length);
    // A tap on the cell it came from steps one cell back.
    const back = run.length > 1 ? run.at(-2)! : 0;
    await touch([centre(back)]);
    expect(Number(await page.getAttribute('#app', 'data-player'))).toBe(back);
    await page.close();
  });

  it('shows the way out on giving up, and keeps no best time', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=quit&speed=100000&mode=play');
    await playing(page);
    await page.click('#play-give-up');
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-game') === 'gave-up');
    await settled(page);
    const routePixels = await page.$eval('#maze', (c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      // The light scheme's route colour, #e4572e.
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0xe4 && data[i + 1] === 0x57 && data[i + 2] === 0x2e) n++;
      return n;
    });
    expect(routePixels).toBeGreaterThan(100);
    expect(await page.textContent('#play-best')).toBe('–');
    expect(await page.isDisabled('#play-give-up')).toBe(true);
    await page.click('#play-restart');
    expect(await page.getAttribute('#app', 'data-game')).toBe('ready');
    await page.close();
  });

  it('walks from the keyboard as soon as Play the maze is pressed; giving up before a move takes no time', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=walk&speed=100000');
    await page.waitForSelector('#app[data-state="playing"], #app[data-state="done"]');
    // Pressed from the keyboard, as a keyboard-only user does: the keys then walk the maze.
    await page.focus('#mode-play');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-game') === 'ready');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('maze');
    const maze = generate(backtracker, { width: 12, height: 8, seed: 'walk' });
    const path = shortestPath(maze.grid, 0, 95)!;
    const keys = keysFor(path, 12, 96);
    for (const key of keys.slice(0, 3)) await page.keyboard.press(key);
    expect(await page.getAttribute('#app', 'data-moves')).toBe('3');
    // Restart, then give up with no move: no time, "0 moves".
    await page.click('#play-restart');
    await page.click('#play-give-up');
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-game') === 'gave-up');
    expect(await page.textContent('#play-time')).toBe('0:00.0');
    await page.waitForFunction(() => document.querySelector('#announce')!.textContent.startsWith('Gave up'));
    expect(await page.textContent('#announce')).toBe('Gave up after 0 moves: the way out is shown');
    await page.close();
  });

  it('names each action once: the mode switch "Play the maze", the animation "Animate"', async () => {
    const page = await open(harness, 'generator=backtracker&width=12&height=8&levels=1&seed=names&speed=100000');
    await page.waitForSelector('#app[data-state="playing"], #app[data-state="done"]');
    const names = await page.$$eval('button', (buttons) =>
      buttons.filter((b) => b.offsetParent !== null || b.closest('[data-mode-bar]')).map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
    );
    expect(names.filter((n) => /^play$/i.test(n))).toEqual([]);
    expect(names).toContain('Play the maze');
    expect(names).toContain('Animate');
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
    expect(await page.textContent('#mode-play')).toBe('Play the maze');
    await page.close();
  });

  it('undoes every key step with the opposite key, on every shape (near the centre of a polar maze too)', async () => {
    const opposite: Record<string, string> = { ArrowUp: 'ArrowDown', ArrowDown: 'ArrowUp', ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft', q: 'c', c: 'q', e: 'z', z: 'e', a: 'd', d: 'a' };
    const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];
    const shapes = [
      ['shape=orthogonal&width=8&height=6', arrows],
      ['shape=hex&width=7&height=6', ['q', 'e', 'a', 'd', 'z', 'c']],
      ['shape=triangle&width=10&height=5', arrows],
      ['shape=polar&rings=5', arrows],
    ] as const;
    const player = async (page: Page) => Number(await page.getAttribute('#app', 'data-player'));
    for (const [query, keys] of shapes) {
      const page = await open(harness, `generator=backtracker&${query}&levels=1&seed=pl&speed=100000&mode=play`);
      await playing(page);
      // The walk on the polar maze: ↑ → ← ends where → began.
      if (query.includes('polar')) {
        await page.keyboard.press('ArrowUp');
        const before = await player(page);
        await page.keyboard.press('ArrowRight');
        expect(await player(page)).not.toBe(before);
        await page.keyboard.press('ArrowLeft');
        expect(await player(page), 'polar ← after →').toBe(before);
        await page.click('#play-restart');
        await page.focus('#maze');
      }
      // A seeded wander of key steps, then each undone by its opposite, newest first.
      let seed = 7;
      const made: { key: string; from: number }[] = [];
      for (let i = 0; i < 40 && made.length < 12; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const key = keys[Math.floor(seed / 65536) % keys.length]!;
        const from = await player(page);
        await page.keyboard.press(key);
        const now = await player(page);
        if (now === from || (await page.getAttribute('#app', 'data-game')) !== 'walking') continue;
        // The opposite of the newest step undoes it (that is the rule under test, too).
        const last = made.at(-1);
        if (last && opposite[last.key] === key && now === last.from) made.pop();
        else made.push({ key, from });
      }
      expect(made.length, query).toBeGreaterThan(3);
      for (const step of made.reverse()) {
        await page.keyboard.press(opposite[step.key]!);
        expect(await player(page), `${query}: ${opposite[step.key]} undoes ${step.key}`).toBe(step.from);
      }
      await page.close();
    }
  }, 240_000);

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
