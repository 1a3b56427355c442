import { heatRamp } from '@mazekit/core';
import { rgbaWord, type Colors } from './raster.js';

/** Palette indices of cell floors (see `Layers.fill`). */
export const FILL = Object.freeze({
  background: 0,
  unvisited: 1,
  visited: 2,
  frontier: 3,
  path: 4,
  head: 5,
  stairUp: 6,
  stairDown: 7,
  stairBoth: 8,
  /** A solver's walk: cells it has reached, Trémaux's marks (once, twice), dead ends filled in. */
  seen: 9,
  markOnce: 10,
  markTwice: 11,
  filled: 12,
  /** Heat shades take indices `heat .. heat + HEAT_STEPS - 1`, nearest first. */
  heat: 16,
});

/** Shades of the distance colouring (as the SVG and canvas renderers' default). */
export const HEAT_STEPS = 32;

/** The hex colours of one colour scheme. */
export interface Scheme {
  readonly background: string;
  readonly wall: string;
  readonly border: string;
  readonly route: string;
  readonly trail: string;
  readonly start: string;
  readonly goal: string;
  readonly player: string;
  readonly unvisited: string;
  readonly visited: string;
  readonly frontier: string;
  readonly path: string;
  readonly head: string;
  readonly stairUp: string;
  readonly stairDown: string;
  readonly stairBoth: string;
  /** A solver's walk: reached, marked once, marked twice (Trémaux), filled in (dead-end filling). */
  readonly seen: string;
  readonly markOnce: string;
  readonly markTwice: string;
  readonly filled: string;
  /** The far end of the distance ramp (it starts at the background). */
  readonly heat: string;
  /** The bar of a dungeon's door (its rock is the wall colour). */
  readonly door: string;
}

/** Light scheme: the renderers' colours and the seed demos' animation palette. */
export const LIGHT: Scheme = Object.freeze({
  background: '#ffffff',
  wall: '#000000',
  border: '#000000',
  route: '#e4572e',
  trail: '#7e57c2',
  start: '#2e7d32',
  goal: '#c62828',
  player: '#1565c0',
  unvisited: '#bdbdbd',
  visited: '#3a6fd8',
  frontier: '#f4b400',
  path: '#ffffff',
  head: '#22c33a',
  stairUp: '#e1bee7',
  stairDown: '#b2dfdb',
  stairBoth: '#ffe0b2',
  seen: '#cfe0fb',
  markOnce: '#fff176',
  markTwice: '#ff8a65',
  filled: '#9e9e9e',
  heat: '#08306b',
  door: '#8b5a2b',
});

/** Dark scheme: light walls on a dark page, the same hues a little brighter. */
export const DARK: Scheme = Object.freeze({
  background: '#0e1116',
  wall: '#e6e9ee',
  border: '#e6e9ee',
  route: '#ff7a50',
  trail: '#b39ddb',
  start: '#66bb6a',
  goal: '#ef5350',
  player: '#64b5f6',
  unvisited: '#2b3038',
  visited: '#27489a',
  frontier: '#a07800',
  path: '#f5f5f5',
  head: '#22c33a',
  stairUp: '#4a2b55',
  stairDown: '#1f4a45',
  stairBoth: '#5a4320',
  seen: '#23344f',
  markOnce: '#6b6000',
  markTwice: '#8a3a1f',
  filled: '#4a4f57',
  heat: '#9ecae1',
  door: '#c58a4a',
});

/** The scheme the browser asks for. */
export function preferredScheme(): Scheme {
  return matchMedia('(prefers-color-scheme: dark)').matches ? DARK : LIGHT;
}

/** The raster colours of a scheme. */
export function colorsOf(scheme: Scheme): Colors {
  const palette = new Uint32Array(FILL.heat + HEAT_STEPS);
  palette[FILL.background] = rgbaWord(scheme.background);
  palette[FILL.unvisited] = rgbaWord(scheme.unvisited);
  palette[FILL.visited] = rgbaWord(scheme.visited);
  palette[FILL.frontier] = rgbaWord(scheme.frontier);
  palette[FILL.path] = rgbaWord(scheme.path);
  palette[FILL.head] = rgbaWord(scheme.head);
  palette[FILL.stairUp] = rgbaWord(scheme.stairUp);
  palette[FILL.stairDown] = rgbaWord(scheme.stairDown);
  palette[FILL.stairBoth] = rgbaWord(scheme.stairBoth);
  palette[FILL.seen] = rgbaWord(scheme.seen);
  palette[FILL.markOnce] = rgbaWord(scheme.markOnce);
  palette[FILL.markTwice] = rgbaWord(scheme.markTwice);
  palette[FILL.filled] = rgbaWord(scheme.filled);
  const ramp = rampBetween(scheme.background, scheme.heat, HEAT_STEPS);
  for (let k = 0; k < HEAT_STEPS; k++) palette[FILL.heat + k] = rgbaWord(ramp[k]!);
  return {
    background: palette[FILL.background]!,
    wall: rgbaWord(scheme.wall),
    border: rgbaWord(scheme.border),
    route: rgbaWord(scheme.route),
    trail: rgbaWord(scheme.trail),
    link: rgbaWord(scheme.path),
    door: rgbaWord(scheme.door),
    start: rgbaWord(scheme.start),
    goal: rgbaWord(scheme.goal),
    player: rgbaWord(scheme.player),
    palette,
  };
}

/** `steps` colours from `from` to `to`; from white it is exactly core's heat ramp. */
function rampBetween(from: string, to: string, steps: number): string[] {
  if (from.toLowerCase() === '#ffffff') return heatRamp(to, steps);
  const a = Number.parseInt(from.slice(1), 16);
  const b = Number.parseInt(to.slice(1), 16);
  const out: string[] = [];
  for (let k = 0; k < steps; k++) {
    const t = steps === 1 ? 1 : k / (steps - 1);
    const ch = (shift: number) => Math.round(((a >> shift) & 255) + (((b >> shift) & 255) - ((a >> shift) & 255)) * t);
    out.push(`#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`);
  }
  return out;
}
