import { MazekitError, describeValue, type Seed } from '@mazekit/core';
import { checkInteger } from './check.js';
import { chunksRoute } from './chunks-route.js';
import { divisionRoute } from './division-route.js';
import { RouteOutput } from './route-output.js';
import { SOURCE, resolveWorld, type WorldOptions } from './world.js';

/** The longest route {@link route} returns by default, in cells. */
export const DEFAULT_MAX_ROUTE = 1_000_000;

/** The largest `maxLength` allowed. */
export const MAX_ROUTE = 10_000_000;

/** Options of {@link route}: the world's, plus the longest route wanted. */
export interface RouteOptions extends WorldOptions {
  /** Refuse routes of more cells than this (1 .. 10 000 000, default 1 000 000). */
  readonly maxLength?: number;
}

function point(name: string, value: unknown, last: number): [number, number] {
  if (!Array.isArray(value) || value.length !== 2) {
    throw new MazekitError(SOURCE, `${name} must be an [x, y] pair of cell coordinates, got ${describeValue(value)}`);
  }
  return [checkInteger(`${name}[0] (x)`, value[0], 0, last), checkInteger(`${name}[1] (y)`, value[1], 0, last)];
}

/**
 * The cells of the unique route between two cells of the world, `from` first and `to` last,
 * each open to the next, found through the world's hierarchy (the division tree or the
 * blocks of chunks) without carving anything off the route. Its time is proportional to the
 * route's length (times a chunk's area in the chunks texture) plus the hierarchy's depth.
 * Routes longer than `maxLength` cells are refused with one line.
 */
export function route(seed: Seed, from: readonly [number, number], to: readonly [number, number], options: RouteOptions = {}): Array<[number, number]> {
  const world = resolveWorld(seed, options);
  const [ux, uy] = point('from', from, world.size - 1);
  const [vx, vy] = point('to', to, world.size - 1);
  const limit = checkInteger('maxLength', options.maxLength ?? DEFAULT_MAX_ROUTE, 1, MAX_ROUTE);
  const out = new RouteOutput(limit, `from (${ux}, ${uy}) to (${vx}, ${vy})`);
  if (world.texture === 'division') divisionRoute(world, ux, uy, vx, vy, out);
  else chunksRoute(world, ux, uy, vx, vy, out);
  return out.pairs();
}
