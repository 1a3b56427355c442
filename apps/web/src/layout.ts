import type { Layout } from './protocol.js';

/** About how wide, in pixels, the page draws a maze before the browser scales it to fit. */
const TARGET = 960;

/**
 * Cell size, wall width and padding for a maze of this shape: cells as large as fit in
 * about {@link TARGET} pixels (2 to 40 px), the floors side by side as render-canvas lays
 * them out, and walls one pixel wide once cells get small so passages stay visible.
 */
export function layoutFor(width: number, height: number, levels: number): Layout {
  const columns = Math.ceil(Math.sqrt(levels));
  const rows = Math.ceil(levels / columns);
  const span = Math.max(columns * (width + 1) - 1, rows * (height + 1) - 1);
  const cellSize = Math.min(40, Math.max(2, Math.floor(TARGET / span)));
  const large = cellSize >= 12;
  return { cellSize, wallWidth: large ? 2 : 1, padding: large ? 10 : 4 };
}
