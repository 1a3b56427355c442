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
