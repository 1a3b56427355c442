import { arcSweep } from './arc.js';
import type { PathContext } from './context.js';

const TAU = 2 * Math.PI;

/**
 * Builds an SVG path `d` string from canvas-style calls. Horizontal and vertical moves are
 * written as `H`/`V`, and a `moveTo` to where the pen already is is dropped, which keeps
 * maze paths short. `arc` writes true SVG arcs (`A`), a full circle as two half arcs.
 */
export class PathBuilder implements PathContext {
  private parts: string[] = [];
  private x = NaN;
  private y = NaN;
  private startX = NaN;
  private startY = NaN;
  private readonly digits: number;

  /** `digits`: decimals kept in coordinates (default 2). */
  constructor(digits = 2) {
    this.digits = digits;
  }

  private fmt(v: number): string {
    // Maze coordinates are integers almost always; skip toFixed and the regex for them.
    if (Number.isInteger(v)) return String(v);
    const s = v.toFixed(this.digits);
    const t = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
    return t === '-0' ? '0' : t;
  }

  moveTo(x: number, y: number): void {
    if (x === this.x && y === this.y) return;
    this.parts.push(`M${this.fmt(x)} ${this.fmt(y)}`);
    this.x = x;
    this.y = y;
    this.startX = x;
    this.startY = y;
  }

  lineTo(x: number, y: number): void {
    if (y === this.y) this.parts.push(`H${this.fmt(x)}`);
    else if (x === this.x) this.parts.push(`V${this.fmt(y)}`);
    else this.parts.push(`L${this.fmt(x)} ${this.fmt(y)}`);
    this.x = x;
    this.y = y;
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const x0 = cx + r * Math.cos(start);
    const y0 = cy + r * Math.sin(start);
    // As on a canvas: a line from the current point to the arc's start, or a move when there is none.
    if (Number.isNaN(this.x)) this.moveTo(x0, y0);
    else if (!this.near(x0, this.x) || !this.near(y0, this.y)) this.lineTo(x0, y0);
    const sweep = arcSweep(start, end, anticlockwise);
    if (sweep === 0 || r === 0) return;
    const flag = anticlockwise ? 0 : 1; // y points down: positive angles turn clockwise, SVG sweep 1
    const rs = this.fmt(r);
    if (sweep >= TAU) {
      // One SVG arc cannot close on itself: go half way round, then back to the start.
      const half = start + (anticlockwise ? -Math.PI : Math.PI);
      this.parts.push(`A${rs} ${rs} 0 0 ${flag} ${this.fmt(cx + r * Math.cos(half))} ${this.fmt(cy + r * Math.sin(half))}`);
      this.parts.push(`A${rs} ${rs} 0 0 ${flag} ${this.fmt(x0)} ${this.fmt(y0)}`);
      this.x = x0;
      this.y = y0;
      return;
    }
    const a1 = anticlockwise ? start - sweep : start + sweep;
    const x1 = cx + r * Math.cos(a1);
    const y1 = cy + r * Math.sin(a1);
    this.parts.push(`A${rs} ${rs} 0 ${sweep > Math.PI ? 1 : 0} ${flag} ${this.fmt(x1)} ${this.fmt(y1)}`);
    this.x = x1;
    this.y = y1;
  }

  closePath(): void {
    if (Number.isNaN(this.startX)) return;
    this.parts.push('Z');
    this.x = this.startX;
    this.y = this.startY;
  }

  private near(a: number, b: number): boolean {
    return Math.abs(a - b) < 10 ** -this.digits / 2;
  }

  /** True when nothing has been drawn. */
  get empty(): boolean {
    return this.parts.length === 0;
  }

  /** The path data. */
  toString(): string {
    return this.parts.join('');
  }
}
