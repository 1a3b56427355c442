// The first-person walker on a maze of any shape (hex, triangle, polar, masked): it faces a
// heading (an angle on its floor) rather than one of four sides, turns from side to side of
// its cell, and steps through the side it faces. Pure, so the rules are tested without WebGL.
import { SideMiddle, type Grid, type ShapeGeometry } from '@mazekit/core';

/** A side of a cell: its direction number and the angle from the cell's centre to its middle (radians, y down). */
interface Side {
  readonly dir: number;
  readonly angle: number;
}

/** The difference of two angles, in (−π, π]. */
function turn(from: number, to: number): number {
  let d = (to - from) % (2 * Math.PI);
  if (d <= -Math.PI) d += 2 * Math.PI;
  if (d > Math.PI) d -= 2 * Math.PI;
  return d;
}

/** A walker in a grid of any shape: `cell` it stands in, `heading` it looks to, `moves` made so far. */
export class ShapeWalker {
  cell: number;
  /** The way it looks, as an angle on the floor (0 = +x, π/2 = +y, i.e. down the board). */
  heading: number;
  moves = 0;
  private readonly up: number;
  private readonly down: number;
  private readonly probe = new SideMiddle();

  constructor(
    readonly grid: Grid,
    readonly geometry: ShapeGeometry,
    start: number,
  ) {
    this.cell = start;
    let up = -1;
    let down = -1;
    for (let d = 0; d < grid.degree; d++) {
      if (geometry.stair(d) > 0) up = d;
      else if (geometry.stair(d) < 0) down = d;
    }
    [this.up, this.down] = [up, down];
    // Start facing the first open side, so the walk begins looking down a corridor.
    const sides = this.sides();
    this.heading = (sides.find((s) => grid.isOpen(start, s.dir)) ?? sides[0])?.angle ?? 0;
  }

  /** The floor the walker is on. */
  get level(): number {
    return this.geometry.level(this.cell);
  }

  /** The sides of the current cell, by angle (clockwise on screen). */
  sides(): Side[] {
    const centre = this.geometry.center(this.cell);
    const out: Side[] = [];
    for (let d = 0; d < this.grid.degree; d++) {
      if (this.geometry.stair(d) !== 0 || !this.geometry.wall(this.cell, d, this.probe)) continue;
      out.push({ dir: d, angle: Math.atan2(this.probe.y - centre.y, this.probe.x - centre.x) });
    }
    return out.sort((a, b) => a.angle - b.angle);
  }

  /** The side nearest the heading (or the opposite way, with `back`). */
  private facingSide(back = false): Side | undefined {
    const want = this.heading + (back ? Math.PI : 0);
    let best: Side | undefined;
    for (const side of this.sides()) if (!best || Math.abs(turn(want, side.angle)) < Math.abs(turn(want, best.angle))) best = side;
    return best;
  }

  /** The direction number of the side it faces (-1 in a cell without sides). */
  get facingDir(): number {
    return this.facingSide()?.dir ?? -1;
  }

  /** Turns to the next side to the left (anticlockwise on screen). */
  turnLeft(): void {
    this.turnBy(-1);
  }

  /** Turns to the next side to the right (clockwise on screen). */
  turnRight(): void {
    this.turnBy(1);
  }

  private turnBy(way: 1 | -1): void {
    const sides = this.sides();
    const at = this.facingSide();
    if (!at || sides.length === 0) return;
    const i = sides.indexOf(sides.find((s) => s.dir === at.dir)!);
    this.heading = sides[(i + way + sides.length) % sides.length]!.angle;
  }

  /** Steps through the side it faces (or the one behind, with `back`) when it is open; true when it moved. */
  step(back = false): boolean {
    const side = this.facingSide(back);
    if (!side || !this.grid.isOpen(this.cell, side.dir)) return false;
    const to = this.grid.neighbor(this.cell, side.dir);
    if (to < 0) return false;
    const [a, b] = [this.geometry.center(this.cell), this.geometry.center(to)];
    this.cell = to;
    this.moves++;
    // Forward, it now looks the way it went; backing up, it keeps looking the same way. Then
    // it looks square at the side nearest that way (in a triangle two are equally near: it
    // takes one, always the same), so what it sees ahead is where a step forward leads.
    const travelled = Math.atan2(b.y - a.y, b.x - a.x);
    this.heading = back ? travelled + Math.PI : travelled;
    this.heading = this.facingSide()?.angle ?? this.heading;
    return true;
  }

  /** True when a stair leads up (or down, with `down`) from here. */
  hasStair(down = false): boolean {
    const d = down ? this.down : this.up;
    return d >= 0 && this.grid.isOpen(this.cell, d);
  }

  /** Climbs the stair up (or down) when there is one; true when it moved. */
  climb(down = false): boolean {
    if (!this.hasStair(down)) return false;
    this.cell = this.grid.neighbor(this.cell, down ? this.down : this.up);
    this.moves++;
    return true;
  }
}
