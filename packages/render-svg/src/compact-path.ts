import type { PathContext } from '@mazekit/core';
import { num } from './xml.js';

// Deltas and coordinates are mostly small integers; their strings are made once.
const SMALL = Array.from({ length: 4096 }, (_, i) => String(i));

function short(value: number): string {
  return (value | 0) === value && value >= 0 && value < 4096 ? SMALL[value]! : num(value);
}

/**
 * A {@link PathContext} that writes SVG path data with relative commands (`m`, `h`, `v`, `l`)
 * where they are shorter than absolute ones. Core's `PathBuilder` writes absolute
 * coordinates; on a 1000 × 1000 maze the relative form makes the wall path about half as
 * long, since neighbouring wall runs are a few cells apart and most deltas are one digit.
 */
export class CompactPath implements PathContext {
  // V8 appends to a string as a rope and flattens it once, which beats collecting parts here.
  private data = '';
  private x = NaN;
  private y = NaN;

  moveTo(x: number, y: number): void {
    const dx = x - this.x;
    const dy = y - this.y;
    if (dx === 0 && dy === 0) return;
    // A move along the line just drawn is shorter relative; a jump elsewhere, absolute.
    if (dy === 0 || dx === 0) this.data += 'm' + short(dx) + ' ' + short(dy);
    else this.data += 'M' + short(x) + ' ' + short(y);
    this.x = x;
    this.y = y;
  }

  lineTo(x: number, y: number): void {
    if (y === this.y) this.data += 'h' + short(x - this.x);
    else if (x === this.x) this.data += 'v' + short(y - this.y);
    else this.data += 'l' + short(x - this.x) + ' ' + short(y - this.y);
    this.x = x;
    this.y = y;
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
