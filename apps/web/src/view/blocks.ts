import { CellKind } from '@mazekit/core';
import { floorOrigin, type MapLayout } from './map-layout.js';
import { isOpening, type Opening } from './openings.js';
import type { PyramidLevel } from './pyramid.js';

/** Coverage of one wall block of the four a texel stands for. */
const QUARTER = 64;

/**
 * How much wall each quarter-shifted cell square of the map holds. Think of the maze drawn
 * at one pixel a wall and one a passage (two blocks a cell): block (2x, 2y) is the corner
 * post at map point (x, y), (2x + 1, 2y + 1) the inside of cell (x, y), the blocks between
 * the walls. Texel (x, y) here is the average of blocks (2x .. 2x + 1, 2y .. 2y + 1): the
 * post, the north wall and the west wall of cell (x, y) (and its inside, never a wall), so
 * it spans map [x - 1/4, x + 3/4) across and down. That is level 1 of the block picture's
 * pyramid, computed straight from the cells: the overview never needs the finer level,
 * whose texels are smaller than a pixel at every zoom it is used at.
 *
 * A dungeon's rock (`kinds`, core's `CellKind`) is solid: its inside counts as wall too.
 *
 * One pass over every cell (millions for a large maze): plain indices, no closures.
 */
export function wallTexture(layout: MapLayout, cells: Uint8Array, openings: readonly Opening[] = [], kinds?: Uint8Array): PyramidLevel {
  const tw = layout.mapWidth + 1;
  const th = layout.mapHeight + 1;
  const data = new Uint8Array(tw * th);
  const { width: w, height: h } = layout;
  const plane = w * h;
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    const base = level * plane;
    for (let r = 0; r <= h; r++) {
      let o = (at.y + r) * tw + at.x;
      const rowBase = base + r * w;
      for (let c = 0; c <= w; c++, o++) {
        let v = QUARTER; // the post
        if (r < h) {
          // West wall of cell (c, r): the border at c = 0 and c = w, else the cell's own bit.
          if (c === 0) v += isOpening(openings, rowBase, 8) ? 0 : QUARTER;
          else if (c === w) v += isOpening(openings, rowBase + w - 1, 4) ? 0 : QUARTER;
          else if ((cells[rowBase + c]! & 8) === 0) v += QUARTER;
        }
        if (c < w) {
          if (r === 0) v += isOpening(openings, base + c, 1) ? 0 : QUARTER;
          else if (r === h) v += isOpening(openings, base + (h - 1) * w + c, 2) ? 0 : QUARTER;
          else if ((cells[rowBase + c]! & 1) === 0) v += QUARTER;
        }
        if (kinds !== undefined && r < h && c < w && kinds[rowBase + c] === CellKind.ROCK) v += QUARTER;
        data[o] = v > 255 ? 255 : v;
      }
    }
  }
  return { width: tw, height: th, data };
}
