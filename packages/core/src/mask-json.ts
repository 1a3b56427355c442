import type { MaskedGrid } from './mask-grid.js';

/** The `mask` field of maze JSON: one character per base cell in cell order, `1` on, `0` off. */
export function maskString(grid: MaskedGrid): string {
  const on = grid.onCells();
  const out: string[] = [];
  const chunk = 65536;
  for (let i = 0; i < on.length; i += chunk) out.push(on.subarray(i, Math.min(on.length, i + chunk)).join(''));
  return out.join('');
}
