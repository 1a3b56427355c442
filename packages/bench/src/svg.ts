import { performance } from 'node:perf_hooks';
import type { Maze, OrthogonalGrid, Renderer } from '@mazekit/core';
import { describeError } from './describe-error.js';
import { median } from './timing.js';

/** How long `@mazekit/render-svg` took to draw one maze, and how big the drawing is. */
export interface SvgTiming {
  readonly medianMs: number;
  /** Median process CPU time of the same runs. */
  readonly cpuMs: number;
  readonly runs: number;
  readonly bytes: number;
}

const RUNS = 3;

function isRenderer(value: unknown): value is Renderer {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Renderer>).render === 'function';
}

/**
 * Times `@mazekit/render-svg` drawing `grid` (one warm-up, then the median of three), or
 * says why it could not: imported at run time so the bench still runs before it is built.
 */
export async function timeSvg(grid: OrthogonalGrid, generator: string, seed: number): Promise<SvgTiming | string> {
  let module: unknown;
  try {
    const name = '@mazekit/render-svg';
    module = await import(name);
  } catch (error) {
    return `@mazekit/render-svg cannot be imported (${describeError(error)}); build it and what it depends on first`;
  }
  const renderer = (module as { renderer?: unknown }).renderer;
  if (!isRenderer(renderer)) return '@mazekit/render-svg exports no `renderer` with a `render` function';
  const maze: Maze = { grid, generator, seed: String(seed) };
  let output: string | Uint8Array;
  try {
    output = renderer.render(maze);
  } catch (error) {
    return `@mazekit/render-svg threw: ${describeError(error)}`;
  }
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    output = renderer.render(maze);
    samples.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const bytes = typeof output === 'string' ? Buffer.byteLength(output, 'utf8') : output.byteLength;
  return { medianMs: median(samples), cpuMs: median(cpu), runs: RUNS, bytes };
}
