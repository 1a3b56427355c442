import { OrthogonalGrid, createRng } from '@mazekit/core';
import { window, type Texture } from '@mazekit/endless';
import { carveBacktracker } from '@mazekit/generator-backtracker';
import { median } from './timing.js';

// How visible an endless world's seams are: the longest straight interior wall in a window
// (a straight chunk border would be a straight wall with at most one door), against plain backtracker mazes
// of the window's size. Passage bits as core and window() give them: 2 south, 4 east.

/**
 * The longest straight run of interior wall in a `width` × `height` block of passage bits, in
 * cells: south walls along a row and east walls down a column, the outer edge left out.
 * A plain loop over the flat array (no per-cell calls): it reads millions of cells per row of the report.
 */
export function longestWallRun(cells: Uint8Array, width: number, height: number): number {
  let best = 0;
  for (let y = 0; y < height - 1; y++) {
    let run = 0;
    for (let i = y * width, end = i + width; i < end; i++) {
      if ((cells[i]! & 2) === 0) {
        run++;
        if (run > best) best = run;
      } else run = 0;
    }
  }
  for (let x = 0; x < width - 1; x++) {
    let run = 0;
    for (let i = x, end = x + width * height; i < end; i += width) {
      if ((cells[i]! & 4) === 0) {
        run++;
        if (run > best) best = run;
      } else run = 0;
    }
  }
  return best;
}

/** Window sizes and how many windows (seeds `s0`, `s1`, …) each row samples. */
export interface SeamsPlan {
  readonly sizes: readonly (readonly [number, number])[];
  readonly windows: number;
}

/** The full run: 80 windows of two sizes (20 left the medians half a cell apart either way). */
export const SEAMS_FULL: SeamsPlan = { sizes: [[128, 72], [256, 256]], windows: 80 };
/** A smoke run. */
export const SEAMS_QUICK: SeamsPlan = { sizes: [[64, 36]], windows: 2 };

/** One row: a texture (or the plain maze) at one window size, the longest wall run's median, least and most. */
export interface SeamsRow {
  readonly subject: string;
  readonly width: number;
  readonly height: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Where window `i` lies: half near the origin, half just before 2^31 (a border of level-5 blocks). */
function place(i: number, windows: number): [number, number] {
  return i < windows / 2 ? [i * 977, i * 613] : [2 ** 31 - 64 - i * 13, 2 ** 31 - 40 - i * 7];
}

function row(subject: string, width: number, height: number, runs: number[]): SeamsRow {
  return { subject, width, height, median: median(runs), min: Math.min(...runs), max: Math.max(...runs) };
}

/** Measures every texture's windows and plain backtracker mazes of the same sizes and seeds. */
export function measureSeams(plan: SeamsPlan): SeamsRow[] {
  const rows: SeamsRow[] = [];
  for (const [width, height] of plan.sizes) {
    for (const texture of ['chunks', 'division'] as Texture[]) {
      const runs: number[] = [];
      for (let i = 0; i < plan.windows; i++) {
        const [x, y] = place(i, plan.windows);
        runs.push(longestWallRun(window(`s${i}`, x, y, width, height, { texture }), width, height));
      }
      rows.push(row(`endless ${texture}`, width, height, runs));
    }
    const plain: number[] = [];
    for (let i = 0; i < plan.windows; i++) {
      const grid = new OrthogonalGrid(width, height);
      carveBacktracker(grid, createRng(`s${i}`));
      plain.push(longestWallRun(grid.cells, width, height));
    }
    rows.push(row('plain backtracker maze', width, height, plain));
  }
  return rows;
}

/** The report's section on seams. */
export function formatSeamsSection(plan: SeamsPlan, rows: readonly SeamsRow[]): string {
  const out = [
    '## Endless maze seams',
    '',
    `The longest straight interior wall in a window, in cells (south walls along a row, east walls down a column), over ${plan.windows} windows (seeds \`s0\`…, half near the origin, half just before 2^31), against plain backtracker mazes of the same size and seeds. A straight chunk border would be a straight wall with at most one door, so a figure far above the plain maze's shows the seams; the chunks texture's borders are jagged.`,
    '',
    '| subject | window | median | least | most |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) out.push(`| ${r.subject} | ${r.width} × ${r.height} | ${r.median} | ${r.min} | ${r.max} |`);
  out.push('');
  return out.join('\n');
}
