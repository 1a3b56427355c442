import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generate, solveWith, stringifyMaze, type Solver } from '@mazekit/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { SOLVERS, findSolver } from '../src/solvers.js';
import { startHarness, type Harness } from './harness.js';
import { download, finished, open as openPage, pageErrors, step } from './pages.js';

const CLI = fileURLToPath(new URL('../../cli/dist/bin.js', import.meta.url));

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The effort of `solver` on the page's maze (entrance: the first cell, exit: the last), as Node computes it. */
function effortInNode(solver: Solver, generator: string, request: { width: number; height: number; seed: string }) {
  const maze = generate(findGenerator(generator)!, request);
  return solveWith(solver, { ...maze, start: 0, goal: maze.grid.size - 1 });
}

/** Every named control of the bar or form that `selector` picks: role, name, and whether the name is empty. */
async function unnamedControls(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} :is(button, select, input)`, (els) =>
    els
      .filter((el) => !(el as HTMLElement).hidden && (el as HTMLInputElement).type !== 'hidden')
      .filter((el) => {
        const labelled = (el as HTMLInputElement).labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
        const text = el.tagName === 'BUTTON' ? (el.textContent ?? '').trim() : '';
        return !labelled && !text;
      })
      .map((el) => el.id || el.outerHTML.slice(0, 60)),
  );
}

describe('solvers in the demo', () => {
  it('watches a chosen solver walk after the carving, every step replayed, and ends on its route and effort', async () => {
    const tremaux = findSolver('tremaux')!;
    const expected = effortInNode(tremaux, 'wilson', { width: 16, height: 12, seed: 'walk' });
    const page = await openPage(harness, 'generator=wilson&width=16&height=12&seed=walk&speed=100000&solve=1&solver=tremaux', { reducedMotion: true });
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-solver') === 'tremaux');
    await finished(page);
    const status = await page.textContent('#status');
    expect(status).toContain(`Trémaux's algorithm: ${expected.effort.steps} steps, ${expected.effort.visited} cells reached, ${expected.effort.backtracks} backtracks, route ${expected.route!.length - 1} steps`);
    expect(await page.getAttribute('#app', 'data-solver-steps')).toBe(String(expected.effort.steps));
    // The end shows the route it found; a step into the walk shows its marks and no route yet.
    const colours = () =>
      page.$eval('#maze', (c) => {
        const canvas = c as HTMLCanvasElement;
        const d = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        const count = (r: number, g: number, b: number) => {
          let n = 0;
          for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - r) < 8 && Math.abs(d[i + 1]! - g) < 8 && Math.abs(d[i + 2]! - b) < 8) n++;
          return n;
        };
        return { route: count(0xe4, 0x57, 0x2e), once: count(0xff, 0xf1, 0x76), twice: count(0xff, 0x8a, 0x65) };
      });
    const end = await colours();
    expect(end.route).toBeGreaterThan(500);
    expect(end.twice).toBeGreaterThan(0);
    const total = await step(page);
    // Scrub back to a point part way through the walk: marks, and the route not yet found.
    await page.$eval('#scrubber', (s, v) => {
      (s as HTMLInputElement).value = String(v);
      s.dispatchEvent(new Event('input'));
    }, total - Math.floor(expected.effort.steps / 2));
    await page.waitForFunction((v) => document.querySelector('#maze')!.getAttribute('data-shown-step') === String(v), total - Math.floor(expected.effort.steps / 2));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const mid = await colours();
    expect(await page.getAttribute('#maze', 'data-picture')).toBe('solve');
    expect(mid.route).toBe(0);
    expect(mid.once + mid.twice).toBeGreaterThan(0);
    await page.close();
  });

  it('picks the solver from the keyboard, names it in the link, and animates it from a copied link', async () => {
    const page = await openPage(harness, 'generator=backtracker&width=12&height=8&seed=keys&speed=100000');
    await finished(page);
    await page.focus('#solver');
    // The menu opens on its own list; the arrow keys move through it without a mouse.
    for (let i = 0; i < SOLVERS.findIndex((s) => s.id === 'dead-end-filling') + 1; i++) await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-solver') === 'dead-end-filling');
    expect(new URL(page.url()).searchParams.get('solver')).toBe('dead-end-filling');
    expect(new URL(page.url()).searchParams.get('solve')).toBe('1');
    expect(await page.isChecked('#animate-solve')).toBe(true);
    expect(await unnamedControls(page, '#watch-bar')).toEqual([]);
    const again = await openPage(harness, new URL(page.url()).search.slice(1), { reducedMotion: true });
    await again.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-solver') === 'dead-end-filling');
    expect(await again.inputValue('#solver')).toBe('dead-end-filling');
    const expected = effortInNode(findSolver('dead-end-filling')!, 'backtracker', { width: 12, height: 8, seed: 'keys' });
    expect(await again.getAttribute('#app', 'data-solver-steps')).toBe(String(expected.effort.steps));
    await page.close();
    await again.close();
  });

  it('races two solvers side by side: one clock, a step counter each, the finishing order, all from the keyboard', async () => {
    const request = { width: 12, height: 8, seed: 'race' };
    const follower = effortInNode(findSolver('wall-follower')!, 'backtracker', request);
    const flood = effortInNode(findSolver('bfs')!, 'backtracker', request);
    expect(follower.effort.steps).not.toBe(flood.effort.steps);
    const page = await openPage(harness, 'generator=backtracker&width=12&height=8&seed=race&mode=race&race=wall-follower,bfs');
    await page.waitForSelector('#race-view[data-ready="true"]');
    expect(await page.isHidden('#viewport')).toBe(true);
    expect(await unnamedControls(page, '.race-bar')).toEqual([]);
    // Keys on the page (nothing focused): '.' steps both, End finishes, Home goes back.
    await page.click('#race-lane-a canvas');
    for (let i = 0; i < 3; i++) await page.keyboard.press('.');
    expect(await page.getAttribute('#race-lane-a', 'data-steps')).toBe('3');
    expect(await page.getAttribute('#race-lane-b', 'data-steps')).toBe('3');
    expect(await page.textContent('#race-count-a')).toBe('3 steps');
    const slower = Math.max(follower.effort.steps, flood.effort.steps);
    const faster = Math.min(follower.effort.steps, flood.effort.steps);
    // At the faster one's finish it is out and the other still walking.
    for (let i = 3; i < faster; i++) await page.keyboard.press('.');
    const fasterLane = flood.effort.steps < follower.effort.steps ? 'b' : 'a';
    const slowerLane = fasterLane === 'a' ? 'b' : 'a';
    expect(await page.getAttribute(`#race-lane-${fasterLane}`, 'data-done')).toBe('true');
    expect(await page.getAttribute(`#race-lane-${slowerLane}`, 'data-done')).toBe('false');
    expect(await page.textContent('#race-result')).toMatch(/is out after \d+ steps/);
    await page.keyboard.press('End');
    expect(await page.getAttribute('#race-view', 'data-clock')).toBe(String(slower));
    expect(await page.textContent('#race-count-a')).toBe(`${follower.effort.steps} steps, out`);
    expect(await page.textContent('#race-count-b')).toBe(`${flood.effort.steps} steps, out`);
    const places = [
      { name: 'Wall follower', steps: follower.effort.steps },
      { name: 'Breadth-first flood', steps: flood.effort.steps },
    ].sort((a, b) => a.steps - b.steps);
    expect(await page.textContent('#race-result')).toBe(`1st ${places[0]!.name}, ${places[0]!.steps} steps; 2nd ${places[1]!.name}, ${places[1]!.steps} steps`);
    await page.keyboard.press('Home');
    expect(await page.getAttribute('#race-view', 'data-clock')).toBe('0');
    // Another pair, chosen by keyboard: the link carries it, and the race starts again.
    await page.focus('#race-b');
    await page.keyboard.press('ArrowUp');
    await page.waitForSelector('#race-view[data-ready="true"]');
    const pair = new URL(page.url()).searchParams.get('race');
    expect(pair).toBe(`wall-follower,${SOLVERS[SOLVERS.findIndex((s) => s.id === 'bfs') - 1]!.id}`);
    // Space plays the race on its own clock to the end.
    await page.click('#race-lane-b canvas');
    await page.keyboard.press(' ');
    await page.waitForSelector('#race-view[data-over="true"]', { timeout: 60_000 });
    expect(await page.getAttribute('#race-go', 'aria-pressed')).toBe('false');
    await page.close();
  });

  it('keeps the hardest of N mazes by the rule of mazekit generate --count N --pick hardest, the same bytes', async () => {
    const page = await openPage(harness, 'generator=wilson&width=10&height=8&seed=pick&pick=hardest&of=8&speed=100000');
    await finished(page);
    const json = await download(page, '#download-json');
    const fromCli = execFileSync(process.execPath, [CLI, 'generate', '-a', 'wilson', '--width', '10', '--height', '8', '--seed', 'pick', '--count', '8', '--pick', 'hardest', '--format', 'json'], { encoding: 'utf8' });
    expect(json.bytes.toString('utf8')).toBe(fromCli);
    const seed = (JSON.parse(fromCli) as { seed: string }).seed;
    expect(seed).toMatch(/^pick-[1-8]$/);
    expect(json.name).toBe(`maze-wilson-10x8-${seed}.json`);
    expect(await page.textContent('#status')).toContain(`hardest of 8 (seed "${seed}")`);
    // The form's box makes the same choice and the link carries it; 1 is just the seed.
    expect(await page.inputValue('#hardest')).toBe('8');
    await page.fill('#hardest', '1');
    await page.press('#hardest', 'Enter');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('pick'));
    await finished(page);
    const plain = await download(page, '#download-json');
    expect(plain.bytes.toString('utf8')).toBe(`${stringifyMaze(generate(findGenerator('wilson')!, { width: 10, height: 8, seed: 'pick' }))}\n`);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
