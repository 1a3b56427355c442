import { arcSweep } from './arc.js';
import type { PathContext } from './context.js';

/**
 * A {@link PathContext} that keeps the middle point of the last side drawn into it (a
 * `moveTo` then one `lineTo` or `arc`), as `ShapeGeometry.wall` draws one side: how renderers
 * measure a cell's room and find its sides without knowing its shape.
 */
export class SideMiddle implements PathContext {
  /** Middle of the last side drawn. */
  x = NaN;
  y = NaN;
  private sx = NaN;
  private sy = NaN;

  moveTo(x: number, y: number): void {
    this.sx = x;
    this.sy = y;
  }

  lineTo(x: number, y: number): void {
    this.x = (this.sx + x) / 2;
    this.y = (this.sy + y) / 2;
    this.sx = x;
    this.sy = y;
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const half = arcSweep(start, end, anticlockwise) / 2;
    const mid = anticlockwise ? start - half : start + half;
    this.x = cx + r * Math.cos(mid);
    this.y = cy + r * Math.sin(mid);
  }
}
