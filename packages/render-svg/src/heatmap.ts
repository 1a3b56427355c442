import type { OrthogonalGrid } from '@mazekit/core';

/**
 * The heat-map ramp: `steps` shades from white (step 0, the start) to `color` (the last
 * step, the farthest cell), interpolated per channel in sRGB, as the light-to-dark
 * single-hue scale of Jamis Buck's "Mazes for Programmers".
 */
export function heatRamp(color: string, steps: number): string[] {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (d) => d + d) : color;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const ramp: string[] = [];
  for (let k = 0; k < steps; k++) {
    const t = k / (steps - 1);
    ramp.push('#' + channels.map((c) => Math.round(255 + (c - 255) * t).toString(16).padStart(2, '0')).join(''));
  }
  return ramp;
}

/** The shade step of every cell: 0..steps-1 by distance, -1 where the start cannot be reached. */
export function heatSteps(dist: Int32Array, steps: number): Int16Array {
  let max = 0;
  for (let c = 0; c < dist.length; c++) if (dist[c]! > max) max = dist[c]!;
  const out = new Int16Array(dist.length);
  const scale = max > 0 ? (steps - 1) / max : 0;
  for (let c = 0; c < dist.length; c++) out[c] = dist[c]! < 0 ? -1 : Math.round(dist[c]! * scale);
  return out;
}

/**
 * Path data per shade for one floor, in cell units: each run of same-shade cells along a row
 * becomes one rectangle `M x y h n v1 h -n z`, so a shade is one `<path>` however many cells
 * it covers. Entries are empty strings for shades that do not occur on this floor.
 */
export function heatPaths(grid: OrthogonalGrid, shade: Int16Array, level: number, steps: number): string[] {
  const parts: string[][] = Array.from({ length: steps }, () => []);
  const { width, height } = grid;
  for (let r = 0; r < height; r++) {
    const base = level * grid.plane + r * width;
    let c = 0;
    while (c < width) {
      const k = shade[base + c]!;
      let end = c + 1;
      while (end < width && shade[base + end] === k) end++;
      if (k >= 0) parts[k]!.push(`M${c} ${r}h${end - c}v1h-${end - c}z`);
      c = end;
    }
  }
  return parts.map((p) => p.join(''));
}
