import { arcSweep, type PathContext } from '@mazekit/core';

const TAU = 2 * Math.PI;
/** Coordinates are kept in thousandths of a cell. */
const SCALE = 1000;

/** An integer number of thousandths as SVG writes it: `1500` → `1.5`, `-289` → `-.289`. */
function thousandths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  const whole = Math.floor(a / SCALE);
  const frac = a - whole * SCALE;
  if (frac === 0) return sign + whole;
  let f = String(frac).padStart(3, '0');
  while (f.endsWith('0')) f = f.slice(0, -1);
  return sign + (whole === 0 ? '' : whole) + '.' + f;
}

/** Two numbers of path data: a minus sign or a leading dot after digits needs no space. */
function pair(a: string, b: string): string {
  return b.startsWith('-') || (b.startsWith('.') && a.includes('.')) ? a + b : a + ' ' + b;
}

/**
 * A {@link PathContext} writing SVG path data for shapes other than squares: relative commands
 * (`m`, `l`, `h`, `v`, `a`, `z`) between points rounded to a thousandth of a cell. Every
 * point is rounded first and each step is the difference of rounded points, so steps add up
 * exactly (no drift however long the path), and neighbouring hexagon or triangle sides take
 * a few characters instead of two absolute coordinates. Arcs stay true SVG arcs.
 */
export class ShapePath implements PathContext {
  private data = '';
  private x = NaN;
  private y = NaN;
  private sx = NaN;
  private sy = NaN;

  private to(cmd: string, x: number, y: number): void {
    const qx = Math.round(x * SCALE);
    const qy = Math.round(y * SCALE);
    if (cmd === 'm') {
      if (qx === this.x && qy === this.y) return;
      this.data += Number.isNaN(this.x) ? 'M' + pair(thousandths(qx), thousandths(qy)) : 'm' + pair(thousandths(qx - this.x), thousandths(qy - this.y));
      this.sx = qx;
      this.sy = qy;
    } else if (qy === this.y) this.data += 'h' + thousandths(qx - this.x);
    else if (qx === this.x) this.data += 'v' + thousandths(qy - this.y);
    else this.data += 'l' + pair(thousandths(qx - this.x), thousandths(qy - this.y));
    this.x = qx;
    this.y = qy;
  }

  moveTo(x: number, y: number): void {
    this.to('m', x, y);
  }

  lineTo(x: number, y: number): void {
    this.to('l', x, y);
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const x0 = cx + r * Math.cos(start);
    const y0 = cy + r * Math.sin(start);
    // As on a canvas: a line from the current point to the arc's start, or a move when there is none.
    if (Number.isNaN(this.x)) this.moveTo(x0, y0);
    else if (Math.round(x0 * SCALE) !== this.x || Math.round(y0 * SCALE) !== this.y) this.lineTo(x0, y0);
    const sweep = arcSweep(start, end, anticlockwise);
    if (sweep === 0 || r === 0) return;
    const flag = anticlockwise ? 0 : 1; // y points down: positive angles turn clockwise, SVG sweep 1
    const rs = thousandths(Math.round(r * SCALE));
    const arcTo = (a: number, large: number) => {
      const qx = Math.round((cx + r * Math.cos(a)) * SCALE);
      const qy = Math.round((cy + r * Math.sin(a)) * SCALE);
      this.data += `a${rs} ${rs} 0 ${large} ${flag} ` + pair(thousandths(qx - this.x), thousandths(qy - this.y));
      this.x = qx;
      this.y = qy;
    };
    if (sweep >= TAU) {
      // One SVG arc cannot close on itself: go half way round, then back to the start.
      arcTo(start + (anticlockwise ? -Math.PI : Math.PI), 0);
      arcTo(start, 0);
      return;
    }
    arcTo(anticlockwise ? start - sweep : start + sweep, sweep > Math.PI ? 1 : 0);
  }

  closePath(): void {
    if (Number.isNaN(this.sx)) return;
    this.data += 'z';
    this.x = this.sx;
    this.y = this.sy;
  }

  /** True when nothing has been drawn. */
  get empty(): boolean {
    return this.data.length === 0;
  }

  /** The path data. */
  toString(): string {
    return this.data;
  }
}
