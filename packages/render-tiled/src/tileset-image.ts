import { colorChannels } from '@mazekit/core';
import { encodePng } from './png.js';
import { TILE_COUNT, TiledTile } from './tiles.js';

/** The colours the tileset is drawn in, checked CSS colours. */
export interface TilesetColors {
  readonly floorColor: string;
  readonly wallColor: string;
  readonly rockColor: string;
  readonly doorColor: string;
  readonly upColor: string;
  readonly downColor: string;
  readonly bothColor: string;
}

function rgb(color: string): [number, number, number] {
  const [r, g, b] = colorChannels(color);
  return [r, g, b];
}

/**
 * The tileset picture: one row of `size`-pixel tiles in {@link TiledTile} order, as RGBA
 * pixels and as a PNG. Floor plain, walls and rock solid, a door a bar across the middle third
 * along its wall, a stair a triangle (▲ up, ▼ down) or a diamond (both) on the floor.
 */
export function tilesetImage(size: number, colors: TilesetColors): { width: number; height: number; rgba: Uint8Array; png: Uint8Array } {
  const width = size * TILE_COUNT;
  const rgba = new Uint8Array(width * size * 4);
  const paint = (tile: number, x0: number, y0: number, x1: number, y1: number, color: string): void => {
    const [r, g, b] = rgb(color);
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(size, Math.round(y1)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(size, Math.round(x1)); x++) {
        const at = (y * width + tile * size + x) * 4;
        rgba[at] = r;
        rgba[at + 1] = g;
        rgba[at + 2] = b;
        rgba[at + 3] = 255;
      }
    }
  };
  for (let t = 0; t < TILE_COUNT; t++) paint(t, 0, 0, size, size, colors.floorColor);
  paint(TiledTile.WALL, 0, 0, size, size, colors.wallColor);
  paint(TiledTile.ROCK, 0, 0, size, size, colors.rockColor);
  const third = size / 3;
  paint(TiledTile.DOOR_EW, 0, third, size, 2 * third, colors.doorColor);
  paint(TiledTile.DOOR_NS, third, 0, 2 * third, size, colors.doorColor);
  // Stairs: one span per pixel row, from the apex down (▲), up (▼), or both halves (◆).
  const m = size / 2;
  const reach = size * 0.35;
  for (let y = 0; y < size; y++) {
    const fy = y + 0.5;
    const up = fy >= m - reach && fy <= m + reach ? ((fy - (m - reach)) / (2 * reach)) * reach : -1;
    const down = fy >= m - reach && fy <= m + reach ? ((m + reach - fy) / (2 * reach)) * reach : -1;
    const both = Math.abs(fy - m) <= reach ? reach - Math.abs(fy - m) : -1;
    if (up >= 0) paint(TiledTile.STAIR_UP, m - up, y, m + up, y + 1, colors.upColor);
    if (down >= 0) paint(TiledTile.STAIR_DOWN, m - down, y, m + down, y + 1, colors.downColor);
    if (both >= 0) paint(TiledTile.STAIR_BOTH, m - both, y, m + both, y + 1, colors.bothColor);
  }
  return { width, height: size, rgba, png: encodePng(width, size, rgba) };
}
