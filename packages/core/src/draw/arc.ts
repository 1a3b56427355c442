import type { PathContext } from './context.js';

const TAU = 2 * Math.PI;

/**
 * The angle an arc sweeps, as canvas `arc` defines it: in [0, 2π], positive, measured in the
 * direction of travel; a request of a whole turn or more is a full circle.
 */
export function arcSweep(start: number, end: number, anticlockwise = false): number {
  const raw = anticlockwise ? start - end : end - start;
  if (raw >= TAU) return TAU;
  const sweep = raw % TAU;
  return sweep < 0 ? sweep + TAU : sweep;
}

/**
 * Draws an arc with the canvas `arc` signature into any {@link PathContext}: through
 * `ctx.arc` when it has one, else as a polyline of segments at most 5° apart (so a context
 * that only knows lines still draws polar walls). Allocates nothing.
 */
export function arcTo(
  ctx: PathContext,
  cx: number,
  cy: number,
  r: number,
  start: number,
  end: number,
  anticlockwise = false,
): void {
  if (ctx.arc) {
    ctx.arc(cx, cy, r, start, end, anticlockwise);
    return;
  }
  const sweep = arcSweep(start, end, anticlockwise);
  const steps = Math.max(1, Math.ceil(sweep / (Math.PI / 36)));
  const step = (anticlockwise ? -sweep : sweep) / steps;
  ctx.lineTo(cx + r * Math.cos(start), cy + r * Math.sin(start));
  for (let i = 1; i <= steps; i++) {
    const a = start + step * i;
    ctx.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
}
