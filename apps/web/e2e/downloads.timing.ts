// The web bench (`pnpm --filter @mazekit/web bench`, part of `pnpm bench`): how long each
// download takes at 1000² and 2000², from the click to the file, and the longest task the
// page ran meanwhile (the work is in the worker, so the page stays free). Prints a table for
// the web README; asserts nothing about speed (timings belong in a bench, not in a test).
import { afterAll, beforeAll, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.js';
import { finished, open } from './pages.js';
import { pageSlowdown } from './perf.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const DOWNLOADS = [
  { what: 'SVG', button: '#download-svg' },
  { what: 'PNG', button: '#download-png' },
  { what: 'JSON', button: '#download-json' },
  { what: 'Tiled', button: '#download-tiled' },
  { what: 'PDF', button: '#download-pdf' },
];
const RUNS = 3;

/** Clicks `button` and waits for the file or the refusal; the milliseconds and the page's longest task meanwhile. */
async function timed(page: Page, button: string): Promise<{ ms: number; longest: number; outcome: string }> {
  await page.evaluate(() => {
    const w = window as unknown as { longest: number; observer?: PerformanceObserver };
    w.longest = 0;
    w.observer?.disconnect();
    w.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    });
    w.observer.observe({ type: 'longtask' });
    document.querySelector('#messages')!.textContent = '';
  });
  const t0 = Date.now();
  const file = page.waitForEvent('download', { timeout: 120_000 }).then((d) => d.suggestedFilename());
  const refused = page
    .waitForFunction(() => /Download failed/.test(document.querySelector('#messages')!.textContent ?? ''), undefined, { timeout: 120_000 })
    .then(() => 'refused');
  await page.click(button);
  const outcome = await Promise.race([file, refused]);
  const ms = Date.now() - t0;
  // The download buttons come back once the file is saved or refused.
  await page.waitForFunction((b) => !document.querySelector<HTMLButtonElement>(b)!.disabled, button);
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  return { ms, longest, outcome: outcome === 'refused' ? 'refused (too dense to print)' : 'saved' };
}

it('times every download at 1000 × 1000 and 2000 × 2000', async () => {
  const rows: string[] = [];
  for (const size of [1000, 2000]) {
    const page = await open(harness, `generator=backtracker&width=${size}&height=${size}&levels=1&seed=bench`);
    await finished(page, 120_000);
    const slowdown = await pageSlowdown(page);
    for (const d of DOWNLOADS) {
      const runs = [];
      for (let r = 0; r < RUNS; r++) runs.push(await timed(page, d.button));
      const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
      const longest = Math.max(...runs.map((r) => r.longest));
      rows.push(`| ${size} × ${size} | ${d.what} | ${ms[0]} ms | ${ms[Math.floor(RUNS / 2)]} ms | ${ms[RUNS - 1]} ms | ${Math.round(longest)} ms | ${runs[0]!.outcome} | ×${slowdown.toFixed(2)} |`);
    }
    await page.close();
  }
  console.log(['| maze | download | min | median | max | longest page task | outcome | machine slowdown |', '| --- | --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n'));
}, 900_000);
