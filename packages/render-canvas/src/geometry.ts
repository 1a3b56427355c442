import { MazekitError, describeValue, floorLayout, geometryOf, gridKind, isOrthogonal, shapeOf, type FloorSize, type Grid, type Maze, type OrthogonalGrid, type ShapeGeometry } from '@mazekit/core';
import { PACKAGE, type LayoutOptions } from './options.js';

/** Where things go on the canvas, in pixels. */
export interface Geometry {
  readonly width: number;
  readonly height: number;
  /** Height of the floor-name strip above each floor (0 without labels). */
  readonly labelHeight: number;
  /** Height of the title strip above everything (0 without a title). */
  readonly titleHeight: number;
  /** Font size of the title in px. */
  readonly titleFont: number;
  /** Top-left pixel of floor `level`. */
  origin(level: number): { x: number; y: number };
}

/** Largest canvas side that browsers and Skia agree to allocate. */
const MAX_SIDE = 32767;
/** Largest canvas area (pixels) that Skia and browsers agree to allocate. */
const MAX_AREA = 268_435_456;

/** The grid of a maze, or the grid itself, for animation frames: orthogonal grids only, refused in one line otherwise. */
export function gridOf(input: Maze<Grid> | Grid): OrthogonalGrid {
  const grid = (input as Partial<Maze<Grid>> | undefined)?.grid ?? input;
  if (!grid || typeof grid !== 'object' || typeof (grid as Grid).topology !== 'string') {
    throw new MazekitError(PACKAGE, `expected a maze or an orthogonal grid, got ${describeValue(grid)}`);
  }
  if (!isOrthogonal(grid as Grid)) {
    throw new MazekitError(PACKAGE, `animation frames draw only orthogonal grids (squares, unmasked), got ${gridKind(grid as Grid)}; drawMaze draws every shape`);
  }
  return grid as OrthogonalGrid;
}

/**
 * The grid of a maze (or the grid itself) with its shape's geometry: any grid whose shape core
 * knows (orthogonal, hex, triangle, polar, masked or not); anything else is refused in one line.
 */
export function drawableOf(input: Maze<Grid> | Grid): { grid: Grid; shape: ShapeGeometry } {
  const grid = (input as Partial<Maze<Grid>> | undefined)?.grid ?? input;
  if (!grid || typeof grid !== 'object' || typeof (grid as Grid).topology !== 'string') {
    throw new MazekitError(PACKAGE, 'expected a maze or a grid');
  }
  const g = grid as Grid;
  if (!isOrthogonal(g) && !shapeOf(g)) {
    throw new MazekitError(PACKAGE, `cannot draw the ${describeValue(g.topology)} grid: it has no shape (orthogonal, or a shape package's grid such as @mazekit/grid-hex)`);
  }
  return { grid: g, shape: geometryOf(g) };
}

/**
 * Floors side by side in rows (seed 002's layout), one empty cell between floors, a
 * label strip above each floor of a multi-level maze and a title strip above them all.
 * `grid` gives the floor size in cell units: an orthogonal grid or any shape's geometry.
 */
export function geometry(grid: FloorSize, o: LayoutOptions): Geometry {
  const cs = o.cellSize;
  const layout = floorLayout(grid, o.columns > 0 ? o.columns : undefined, 1);
  const labelHeight = o.labels && grid.levels > 1 ? Math.round(Math.max(12, cs * 0.8)) + 4 : 0;
  // Small text: the title names the picture, it should not compete with the maze.
  const titleFont = Math.max(10, Math.min(16, cs));
  const titleHeight = o.title ? Math.ceil(titleFont * 1.5) : 0;
  const width = Math.ceil(2 * o.padding + layout.width * cs);
  const height = Math.ceil(2 * o.padding + titleHeight + layout.height * cs + layout.rows * labelHeight);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_AREA) {
    throw new MazekitError(
      PACKAGE,
      `a ${width}x${height} pixel canvas is too large (at most ${MAX_SIDE} a side, ${MAX_AREA} pixels); use a smaller cellSize`,
    );
  }
  return {
    width,
    height,
    labelHeight,
    titleHeight,
    titleFont,
    origin(level: number) {
      const at = layout.origin(level);
      const row = Math.floor(level / layout.columns);
      return { x: o.padding + at.x * cs, y: o.padding + titleHeight + at.y * cs + (row + 1) * labelHeight };
    },
  };
}
