// The first-person walker of the 3D view: where it stands and which way it faces, moved
// cell by cell through open passages only. Pure, so the rules are tested without WebGL.

/** Facing: 0 north (row − 1), 1 east (col + 1), 2 south (row + 1), 3 west (col − 1). */
export type Facing = 0 | 1 | 2 | 3;

/** The grid's passage bit of each facing (N 1, E 4, S 2, W 8), and of up (16) and down (32). */
const BIT = [1, 4, 2, 8] as const;
const UP = 16;
const DOWN = 32;

/** What the walker needs of a grid. */
export interface WalkGrid {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly cells: Uint8Array;
}

/** A walker in a grid: `cell` it stands in, `facing` it looks to, `moves` made so far. */
export class Walker {
  cell: number;
  facing: Facing;
  moves = 0;

  constructor(
    readonly grid: WalkGrid,
    start: number,
    facing: Facing = 2,
  ) {
    this.cell = start;
    this.facing = facing;
  }

  /** The floor the walker is on. */
  get level(): number {
    return Math.floor(this.cell / (this.grid.width * this.grid.height));
  }

  /** Turns a quarter left. */
  turnLeft(): void {
    this.facing = ((this.facing + 3) % 4) as Facing;
  }

  /** Turns a quarter right. */
  turnRight(): void {
    this.facing = ((this.facing + 1) % 4) as Facing;
  }

  /** The cell one step in `facing`, when the passage that way is open; else -1. */
  private next(facing: Facing): number {
    if (!(this.grid.cells[this.cell]! & BIT[facing])) return -1;
    const step = [-this.grid.width, 1, this.grid.width, -1][facing]!;
    return this.cell + step;
  }

  /** Steps forward (or back, with `back`) when the passage is open; true when it moved. */
  step(back = false): boolean {
    const to = this.next(back ? (((this.facing + 2) % 4) as Facing) : this.facing);
    if (to < 0) return false;
    this.cell = to;
    this.moves++;
    return true;
  }

  /** True when a stair leads up (or down, with `down`) from here. */
  hasStair(down = false): boolean {
    return (this.grid.cells[this.cell]! & (down ? DOWN : UP)) !== 0;
  }

  /** Climbs the stair up (or down) when there is one; true when it moved. */
  climb(down = false): boolean {
    if (!this.hasStair(down)) return false;
    this.cell += (down ? -1 : 1) * this.grid.width * this.grid.height;
    this.moves++;
    return true;
  }
}

/** The facing that leads from cell `from` to its neighbour `to` on the same floor, or -1. */
export function facingTo(width: number, from: number, to: number): Facing | -1 {
  const d = to - from;
  // Rows first: in a one-column grid a step of 1 is a step south.
  if (d === -width) return 0;
  if (d === width) return 2;
  if (d === 1) return 1;
  if (d === -1) return 3;
  return -1;
}
