import { performance } from 'node:perf_hooks';
import { window, type Texture } from '@mazekit/endless';
import { collector } from './gc.js';
import { median } from './timing.js';

/** What the endless-maze rows measure: a `width × height` window, `runs` timed after `warmups`. */
export interface EndlessPlan {
  readonly width: number;
  readonly height: number;
  readonly warmups: number;
  readonly runs: number;
}

/** The full bench: a 1920 × 1080-cell window (one cell a pixel of a full-HD screen). */
export const ENDLESS_FULL: EndlessPlan = { width: 1920, height: 1080, warmups: 3, runs: 7 };
/** The quick smoke run. */
export const ENDLESS_QUICK: EndlessPlan = { width: 192, height: 108, warmups: 1, runs: 1 };

/** The target: a full-HD window anywhere in the world in under this many milliseconds. */
export const ENDLESS_TARGET_MS = 100;

/** One row: a window of one texture at one place in a world of one size. */
export interface EndlessRow {
  readonly texture: Texture;
  readonly place: string;
  /** Side of the world in cells (a power of 64). */
  readonly worldSize: number;
  readonly x: number;
  readonly y: number;
  /** The first window in the process (no JIT warm-up yet for this texture at this place). */
  readonly firstMs: number;
  readonly medianMs: number;
  readonly cpuMs: number;
  /** JS heap + ArrayBuffer bytes over the level before, right after a run, nothing collected in between. */
  readonly allocatedBytes: number;
  /** What stays once collected, the window still held. */
  readonly retainedBytes: number;
}

function inUse(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

// Holds the window through the last collection.
let held: Uint8Array | undefined;

function measure(plan: EndlessPlan, texture: Texture, place: string, levels: number, x: number, y: number): EndlessRow {
  const options = { texture, levels };
  const run = (): Uint8Array => window('bench', x, y, plan.width, plan.height, options);
  const t0 = performance.now();
  run();
  const firstMs = performance.now() - t0;
  for (let i = 0; i < plan.warmups; i++) run();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < plan.runs; i++) {
    const c0 = process.cpuUsage();
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const collect = collector();
  collect();
  collect();
  const base = inUse();
  held = run();
  const allocatedBytes = inUse() - base;
  collect();
  collect();
  const retainedBytes = inUse() - base;
  if (held.length !== plan.width * plan.height) throw new Error(`endless window of ${held.length} cells, expected ${plan.width * plan.height}`);
  held = undefined;
  return { texture, place, worldSize: 64 ** levels, x, y, firstMs, medianMs: median(samples), cpuMs: median(cpu), allocatedBytes, retainedBytes };
}

/**
 * Times windows of both textures at the origin, straddling 2^31 and at the far corner of the
 * default world (2^48 cells a side), then the same window at the middle of worlds 2^12, 2^24,
 * 2^36 and 2^48 cells a side, with the bytes each run leaves allocated and retained.
 */
export function timeEndlessWindows(plan: EndlessPlan): EndlessRow[] {
  const rows: EndlessRow[] = [];
  const { width: w, height: h } = plan;
  for (const texture of ['chunks', 'division'] as const) {
    const places: Array<[string, number, number]> = [
      ['origin', 0, 0],
      ['across 2^31', 2 ** 31 - w / 2, 2 ** 31 - h / 2],
      ['far corner', 2 ** 48 - w, 2 ** 48 - h],
    ];
    for (const [place, x, y] of places) rows.push(measure(plan, texture, place, 8, Math.floor(x), Math.floor(y)));
    for (const levels of [2, 4, 6, 8]) {
      const size = 64 ** levels;
      rows.push(measure(plan, texture, 'middle', levels, Math.floor(size / 2 - w / 2), Math.floor(size / 2 - h / 2)));
    }
  }
  return rows;
}

function log2(n: number): string {
  return `2^${Math.round(Math.log2(n))}`;
}

/** The report's section on endless-maze windows. */
export function formatEndlessSection(plan: EndlessPlan, rows: readonly EndlessRow[]): string {
  const out = [
    '## Endless maze windows',
    '',
    `\`@mazekit/endless\`: \`window(seed, x, y, ${plan.width}, ${plan.height})\`, the first call in the process, then the median of ${plan.runs} after ${plan.warmups} warm-ups; target under ${ENDLESS_TARGET_MS} ms anywhere in the world. Bytes: JS heap + ArrayBuffers over the level before, right after one run (allocated, nothing collected) and after full collections with the window held (retained; the window itself is ${plan.width * plan.height} bytes). The middle rows put the same window in worlds of growing size: memory flat, time growing only with the depth of the hierarchy.`,
    '',
    '| texture | place | world side | x | first ms | ms | CPU ms | under target | allocated bytes | retained bytes |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const r of rows) {
    out.push(
      `| ${r.texture} | ${r.place} | ${log2(r.worldSize)} | ${r.x} | ${Math.round(r.firstMs)} | ${r.medianMs.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ${r.medianMs < ENDLESS_TARGET_MS ? 'yes' : 'no'} | ${r.allocatedBytes} | ${r.retainedBytes} |`,
    );
  }
  out.push('');
  return out.join('\n');
}
