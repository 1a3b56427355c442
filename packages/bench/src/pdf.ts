import { performance } from 'node:perf_hooks';
import { generate, solve, type Maze } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import { describeError } from './describe-error.js';
import { median } from './timing.js';

/** The booklet the PDF row times: `count` solved `size` × `size` mazes, `perPage` a page, with solution pages. */
export interface PdfPlan {
  readonly count: number;
  readonly size: number;
  readonly perPage: number;
  readonly runs: number;
}

/** The full bench's booklet: 100 mazes of 20 × 20, 2 a page, with solutions. */
export const PDF_FULL: PdfPlan = { count: 100, size: 20, perPage: 2, runs: 3 };
/** The quick smoke run's booklet. */
export const PDF_QUICK: PdfPlan = { count: 6, size: 8, perPage: 2, runs: 1 };

/** How long `@mazekit/render-pdf` took to make the booklet, and how big it is. */
export interface PdfTiming {
  readonly plan: PdfPlan;
  /** Median wall time of the timed runs, after one warm-up. */
  readonly medianMs: number;
  /** Median process CPU time of the same runs. */
  readonly cpuMs: number;
  /** The first run in a fresh process: the built-in font decoded on the way. */
  readonly firstMs: number;
  readonly bytes: number;
  readonly pages: number;
}

type RenderPdf = (mazes: readonly Maze[], options: Record<string, unknown>) => Uint8Array;

/**
 * Times `@mazekit/render-pdf` making a booklet (the first run, then the median of
 * `plan.runs`), or says why it could not: imported at run time so the bench still runs
 * before the package is built.
 */
export async function timePdfBooklet(plan: PdfPlan, seed: number): Promise<PdfTiming | string> {
  let renderPdf: RenderPdf;
  try {
    const name = '@mazekit/render-pdf';
    renderPdf = ((await import(name)) as { renderPdf: RenderPdf }).renderPdf;
  } catch (error) {
    return `@mazekit/render-pdf cannot be imported (${describeError(error)}); build it and what it depends on first`;
  }
  const mazes = Array.from({ length: plan.count }, (_, i) => solve(generate(generator, { width: plan.size, height: plan.size, seed: `${seed}-${i + 1}` })));
  const options = { perPage: plan.perPage, solutions: true, title: `${plan.count} mazes` };
  let bytes: Uint8Array;
  const t0 = performance.now();
  try {
    bytes = renderPdf(mazes, options);
  } catch (error) {
    return `@mazekit/render-pdf threw: ${describeError(error)}`;
  }
  const firstMs = performance.now() - t0;
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < plan.runs; i++) {
    const c0 = process.cpuUsage();
    const t = performance.now();
    bytes = renderPdf(mazes, options);
    samples.push(performance.now() - t);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const pages = 2 * Math.ceil(plan.count / plan.perPage);
  return { plan, medianMs: median(samples), cpuMs: median(cpu), firstMs, bytes: bytes.byteLength, pages };
}

/** The report's section on the booklet. */
export function formatPdfSection(timing: PdfTiming | string): string {
  const out = ['## PDF booklet', ''];
  if (typeof timing === 'string') return [...out, `Not measured: ${timing}.`, ''].join('\n');
  const { plan } = timing;
  out.push(
    `\`@mazekit/render-pdf\` making one booklet of ${plan.count} solved ${plan.size} × ${plan.size} backtracker mazes, ${plan.perPage} a page, with solution pages and a title (A4, embedded font): the first run in the process (decoding the built-in font on the way), then the median of ${plan.runs}.`,
    '',
    '| mazes | pages | first run ms | ms | CPU ms | bytes | bytes/maze |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${plan.count} | ${timing.pages} | ${Math.round(timing.firstMs)} | ${Math.round(timing.medianMs)} | ${Math.round(timing.cpuMs)} | ${timing.bytes} | ${Math.round(timing.bytes / plan.count)} |`,
    '',
  );
  return out.join('\n');
}
