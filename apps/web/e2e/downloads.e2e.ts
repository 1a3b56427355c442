// Every download is made in a worker with a progress line on show: the step under way and
// the seconds so far, the download buttons off until the file is saved. The page's test hook
// holds each finished file (see src/hold.ts) so the test sees the line without racing it.
import { largestLegible } from '@mazekit/render-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.js';
import { finished, open, pageErrors } from './pages.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The progress line: shown or not, its state (`busy`, `saved`), the worker's step and its text. */
function line(page: Page): Promise<{ hidden: boolean; state: string | undefined; stage: string | undefined; text: string }> {
  return page.$eval('#download-progress', (el) => {
    const host = el as HTMLElement;
    return { hidden: host.hidden, state: host.dataset.state, stage: host.dataset.stage, text: host.querySelector('.download-text')!.textContent ?? '' };
  });
}

const BUTTONS = ['#download-svg', '#download-png', '#download-json', '#download-pdf', '#download-tiled'];

const disabled = (page: Page) => Promise.all(BUTTONS.map((b) => page.$eval(b, (el) => (el as HTMLButtonElement).disabled)));

describe('Downloads', () => {
  it('are made in the worker with a progress line naming each step, the buttons off until the file is saved', async () => {
    const page = await open(harness, 'generator=backtracker&width=300&height=200&levels=1&seed=dl&speed=100000');
    await page.evaluate(() => ((window as unknown as { mazekitHoldDownloads: boolean }).mazekitHoldDownloads = true));
    await finished(page);
    expect(await line(page)).toMatchObject({ hidden: true });

    const cases = [
      { button: '#download-svg', stage: 'writing', text: /^Writing the SVG… \d+\.\d s$/, file: 'maze-backtracker-300x200-dl.svg' },
      { button: '#download-png', stage: 'encoding', text: /^Encoding the PNG… \d+\.\d s$/, file: 'maze-backtracker-300x200-dl.png' },
      { button: '#download-json', stage: 'writing', text: /^Writing the maze JSON… \d+\.\d s$/, file: 'maze-backtracker-300x200-dl.json' },
      { button: '#download-tiled', stage: 'writing', text: /^Writing the Tiled map… \d+\.\d s$/, file: 'maze-backtracker-300x200-dl-tiled.zip' },
    ];
    for (const c of cases) {
      const saved = page.waitForEvent('download');
      await page.click(c.button);
      // The worker has made the file and reported its last step; the hook holds the file.
      await page.waitForFunction(() => (window as unknown as { mazekitHeldDownloads?: () => number }).mazekitHeldDownloads?.() === 1);
      const busy = await line(page);
      expect(busy).toMatchObject({ hidden: false, state: 'busy', stage: c.stage });
      expect(busy.text).toMatch(c.text);
      expect(await disabled(page)).toEqual(BUTTONS.map(() => true));
      await page.evaluate(() => (window as unknown as { mazekitReleaseDownloads: () => void }).mazekitReleaseDownloads());
      expect((await saved).suggestedFilename()).toBe(c.file);
      const done = await line(page);
      expect(done).toMatchObject({ hidden: false, state: 'saved' });
      expect(done.text).toMatch(new RegExp(`^Saved ${c.file.replace(/\./g, '\\.')} \\(\\d+\\.\\d s\\)$`));
      expect(await disabled(page)).toEqual(BUTTONS.map(() => false));
    }
    await page.close();
  });

  it('refuses the PDF of a maze too dense to print in one line naming the largest size that prints, and saves nothing', async () => {
    const page = await open(harness, 'generator=backtracker&width=300&height=200&levels=1&seed=dense&speed=100000');
    let files = 0;
    page.on('download', () => files++);
    await finished(page);
    await page.click('#download-pdf');
    await page.waitForFunction(() => /Download failed/.test(document.querySelector('#messages')!.textContent ?? ''));
    const best = largestLegible({ width: 300, height: 200, levels: 1 })!;
    const message = (await page.textContent('#messages'))!.trim();
    expect(message).toMatch(new RegExp(`^Download failed: a 300x200 maze leaves cells of [0-9.]+ pt on a4, .*the largest of its proportions that prints legibly there is ${best.width}x${best.height}$`));
    expect(message).not.toContain('@mazekit');
    // The refusal comes instead of a file, and the line and buttons are back as they were.
    expect(files).toBe(0);
    expect(await line(page)).toMatchObject({ hidden: true });
    expect(await disabled(page)).toEqual(BUTTONS.map(() => false));
    // The refusal stays on show until a later download is saved.
    const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#download-svg')]);
    expect(svg.suggestedFilename()).toBe('maze-backtracker-300x200-dense.svg');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#messages')!.hidden);

    // A size that prints makes its page.
    await page.fill('#width', String(best.width));
    await page.fill('#height', String(best.height));
    await page.click('#generate');
    await finished(page);
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#download-pdf')]);
    expect(file.suggestedFilename()).toBe(`maze-backtracker-${best.width}x${best.height}-dense.pdf`);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
