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

/** Steps a second used when a generator has no entry in {@link DEFAULT_SPEEDS}. */
export const FALLBACK_SPEED = 120;

/** The default speed for generator `id`. */
export function defaultSpeed(id: string): number {
  return DEFAULT_SPEEDS[id] ?? FALLBACK_SPEED;
}
