import { OrthogonalGrid, type Generator } from '@mazekit/core';
import { carveMaze } from './carve.js';
import { findGenerator } from './generators.js';
import { MAX_SPEED, MIN_SPEED } from './limits.js';

/** Positions of the speed slider; it moves on a log scale from MIN_SPEED to MAX_SPEED. */
export const SPEED_SLIDER_MAX = 1000;

const DECADES = Math.log10(MAX_SPEED / MIN_SPEED);

/** Steps per second for a slider position (whole steps, never below MIN_SPEED). */
export function speedFromSlider(position: number): number {
  const t = Math.min(1, Math.max(0, position / SPEED_SLIDER_MAX));
  return Math.max(MIN_SPEED, Math.min(MAX_SPEED, Math.round(MIN_SPEED * 10 ** (t * DECADES))));
}

/** The slider position that shows `speed` steps per second. */
export function sliderFromSpeed(speed: number): number {
  const s = Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
  return Math.round((Math.log10(s / MIN_SPEED) / DECADES) * SPEED_SLIDER_MAX);
}

/**
 * Default animation speed (steps a second) of each bundled generator, so that its
 * animation at the default size (24 × 16) takes about 15 seconds: the mean number of steps
 * it records there over six seeds (measured, and re-measured by test/speed-layout.test.ts),
 * divided by 15, rounded. Steps per maze differ a lot: recursive division records ~510
 * (its open field is one step), the backtracker 1534, Aldous-Broder ~8900 (a random walk).
 */
export const DEFAULT_SPEEDS: Readonly<Record<string, number>> = Object.freeze({
  backtracker: 100,
  wilson: 300,
  'aldous-broder': 600,
  'hunt-and-kill': 100,
  kruskal: 90,
  prim: 75,
  'prim-simplified': 75,
  'prim-modified': 75,
  'growing-tree': 130,
  eller: 100,
  sidewinder: 80,
  'binary-tree': 75,
  'recursive-division': 35,
});

/** Steps a second used for an id no installed generator has. */
export const FALLBACK_SPEED = 120;

/** Seconds an animation at the default size should take. */
const TARGET_SECONDS = 15;

/**
 * Steps generator `generator` records on the default 24 × 16 maze (seed `speed`), counting
 * a walls generator's open field as one step, as the animation plays it.
 */
export function measuredSteps(generator: Generator): number {
  const r = carveMaze(generator, { shape: 'orthogonal', rings: 1, width: 24, height: 16, levels: 1, seed: 'speed', options: {} }, { recordUpTo: 1e8 });
  return r.recording!.offsets.length - Math.max(0, r.openingSteps - 1);
}

const derived = new Map<string, number>();

/**
 * The default speed for generator `id`: its entry in {@link DEFAULT_SPEEDS}, or for a
 * generator without one (a package added after the table was measured) the speed that plays
 * its default-size animation in about 15 seconds, measured once from one carving.
 */
export function defaultSpeed(id: string): number {
  const listed = DEFAULT_SPEEDS[id];
  if (listed !== undefined) return listed;
  const known = derived.get(id);
  if (known !== undefined) return known;
  const generator = findGenerator(id);
  if (!generator || generator.unsupported(new OrthogonalGrid(24, 16, 1)) !== undefined) return FALLBACK_SPEED;
  const speed = Math.max(MIN_SPEED, Math.min(MAX_SPEED, Math.round(measuredSteps(generator) / TARGET_SECONDS)));
  derived.set(id, speed);
  return speed;
}
