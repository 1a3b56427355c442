import { arcTo } from './arc.js';
import type { PathContext } from './context.js';

/**
 * A {@link PathContext} that maps cell units to output units — `x → dx + x × scale` (and
 * radii × scale) — before passing each call on to `target`. Shape geometries draw in cell
 * units; a renderer wraps its real context once and moves `dx`/`dy` per floor, so drawing a
 * million cells allocates nothing. Arcs reach `target.arc` when it has one, else lines.
 */
export class ScaledContext implements PathContext {
  /** The context that receives the mapped calls. */
  target: PathContext;
  /** Output units per cell unit. */
  scale: number;
  /** Output position of the cell-unit origin. */
  dx: number;
  dy: number;

  constructor(target: PathContext, scale = 1, dx = 0, dy = 0) {
    this.target = target;
    this.scale = scale;
    this.dx = dx;
    this.dy = dy;
  }

  moveTo(x: number, y: number): void {
    this.target.moveTo(this.dx + x * this.scale, this.dy + y * this.scale);
  }

  lineTo(x: number, y: number): void {
    this.target.lineTo(this.dx + x * this.scale, this.dy + y * this.scale);
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    arcTo(this.target, this.dx + cx * this.scale, this.dy + cy * this.scale, r * this.scale, start, end, anticlockwise);
  }

  closePath(): void {
    this.target.closePath?.();
  }
}
