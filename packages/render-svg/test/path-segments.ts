/** A drawn piece of an SVG path: a straight segment, or a circular arc (clockwise on screen from a0 by `sweep`). */
export type Segment =
  | { kind: 'line'; x0: number; y0: number; x1: number; y1: number }
  | { kind: 'arc'; cx: number; cy: number; r: number; a0: number; sweep: number };

const TAU = 2 * Math.PI;
const turn = (a: number) => ((a % TAU) + TAU) % TAU;

/** The centre of an SVG arc from its end points, radius and flags. */
function arcCentre(x0: number, y0: number, x1: number, y1: number, r: number, large: boolean, clockwise: boolean): [number, number] {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const half = Math.hypot(x1 - x0, y1 - y0) / 2;
  const h = Math.sqrt(Math.max(0, r * r - half * half));
  const nx = -(y1 - y0) / (2 * half);
  const ny = (x1 - x0) / (2 * half);
  for (const sign of [1, -1]) {
    const cx = mx + sign * h * nx;
    const cy = my + sign * h * ny;
    const a0 = Math.atan2(y0 - cy, x0 - cx);
    const a1 = Math.atan2(y1 - cy, x1 - cx);
    const sweep = clockwise ? turn(a1 - a0) : turn(a0 - a1);
    if (sweep > Math.PI + 1e-9 === large) return [cx, cy];
  }
  return [mx, my];
}

/**
 * Reads SVG path data (absolute `M L H V A Z` and relative `m l h v` commands, as the
 * renderer writes them) back into segments, arcs with their centres: what a reader of the
 * file sees, independent of how it was made.
 */
export function pathSegments(d: string): Segment[] {
  const out: Segment[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  for (const [, cmd, args] of d.matchAll(/([MmLlHhVvAaZz])([^MmLlHhVvAaZz]*)/g)) {
    // Numbers as SVG allows them: `-.5`, and `1.5.5` for 1.5 then .5.
    const n = [...args!.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((m) => Number(m[0]));
    const line = (x1: number, y1: number) => {
      out.push({ kind: 'line', x0: x, y0: y, x1, y1 });
      x = x1;
      y = y1;
    };
    switch (cmd) {
      case 'M':
      case 'm':
        [x, y] = cmd === 'M' ? [n[0]!, n[1]!] : [x + n[0]!, y + n[1]!];
        [sx, sy] = [x, y];
        break;
      case 'L':
        line(n[0]!, n[1]!);
        break;
      case 'l':
        line(x + n[0]!, y + n[1]!);
        break;
      case 'H':
        line(n[0]!, y);
        break;
      case 'h':
        line(x + n[0]!, y);
        break;
      case 'V':
        line(x, n[0]!);
        break;
      case 'v':
        line(x, y + n[0]!);
        break;
      case 'A':
      case 'a': {
        const [r, , , large, clockwise, ax, ay] = n as [number, number, number, number, number, number, number];
        const [x1, y1] = cmd === 'A' ? [ax, ay] : [x + ax, y + ay];
        const [cx, cy] = arcCentre(x, y, x1, y1, r, large === 1, clockwise === 1);
        const a0 = Math.atan2(y - cy, x - cx);
        const a1 = Math.atan2(y1 - cy, x1 - cx);
        // Stored clockwise: an anticlockwise arc is the same set of points from its other end.
        if (clockwise === 1) out.push({ kind: 'arc', cx, cy, r, a0, sweep: turn(a1 - a0) });
        else out.push({ kind: 'arc', cx, cy, r, a0: a1, sweep: turn(a0 - a1) });
        x = x1;
        y = y1;
        break;
      }
      default:
        line(sx, sy);
    }
  }
  return out;
}

/** True when point (px, py) lies on the segment, within `tol`. */
export function onSegment(s: Segment, px: number, py: number, tol = 2e-3): boolean {
  if (s.kind === 'line') {
    const len = Math.hypot(s.x1 - s.x0, s.y1 - s.y0);
    if (len === 0) return Math.hypot(px - s.x0, py - s.y0) < tol;
    const t = ((px - s.x0) * (s.x1 - s.x0) + (py - s.y0) * (s.y1 - s.y0)) / (len * len);
    if (t < -tol || t > 1 + tol) return false;
    return Math.abs((px - s.x0) * (s.y1 - s.y0) - (py - s.y0) * (s.x1 - s.x0)) / len < tol;
  }
  if (Math.abs(Math.hypot(px - s.cx, py - s.cy) - s.r) > tol) return false;
  return turn(Math.atan2(py - s.cy, px - s.cx) - s.a0) <= s.sweep + tol / s.r;
}

/** Length of a segment. */
export function segmentLength(s: Segment): number {
  return s.kind === 'line' ? Math.hypot(s.x1 - s.x0, s.y1 - s.y0) : s.r * s.sweep;
}
