/**
 * A walker's route with its detours taken out as it goes: stepping onto a cell already on
 * the route cuts the route back to that cell (a dead end walked back, a loop closed), so the
 * route is always a simple path from the first cell to the walker. For a perfect maze that is
 * the one route; for any maze it is a real route with no cell twice. Two Int32Arrays, no
 * object per step.
 */
export class WalkRoute {
  private readonly at: Int32Array;
  private readonly path: Int32Array;
  /** Cells on the route now. */
  length = 0;

  /** A route for a grid of `size` cells, starting at `start`. */
  constructor(size: number, start: number) {
    this.at = new Int32Array(size).fill(-1);
    this.path = new Int32Array(size);
    this.path[0] = start;
    this.at[start] = 0;
    this.length = 1;
  }

  /** The walker moved to `cell`. */
  step(cell: number): void {
    const i = this.at[cell]!;
    if (i >= 0) {
      for (let k = i + 1; k < this.length; k++) this.at[this.path[k]!] = -1;
      this.length = i + 1;
      return;
    }
    this.at[cell] = this.length;
    this.path[this.length++] = cell;
  }

  /** The route as a plain array, first cell to the walker's. */
  toArray(): number[] {
    return Array.from(this.path.subarray(0, this.length));
  }
}
