import type { PathContext } from '@mazekit/core';

const TAU = 2 * Math.PI;

/** The angle a canvas `arc` sweeps: in [0, 2π], measured in the direction of travel. */
function sweepOf(start: number, end: number, anticlockwise: boolean): number {
  const raw = anticlockwise ? start - end : end - start;
  if (raw >= TAU) return TAU;
  const sweep = raw % TAU;
  return sweep < 0 ? sweep + TAU : sweep;
}

/** A coordinate for a content stream: integers as they are, others to 3 decimals. */
function num(v: number): string {
  if ((v | 0) === v) return String(v);
  const r = Math.round(v * 1000) / 1000;
  return r === 0 ? '0' : String(r);
}

/**
 * A {@link PathContext} that writes PDF path operators (`m`, `l`, `c`, `h`) as content-stream
 * text. Points are mapped by `x0 + x × scale`, `y0 + y × scale` ({@link transform}); a
 * booklet sets the page transform once per maze with `cm`, so wall runs are written in cell
 * units — small integers, which keeps files small. `arc` has the canvas meaning and becomes
 * cubic Béziers of at most a quarter turn each (handles 4/3·tan(θ/4), off the true circle by
 * under 0.03 %), so every maze shape's geometry draws through the same adapter. The caller
 * adds the paint operator (`S`, `f`) to what {@link take} returns.
 */
export class PdfPath implements PathContext {
  private data = '';
  private x0 = 0;
  private y0 = 0;
  private scale = 1;
  // The current point in output units; NaN when no sub-path is open.
  private px = NaN;
  private py = NaN;
  private sx = NaN;
  private sy = NaN;

  /** Sets the mapping from drawing units to output units for the calls that follow. */
  transform(x0: number, y0: number, scale: number): this {
    this.x0 = x0;
    this.y0 = y0;
    this.scale = scale;
    return this;
  }

  /** The operators written since the last take, and a fresh path (no current point). */
  take(): string {
    const out = this.data;
    this.data = '';
    this.px = this.py = this.sx = this.sy = NaN;
    return out;
  }

  /** True when nothing has been written since the last take. */
  get empty(): boolean {
    return this.data.length === 0;
  }

  moveTo(x: number, y: number): void {
    this.move(this.x0 + x * this.scale, this.y0 + y * this.scale);
  }

  lineTo(x: number, y: number): void {
    this.line(this.x0 + x * this.scale, this.y0 + y * this.scale);
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const ox = this.x0 + cx * this.scale;
    const oy = this.y0 + cy * this.scale;
    const rr = r * this.scale;
    const fx = ox + rr * Math.cos(start);
    const fy = oy + rr * Math.sin(start);
    // As on a canvas: a line from the current point to the arc's start, or a move when there is none.
    if (Number.isNaN(this.px)) this.move(fx, fy);
    else if (num(fx) !== num(this.px) || num(fy) !== num(this.py)) this.line(fx, fy);
    const sweep = sweepOf(start, end, anticlockwise);
    if (sweep === 0 || rr === 0) return;
    const pieces = Math.ceil(sweep / (Math.PI / 2) - 1e-9);
    const step = (anticlockwise ? -sweep : sweep) / pieces;
    const k = (4 / 3) * Math.tan(step / 4);
    let a = start;
    for (let i = 0; i < pieces; i++) {
      const b = a + step;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const cb = Math.cos(b);
      const sb = Math.sin(b);
      const ex = ox + rr * cb;
      const ey = oy + rr * sb;
      this.data += `${num(ox + rr * (ca - k * sa))} ${num(oy + rr * (sa + k * ca))} ${num(ox + rr * (cb + k * sb))} ${num(oy + rr * (sb - k * cb))} ${num(ex)} ${num(ey)} c\n`;
      this.px = ex;
      this.py = ey;
      a = b;
    }
  }

  closePath(): void {
    if (Number.isNaN(this.sx)) return;
    this.data += 'h\n';
    this.px = this.sx;
    this.py = this.sy;
  }

  private move(x: number, y: number): void {
    this.data += `${num(x)} ${num(y)} m\n`;
    this.px = this.sx = x;
    this.py = this.sy = y;
  }

  private line(x: number, y: number): void {
    if (Number.isNaN(this.px)) {
      this.move(x, y);
      return;
    }
    this.data += `${num(x)} ${num(y)} l\n`;
    this.px = x;
    this.py = y;
  }
}
