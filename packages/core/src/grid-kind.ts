import type { Grid } from './grid.js';
import { isMasked } from './mask-grid.js';

/**
 * A grid named for an error message: `a hex grid`, `a masked orthogonal grid`. Renderers
 * that draw only some shapes name the grid they refuse with it.
 */
export function gridKind(grid: Grid): string {
  const topology = JSON.stringify(String(grid.topology));
  return isMasked(grid) ? `a masked ${topology} grid` : `a ${topology} grid`;
}
