import { MAX_CELLS, MazekitError, describeValue } from '@mazekit/core';
import { SOURCE, type World } from './world.js';

/** Throws one line unless `value` is an integer in [min, max], naming it and the range. */
export function checkInteger(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new MazekitError(SOURCE, `${name} must be an integer from ${min} to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** Checks a window against the world: inside it, at least one cell, at most {@link MAX_CELLS}. */
export function checkWindow(world: World, x: unknown, y: unknown, width: unknown, height: unknown): void {
  const last = world.size - 1;
  checkInteger('x', x, 0, last);
  checkInteger('y', y, 0, last);
  checkInteger('width', width, 1, Math.min(world.size, MAX_CELLS));
  checkInteger('height', height, 1, Math.min(world.size, MAX_CELLS));
  const [wx, wy, w, h] = [x, y, width, height] as number[] as [number, number, number, number];
  if (wx + w > world.size) {
    throw new MazekitError(SOURCE, `x ${wx} + width ${w} runs past the world's east edge; x + width must be at most ${world.size}`);
  }
  if (wy + h > world.size) {
    throw new MazekitError(SOURCE, `y ${wy} + height ${h} runs past the world's south edge; y + height must be at most ${world.size}`);
  }
  if (w * h > MAX_CELLS) {
    throw new MazekitError(SOURCE, `a ${w}x${h} window has ${w * h} cells; at most ${MAX_CELLS} are allowed`);
  }
}
