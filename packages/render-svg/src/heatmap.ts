import { shadeRuns, type OrthogonalGrid } from '@mazekit/core';

/**
 * Path data per shade for one floor, in cell units: each run of same-shade cells along a row
 * becomes one rectangle `M x y h n v1 h -n z`, so a shade is one `<path>` however many cells
 * it covers. Entries are empty strings for shades that do not occur on this floor.
 */
export function heatPaths(grid: OrthogonalGrid, shade: Int16Array, level: number, steps: number): string[] {
  const parts: string[][] = Array.from({ length: steps }, () => []);
  shadeRuns(grid, shade, level, (r, c, n, k) => {
    parts[k]!.push(`M${c} ${r}h${n}v1h-${n}z`);
  });
  return parts.map((p) => p.join(''));
}
