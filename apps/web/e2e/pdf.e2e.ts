// "PDF" in the downloads: a printable sheet of the maze on show, with a solution page when
// Solution is ticked, read back with poppler (pdfinfo, pdftotext, pdffonts).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const poppler = (tool: string, bytes: Buffer, ...args: string[]) => execFileSync(tool, [...args, '-', ...(tool === 'pdftotext' ? ['-'] : [])], { input: bytes, encoding: 'utf8' });
const pages = (bytes: Buffer) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', bytes))![1]);

async function downloadPdf(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click('#download-pdf')]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

describe('Download PDF', () => {
  it('saves the maze on show as a one-page PDF, and adds the solution page when Solution is ticked', async () => {
    const page = await harness.browser.newPage({ acceptDownloads: true });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${harness.url}?generator=backtracker&width=12&height=8&levels=1&seed=abc&speed=100000`);
    await page.waitForFunction(() => document.querySelector('#app')!.getAttribute('data-state') === 'done' && !document.querySelector<HTMLButtonElement>('#download-pdf')!.disabled, undefined, {
      timeout: 20_000,
    });

    const sheet = await downloadPdf(page);
    expect(sheet.name).toBe('maze-backtracker-12x8-abc.pdf');
    expect(sheet.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(sheet.bytes)).toBe(1);
    expect(poppler('pdftotext', sheet.bytes)).toContain('#1 seed abc');
    // The font came with the page and is embedded, not a viewer's Helvetica.
    expect(poppler('pdffonts', sheet.bytes)).toMatch(/MazekitSans\s+CID TrueType\s+Identity-H\s+yes/);

    await page.check('#solution');
    const solved = await downloadPdf(page);
    expect(pages(solved.bytes)).toBe(2);
    expect(poppler('pdftotext', solved.bytes, '-f', '2', '-l', '2')).toMatch(/Solutions[\s\S]*#1 seed abc/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
