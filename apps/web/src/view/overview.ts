import { wallTexture } from './blocks.js';
import { floorOrigin, type MapLayout } from './map-layout.js';
import type { Opening } from './openings.js';
import { buildPyramid, type Pyramid, type PyramidLevel } from './pyramid.js';

/** The wall pyramid of a maze: its wall texture and every halving (see {@link wallTexture}); a dungeon's rock is solid. */
export function wallPyramid(layout: MapLayout, cells: Uint8Array, openings: readonly Opening[] = [], kinds?: Uint8Array): Pyramid {
  return buildPyramid(wallTexture(layout, cells, openings, kinds), 1, 'average');
}

/** A map-sized one-channel picture, one texel a cell: 255 where `perCell` is non-zero. */
function marksTexture(layout: MapLayout, perCell: Uint8Array): PyramidLevel {
  const { mapWidth, mapHeight, width: w, height: h } = layout;
  const data = new Uint8Array(mapWidth * mapHeight);
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    for (let r = 0; r < h; r++) {
      const from = w * (r + h * level);
      let o = (at.y + r) * mapWidth + at.x;
      for (let c = 0; c < w; c++, o++) if (perCell[from + c]) data[o] = 255;
    }
  }
  return { width: mapWidth, height: mapHeight, data };
}

/** A `max` pyramid of the cells where `perCell` is non-zero (a route, a trail). */
export function markPyramid(layout: MapLayout, perCell: Uint8Array): Pyramid {
  return buildPyramid(marksTexture(layout, perCell), 1, 'max');
}

/**
 * An `average` pyramid of cell colours: each cell's palette colour (premultiplied RGBA,
 * opaque), transparent between floors, so an overview pixel shows the mean colour of the
 * cells it covers. Palette index 0 (the background) is left transparent.
 */
export function fillPyramid(layout: MapLayout, fill: Uint8Array, palette: Uint32Array): Pyramid {
  const { mapWidth, mapHeight, width: w, height: h } = layout;
  const data = new Uint8Array(mapWidth * mapHeight * 4);
  const words = new Uint32Array(data.buffer);
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    for (let r = 0; r < h; r++) {
      const from = w * (r + h * level);
      let o = (at.y + r) * mapWidth + at.x;
      for (let c = 0; c < w; c++, o++) {
        const k = fill[from + c]!;
        if (k) words[o] = palette[k]!;
      }
    }
  }
  return buildPyramid({ width: mapWidth, height: mapHeight, data }, 4, 'average');
}
