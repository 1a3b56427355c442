import { MazekitError } from '@mazekit/core';
import { SOURCE } from './world.js';

/** Collects a route's cells as flat x, y pairs and stops, with one line, past the limit. */
export class RouteOutput {
  readonly xy: number[] = [];
  private readonly limit: number;
  private readonly what: string;

  constructor(limit: number, what: string) {
    this.limit = limit;
    this.what = what;
  }

  /** Appends the straight run of cells from (x0, y0) to (x1, y1), both included. */
  line(x0: number, y0: number, x1: number, y1: number): void {
    const dx = Math.sign(x1 - x0);
    const dy = Math.sign(y1 - y0);
    const steps = Math.abs(x1 - x0) + Math.abs(y1 - y0);
    this.room(steps + 1);
    for (let s = 0; s <= steps; s++) this.xy.push(x0 + dx * s, y0 + dy * s);
  }

  /** Appends one cell. */
  cell(x: number, y: number): void {
    this.room(1);
    this.xy.push(x, y);
  }

  private room(n: number): void {
    if (this.xy.length / 2 + n > this.limit) {
      throw new MazekitError(SOURCE, `the route ${this.what} is longer than maxLength ${this.limit} cells; give a larger maxLength (at most 10000000) or nearer ends`);
    }
  }

  /** The route as `[x, y]` pairs. */
  pairs(): Array<[number, number]> {
    const out: Array<[number, number]> = new Array<[number, number]>(this.xy.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = [this.xy[2 * i]!, this.xy[2 * i + 1]!];
    return out;
  }
}
