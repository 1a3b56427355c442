import type { Browser, Page } from 'playwright-core';

/**
 * Milliseconds the reference workload (see {@link pageSlowdown}) takes in headless Chromium
 * on a quiet two-core CI machine. Measured as the best of five runs.
 */
export const REFERENCE_MS = 80;

/**
 * How much slower than a quiet machine this page runs now: a fixed typed-array workload
 * (about the work of drawing one screen of maze) timed in the page, best of three, divided
 * by {@link REFERENCE_MS}, at least 1. The timing bars are multiplied by it, so a test run
 * on a machine busy with other work does not fail for the machine's sake, while a page that
 * got slower fails anywhere. Both figures are printed.
 */
export async function pageSlowdown(page: Page): Promise<number> {
  const best = await page.evaluate(() => {
    let min = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      const a = new Int32Array(1 << 22);
      let s = 0;
      for (let r = 0; r < 8; r++) {
        for (let i = 0; i < a.length; i++) {
          a[i] = (Math.imul(a[i]!, 1103515245) + 12345 + i) | 0;
          s ^= a[i]!;
        }
      }
      min = Math.min(min, performance.now() - t0 + (s === 0.5 ? 1 : 0));
    }
    return min;
  });
  return Math.max(1, best / REFERENCE_MS);
}

/** Prints a measured figure with the machine's slowdown, for the README's table. */
export function recordFigure(what: string, value: number, slowdown: number): void {
  console.log(`[figure] ${what}: ${Math.round(value)} (machine slowdown ×${slowdown.toFixed(2)})`);
}

/** Starts recording the page's long tasks (a `PerformanceObserver` of type `longtask`) from its first script on. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The durations (ms) of the long tasks recorded since the last call. */
export async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
}

/**
 * Opens `url` in a fresh 1366 × 800 page watching its long tasks, waits for the first picture
 * of the maze (`data-picture="maze"`, polled every frame), and prints the time to it and the
 * longest main-thread task meanwhile as figures named after `what`. Returns the page (its
 * errors go to `errors`), the two figures and the machine's slowdown, for the bars a test sets.
 */
export async function firstPicture(
  browser: Browser,
  url: string,
  what: string,
  errors: string[],
): Promise<{ page: Page; millis: number; longest: number; slowdown: number }> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  page.on('pageerror', (error) => errors.push(error.message));
  await watchLongTasks(page);
  await page.goto(url);
  const first = await page.waitForFunction(
    () => (document.querySelector('#maze')!.getAttribute('data-picture') === 'maze' ? performance.now() : false),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const millis = (await first.jsonValue()) as number;
  const slowdown = await pageSlowdown(page);
  const longest = Math.max(0, ...(await longTasks(page)));
  recordFigure(`time to the first picture of ${what} (ms, from navigation)`, millis, slowdown);
  recordFigure('longest main-thread task while loading and carving it (ms)', longest, slowdown);
  return { page, millis, longest, slowdown };
}
