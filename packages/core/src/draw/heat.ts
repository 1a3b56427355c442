import type { OrthogonalGrid } from '../orthogonal.js';
import { colorChannels } from './color.js';

/**
 * The heat-map ramp: `steps` shades from white (step 0, the start) to `color` (any CSS
 * colour, its alpha ignored; the last step, the farthest cell), interpolated per channel in sRGB — the
 * light-to-dark single-hue scale of Jamis Buck's "Mazes for Programmers".
 */
export function heatRamp(color: string, steps: number): string[] {
  const channels = colorChannels(color).slice(0, 3);
  const ramp: string[] = [];
  for (let k = 0; k < steps; k++) {
    const t = steps > 1 ? k / (steps - 1) : 1;
    ramp.push('#' + channels.map((c) => Math.round(255 + (c - 255) * t).toString(16).padStart(2, '0')).join(''));
  }
  return ramp;
}

/** The shade step of every cell: 0..steps-1 by distance, -1 where the start cannot be reached. */
export function heatShades(dist: Int32Array, steps: number): Int16Array {
  let max = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c]! > max) max = dist[c]!;
  const out = new Int16Array(dist.length);
  const scale = max > 0 ? (steps - 1) / max : 0;
  for (let c = 0; c < dist.length; c++) out[c] = dist[c]! < 0 ? -1 : Math.round(dist[c]! * scale);
  return out;
}

/**
 * Calls `run` for each run of same-shade cells along a row of one floor (unreachable cells
 * skipped), so a renderer paints one rectangle per run instead of one per cell.
 */
export function shadeRuns(
  grid: OrthogonalGrid,
  shade: Int16Array,
  level: number,
  run: (row: number, col: number, length: number, step: number) => void,
): void {
  const { width, height } = grid;
  for (let r = 0; r < height; r++) {
    const base = level * grid.plane + r * width;
    let c = 0;
    while (c < width) {
      const k = shade[base + c]!;
      let end = c + 1;
      while (end < width && shade[base + end] === k) end++;
      if (k >= 0) run(r, c, end - c, k);
      c = end;
    }
  }
}
