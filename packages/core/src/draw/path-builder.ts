import type { PathContext } from './context.js';

/**
 * Builds an SVG path `d` string from canvas-style calls. Horizontal and vertical moves are
 * written as `H`/`V`, and a `moveTo` to where the pen already is is dropped, which keeps
 * maze paths short.
 */
export class PathBuilder implements PathContext {
  private parts: string[] = [];
  private x = NaN;
  private y = NaN;
  private readonly digits: number;

  /** `digits`: decimals kept in coordinates (default 2). */
  constructor(digits = 2) {
    this.digits = digits;
  }

  private fmt(v: number): string {
    // Maze coordinates are integers almost always; skip toFixed and the regex for them.
    if (Number.isInteger(v)) return String(v);
    const s = v.toFixed(this.digits);
    return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  }

  moveTo(x: number, y: number): void {
    if (x === this.x && y === this.y) return;
    this.parts.push(`M${this.fmt(x)} ${this.fmt(y)}`);
    this.x = x;
    this.y = y;
  }

  lineTo(x: number, y: number): void {
    if (y === this.y) this.parts.push(`H${this.fmt(x)}`);
    else if (x === this.x) this.parts.push(`V${this.fmt(y)}`);
    else this.parts.push(`L${this.fmt(x)} ${this.fmt(y)}`);
    this.x = x;
    this.y = y;
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
