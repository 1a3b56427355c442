// Where the 3D view puts things, in world units (one cell = 1): pure functions over the
// grid's passage bytes, so the scene and the tests share them and nothing here needs WebGL.
// World x is the column, world z the row, world y up; floor `level` lies at y = level × levelHeight.
import { OrthogonalGrid, wallRuns } from '@mazekit/core';

/**
 * Height from one floor to the next: at least 3 cells, and a quarter of the floor's longer
 * side, so that from the usual orbit angle much of each floor shows between the ones above.
 */
export function levelHeight(shape: Shape): number {
  return Math.max(3, Math.round(0.25 * Math.max(shape.width, shape.height)));
}
/** Height of the walls: above the eye of the walker. */
export const WALL_HEIGHT = 0.8;
/** Thickness of the walls. */
export const WALL_THICKNESS = 0.1;
/** Height of the walker's eye above its floor. */
export const EYE_HEIGHT = 0.42;
/** Turns a spiral ramp makes from one floor to the next. */
export const RAMP_TURNS = 1;

/** The size of a grid as the 3D view reads it. */
export interface Shape {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
}

/** World position of the centre of cell `cell`'s floor. */
export function cellCentre(shape: Shape, cell: number): [number, number, number] {
  const plane = shape.width * shape.height;
  const level = Math.floor(cell / plane);
  const rest = cell - level * plane;
  const row = Math.floor(rest / shape.width);
  const col = rest - row * shape.width;
  return [col + 0.5, level * levelHeight(shape), row + 0.5];
}

/**
 * Calls `run(x, y, z, length, alongX)` for every maximal straight run of wall of the grid
 * `cells` describes (core's `wallRuns`, floor by floor): its centre (y at floor level), its
 * length in cells, and whether it runs along x (true) or along z. Returns the number of runs.
 * A grid with no passages carved yet is all walls. Fewer, longer blocks draw faster than one
 * block a wall, which matters on a software renderer.
 */
export function forEachWallRun(
  shape: Shape,
  cells: Uint8Array,
  run: (x: number, y: number, z: number, length: number, alongX: boolean) => void,
): number {
  const grid = new OrthogonalGrid(shape.width, shape.height, shape.levels, cells);
  const lh = levelHeight(shape);
  let count = 0;
  for (let level = 0; level < shape.levels; level++) {
    const y = level * lh;
    wallRuns(grid, level, (x1, y1, x2, y2) => {
      run((x1 + x2) / 2, y, (y1 + y2) / 2, Math.abs(x2 - x1) + Math.abs(y2 - y1), y1 === y2);
      count++;
    });
  }
  return count;
}

/** The most walls a grid of this shape can have (none carved): the instance buffer's size. */
export function maxWalls(shape: Shape): number {
  const { width: w, height: h, levels } = shape;
  return levels * (w * (h + 1) + h * (w + 1));
}

/**
 * The spiral ramp of a stair, as triangles of a unit-high ribbon around the axis (x, z) = 0:
 * `RAMP_TURNS` turns between radii 0.06 and 0.34, rising from y 0 to 1 in `segments` pieces.
 * Scaled by the level height and moved to a cell's centre it joins two floors.
 */
export function rampTriangles(segments = 20): Float32Array {
  const out = new Float32Array(segments * 6 * 3);
  const at = (i: number, r: number): [number, number, number] => {
    const angle = (i / segments) * 2 * Math.PI * RAMP_TURNS;
    return [r * Math.cos(angle), i / segments, r * Math.sin(angle)];
  };
  let o = 0;
  for (let i = 0; i < segments; i++) {
    const [a, b, c, d] = [at(i, 0.06), at(i, 0.34), at(i + 1, 0.06), at(i + 1, 0.34)];
    for (const p of [a, b, d, a, d, c]) {
      out.set(p, o);
      o += 3;
    }
  }
  return out;
}

/** World points of a route through cells: each cell's centre, `lift` above its floor (stairs vertical). */
export function routePoints(shape: Shape, route: readonly number[], lift: number): [number, number, number][] {
  return route.map((cell) => {
    const [x, y, z] = cellCentre(shape, cell);
    return [x, y + lift, z];
  });
}
