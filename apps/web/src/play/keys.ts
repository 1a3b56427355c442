import type { Point } from './moves.js';

/** What a key does in Play mode: a step toward a screen direction, or a stair. */
export type KeyMove =
  | { readonly kind: 'step'; readonly toward: Point; /** Least cosine between `toward` and the step (see `stepToward`). */ readonly minCos: number }
  | { readonly kind: 'stair'; readonly way: 1 | -1 };

const S = Math.sqrt(3) / 2;
const UP = { x: 0, y: -1 };
const DOWN = { x: 0, y: 1 };
const LEFT = { x: -1, y: 0 };
const RIGHT = { x: 1, y: 0 };

/** Square and triangle mazes: arrows and WASD walk that way on screen; E / Page Up climbs, Q / Page Down descends. */
const BOARD: Record<string, KeyMove> = {
  ArrowUp: { kind: 'step', toward: UP, minCos: 0.5 },
  ArrowDown: { kind: 'step', toward: DOWN, minCos: 0.5 },
  ArrowLeft: { kind: 'step', toward: LEFT, minCos: 0.5 },
  ArrowRight: { kind: 'step', toward: RIGHT, minCos: 0.5 },
  w: { kind: 'step', toward: UP, minCos: 0.5 },
  s: { kind: 'step', toward: DOWN, minCos: 0.5 },
  a: { kind: 'step', toward: LEFT, minCos: 0.5 },
  d: { kind: 'step', toward: RIGHT, minCos: 0.5 },
  e: { kind: 'stair', way: 1 },
  q: { kind: 'stair', way: -1 },
  PageUp: { kind: 'stair', way: 1 },
  PageDown: { kind: 'stair', way: -1 },
};

/**
 * Hexagonal mazes: the six keys around S on a keyboard are the six sides — Q north-west,
 * E north-east, A west, D east, Z south-west, C south-east; ← and → go west and east, and ↑ / W
 * and ↓ / S take whichever of the two upper (lower) sides is open. R / Page Up climbs a
 * stair, F / Page Down descends.
 */
const HEX: Record<string, KeyMove> = {
  q: { kind: 'step', toward: { x: -0.5, y: -S }, minCos: 0.9 },
  e: { kind: 'step', toward: { x: 0.5, y: -S }, minCos: 0.9 },
  a: { kind: 'step', toward: LEFT, minCos: 0.9 },
  d: { kind: 'step', toward: RIGHT, minCos: 0.9 },
  z: { kind: 'step', toward: { x: -0.5, y: S }, minCos: 0.9 },
  c: { kind: 'step', toward: { x: 0.5, y: S }, minCos: 0.9 },
  ArrowLeft: { kind: 'step', toward: LEFT, minCos: 0.9 },
  ArrowRight: { kind: 'step', toward: RIGHT, minCos: 0.9 },
  ArrowUp: { kind: 'step', toward: UP, minCos: 0.3 },
  w: { kind: 'step', toward: UP, minCos: 0.3 },
  ArrowDown: { kind: 'step', toward: DOWN, minCos: 0.3 },
  s: { kind: 'step', toward: DOWN, minCos: 0.3 },
  r: { kind: 'stair', way: 1 },
  f: { kind: 'stair', way: -1 },
  PageUp: { kind: 'stair', way: 1 },
  PageDown: { kind: 'stair', way: -1 },
};

/** Polar mazes: ↑ / W out toward the rim, ↓ / S in toward the centre, ← / A counter-clockwise, → / D clockwise. */
const POLAR: Record<string, 'out' | 'in' | 'ccw' | 'cw'> = {
  ArrowUp: 'out',
  w: 'out',
  ArrowDown: 'in',
  s: 'in',
  ArrowLeft: 'ccw',
  a: 'ccw',
  ArrowRight: 'cw',
  d: 'cw',
};

/**
 * The move a key makes on a maze of `topology` for a player at `at` (map units). On a polar
 * maze the directions turn with the player: `hub` is the centre of the disc, and "out" points
 * from it through the player (straight up on screen while the player stands on the hub).
 * `key` is `KeyboardEvent.key`, letters in lower case.
 */
export function keyMove(topology: string, key: string, at: Point, hub: Point): KeyMove | undefined {
  if (topology === 'hex') return HEX[key];
  if (topology !== 'polar') return BOARD[key];
  const turn = POLAR[key];
  if (!turn) return undefined;
  const dx = at.x - hub.x;
  const dy = at.y - hub.y;
  const r = Math.hypot(dx, dy);
  const out = r < 1e-9 ? UP : { x: dx / r, y: dy / r };
  // y points down, so the clockwise tangent of (x, y) is (-y, x).
  const toward = turn === 'out' ? out : turn === 'in' ? { x: -out.x, y: -out.y } : turn === 'cw' ? { x: -out.y, y: out.x } : { x: out.y, y: -out.x };
  return { kind: 'step', toward, minCos: 0.5 };
}
