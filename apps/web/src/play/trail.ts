import type { Grid } from '@mazekit/core';
import { ON_ROUTE } from '../view/raster.js';

/**
 * The player's way from the entrance to where they stand, as route bytes the view draws
 * (see `Layers.trail`): stepping back onto the previous cell of the way takes the last step
 * off it, any other step adds one, so dead ends walked out of leave no trail. Counts per cell
 * and per side keep crossings (braided mazes) right.
 */
export class Trail {
  /** {@link ON_ROUTE} plus the sides the way leaves each cell by (N 1, S 2, E 4, W 8). */
  readonly bits: Uint8Array;
  private readonly grid: Grid;
  private readonly visits: Uint16Array;
  private readonly sides: Uint16Array;
  private readonly way: number[];

  constructor(grid: Grid, start: number) {
    this.grid = grid;
    this.bits = new Uint8Array(grid.size);
    this.visits = new Uint16Array(grid.size);
    this.sides = new Uint16Array(grid.size * 4);
    this.way = [start];
    this.visits[start] = 1;
    this.bits[start] = ON_ROUTE;
  }

  /** Where the player stands. */
  get head(): number {
    return this.way[this.way.length - 1]!;
  }

  /** The way so far, entrance first. */
  get cells(): readonly number[] {
    return this.way;
  }

  /** Records a step to `cell` (a neighbour of the head); returns true when it took a step back. */
  step(cell: number): boolean {
    const from = this.head;
    if (this.way.length > 1 && this.way[this.way.length - 2] === cell) {
      this.way.pop();
      this.link(from, cell, -1);
      if (--this.visits[from]! === 0) this.bits[from]! &= ~ON_ROUTE;
      return true;
    }
    this.way.push(cell);
    this.link(from, cell, 1);
    this.visits[cell]!++;
    this.bits[cell]! |= ON_ROUTE;
    return false;
  }

  private link(a: number, b: number, change: 1 | -1): void {
    const d = this.grid.directionTo(a, b);
    if (d < 0 || d >= 4) return; // stairs have no side on the floor plan
    const back = this.grid.opposite(d);
    for (const [cell, side] of [
      [a, d],
      [b, back],
    ] as const) {
      const k = 4 * cell + side;
      this.sides[k]! += change;
      if (this.sides[k] === 0) this.bits[cell]! &= ~(1 << side);
      else this.bits[cell]! |= 1 << side;
    }
  }
}
