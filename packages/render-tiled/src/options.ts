import { MazekitError, describeValue, resolveOptions, type OptionSpec } from '@mazekit/core';
import { PACKAGE } from './package.js';

/** Options of {@link renderTiled} and the renderer. */
export const TILED_OPTIONS: readonly OptionSpec[] = Object.freeze([
  { name: 'tileSize', type: 'number', description: 'side of a tile in pixels', default: 16, min: 2, max: 256, integer: true },
  { name: 'tilesetImage', type: 'string', description: 'file name of the tileset picture the map points to (written beside the map)', default: 'mazekit-tiles.png' },
  { name: 'floorColor', type: 'string', description: 'floor tiles (#rrggbb)', default: '#f4f1e8' },
  { name: 'wallColor', type: 'string', description: 'wall tiles (#rrggbb)', default: '#2b2b2b' },
  { name: 'rockColor', type: 'string', description: 'rock tiles (#rrggbb)', default: '#000000' },
  { name: 'doorColor', type: 'string', description: 'the bar of a door tile (#rrggbb)', default: '#8b5a2b' },
  { name: 'upColor', type: 'string', description: 'stair up (#rrggbb)', default: '#2a9d44' },
  { name: 'downColor', type: 'string', description: 'stair down (#rrggbb)', default: '#d62828' },
  { name: 'bothColor', type: 'string', description: 'stairs both ways (#rrggbb)', default: '#7b2cbf' },
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

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Checks options; colours must be hex (they are painted into the tileset's pixels). */
export function resolveTiledOptions(options: unknown): TiledStyle {
  const o = resolveOptions(PACKAGE, TILED_OPTIONS, options as Readonly<Record<string, unknown>> | undefined) as unknown as TiledStyle;
  for (const spec of TILED_OPTIONS) {
    if (spec.name.endsWith('Color') && !HEX.test(o[spec.name as keyof TiledStyle] as string)) {
      throw new MazekitError(PACKAGE, `option ${spec.name} must be #rgb or #rrggbb, got ${describeValue(o[spec.name as keyof TiledStyle])}`);
    }
  }
  if (o.tilesetImage.trim() === '' || /[\n\r"\\]/.test(o.tilesetImage)) {
    throw new MazekitError(PACKAGE, `option tilesetImage must be a file name, got ${describeValue(o.tilesetImage)}`);
  }
  return o;
}
