import { MazekitError, describeValue, resolveColor, resolveOptions, type OptionSpec } from '@mazekit/core';
import { PACKAGE } from './package.js';

/** Options of {@link renderTiled} and the renderer. */
export const TILED_OPTIONS: readonly OptionSpec[] = Object.freeze([
  { name: 'tileSize', type: 'number', description: 'side of a tile in pixels', default: 16, min: 2, max: 256, integer: true },
  { name: 'tilesetImage', type: 'string', description: 'file name of the tileset picture the map points to (written beside the map)', default: 'mazekit-tiles.png' },
  { name: 'floorColor', type: 'string', description: 'floor tiles (opaque CSS colour)', default: '#f4f1e8' },
  { name: 'wallColor', type: 'string', description: 'wall tiles (opaque CSS colour)', default: '#2b2b2b' },
  { name: 'rockColor', type: 'string', description: 'rock tiles (opaque CSS colour)', default: '#000000' },
  { name: 'doorColor', type: 'string', description: 'the bar of a door tile (opaque CSS colour)', default: '#8b5a2b' },
  { name: 'upColor', type: 'string', description: 'stair up (opaque CSS colour)', default: '#2a9d44' },
  { name: 'downColor', type: 'string', description: 'stair down (opaque CSS colour)', default: '#d62828' },
  { name: 'bothColor', type: 'string', description: 'stairs both ways (opaque CSS colour)', default: '#7b2cbf' },
] satisfies OptionSpec[]);

/** What callers pass to {@link renderTiled}. */
export interface TiledOptions {
  tileSize?: number;
  tilesetImage?: string;
  floorColor?: string;
  wallColor?: string;
  rockColor?: string;
  doorColor?: string;
  upColor?: string;
  downColor?: string;
  bothColor?: string;
}

/** {@link TiledOptions} checked, defaults filled in. */
export type TiledStyle = Required<TiledOptions>;

const COLORS = ['floorColor', 'wallColor', 'rockColor', 'doorColor', 'upColor', 'downColor', 'bothColor'] as const;

/** Checks options; colours must be opaque (they are painted into the tileset's pixels as they are). */
export function resolveTiledOptions(options: unknown): TiledStyle {
  const o = resolveOptions(PACKAGE, TILED_OPTIONS, options as Readonly<Record<string, unknown>> | undefined) as unknown as TiledStyle;
  for (const name of COLORS) o[name] = resolveColor(PACKAGE, name, o[name], { alpha: false });
  if (o.tilesetImage.trim() === '' || /[\n\r"\\]/.test(o.tilesetImage)) {
    throw new MazekitError(PACKAGE, `option tilesetImage must be a file name, got ${describeValue(o.tilesetImage)}`);
  }
  return o;
}
