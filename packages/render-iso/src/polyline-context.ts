import type { PathContext } from '@mazekit/core';

/**
 * A {@link PathContext} that keeps what a shape's geometry draws as flat lists of points: every
 * `moveTo` starts a new polyline, `lineTo` adds a point. It has no `arc`, so core's `arcTo`
 * hands it an arc as short straight pieces (polar walls become a few prism pieces each).
 */
export class PolylineContext implements PathContext {
  /** The polylines drawn since the last {@link PolylineContext.reset}, as x, y pairs. */
  readonly lines: number[][] = [];
  private current: number[] | undefined;

  moveTo(x: number, y: number): void {
    this.current = [x, y];
    this.lines.push(this.current);
  }

  lineTo(x: number, y: number): void {
    if (!this.current) {
      this.moveTo(x, y);
      return;
    }
    const n = this.current.length;
    // arcTo starts with a lineTo the arc's first point, which is where the pen already is.
    if (Math.abs(this.current[n - 2]! - x) < 1e-9 && Math.abs(this.current[n - 1]! - y) < 1e-9) return;
    this.current.push(x, y);
  }

  closePath(): void {
    const c = this.current;
    if (c && c.length > 2 && (c[0] !== c[c.length - 2] || c[1] !== c[c.length - 1])) c.push(c[0]!, c[1]!);
  }

  /** Forgets what was drawn. */
  reset(): void {
    this.lines.length = 0;
    this.current = undefined;
  }
}
