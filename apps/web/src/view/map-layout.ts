import { geometryOf, type Grid, type ShapeGeometry } from '@mazekit/core';

/**
 * The drawing of a maze of any shape (hex, triangle, polar, masked): its grid, its geometry
 * from core's `geometryOf`, and every cell's centre on the map, for drawing, hit tests and
 * the player. Unmasked square mazes have none: the view's pixel raster draws those.
 */
export interface ShapeMap {
  readonly grid: Grid;
  readonly geometry: ShapeGeometry;
  /** Map position of each cell's centre: x at `2 × cell`, y at `2 × cell + 1`. */
  readonly centres: Float64Array;
  /** Cells by 1 × 1 map square, for {@link cellAt}: `bucketStart[b]..bucketStart[b + 1]` in `bucketCells`. */
  readonly bucketStart: Int32Array;
  readonly bucketCells: Int32Array;
  readonly bucketColumns: number;
}

/**
 * Where each floor of a maze sits on the view's map, in cell units: floors side by side in
 * rows (as square a block as possible), one empty cell between them, and a one-cell strip
 * above each row of floors for its "Level n" label when there are several floors.
 */
export interface MapLayout {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  /** Floors per row and rows of floors. */
  readonly columns: number;
  readonly rows: number;
  /** Width and height of one floor's slot (the floor plus the gap after it). */
  readonly slotWidth: number;
  readonly slotHeight: number;
  /** Height of the label strip above each row of floors (0 or 1). */
  readonly top: number;
  /** The whole map. */
  readonly mapWidth: number;
  readonly mapHeight: number;
  /** Present for mazes drawn through their shape's geometry (see {@link ShapeMap}). */
  readonly shape?: ShapeMap;
}

/** The map layout of a `width × height × levels` maze (floor sizes may be fractional for shapes). */
export function mapLayout(width: number, height: number, levels: number): MapLayout {
  const columns = Math.max(1, Math.ceil(Math.sqrt(levels)));
  const rows = Math.ceil(levels / columns);
  const top = levels > 1 ? 1 : 0;
  const slotWidth = width + 1;
  const slotHeight = height + 1 + top;
  return {
    width,
    height,
    levels,
    columns,
    rows,
    slotWidth,
    slotHeight,
    top,
    mapWidth: columns * slotWidth - 1,
    mapHeight: rows * slotHeight - 1,
  };
}

/** The map position of the top-left corner of floor `level`. */
export function floorOrigin(layout: MapLayout, level: number): { x: number; y: number } {
  return {
    x: (level % layout.columns) * layout.slotWidth,
    y: Math.floor(level / layout.columns) * layout.slotHeight + layout.top,
  };
}

/**
 * The map layout of a maze drawn through its shape's geometry: floors of the geometry's size,
 * laid out as {@link mapLayout} lays square floors, with the cells' centres and a bucket
 * index for hit tests.
 */
export function shapeMapLayout(grid: Grid): MapLayout {
  const geometry = geometryOf(grid);
  const base = mapLayout(geometry.width, geometry.height, geometry.levels);
  const centres = new Float64Array(2 * grid.size);
  const p = { x: 0, y: 0 };
  for (let c = 0; c < grid.size; c++) {
    geometry.center(c, p);
    const at = floorOrigin(base, geometry.level(c));
    centres[2 * c] = at.x + p.x;
    centres[2 * c + 1] = at.y + p.y;
  }
  // Counting sort of the cells into 1 × 1 squares of the map.
  const columns = Math.max(1, Math.ceil(base.mapWidth));
  const rows = Math.max(1, Math.ceil(base.mapHeight));
  const bucketOf = (c: number): number => {
    const bx = Math.min(columns - 1, Math.max(0, Math.floor(centres[2 * c]!)));
    const by = Math.min(rows - 1, Math.max(0, Math.floor(centres[2 * c + 1]!)));
    return bx + columns * by;
  };
  const bucketStart = new Int32Array(columns * rows + 1);
  for (let c = 0; c < grid.size; c++) bucketStart[bucketOf(c) + 1]!++;
  for (let b = 0; b < columns * rows; b++) bucketStart[b + 1]! += bucketStart[b]!;
  const fill = bucketStart.slice(0, columns * rows);
  const bucketCells = new Int32Array(grid.size);
  for (let c = 0; c < grid.size; c++) bucketCells[fill[bucketOf(c)]!++] = c;
  return { ...base, shape: { grid, geometry, centres, bucketStart, bucketCells, bucketColumns: columns } };
}

/** The map position of the centre of `cell`. */
export function cellCentre(layout: MapLayout, cell: number): { x: number; y: number } {
  if (layout.shape) return { x: layout.shape.centres[2 * cell]!, y: layout.shape.centres[2 * cell + 1]! };
  const plane = layout.width * layout.height;
  const level = Math.floor(cell / plane);
  const inPlane = cell - level * plane;
  const at = floorOrigin(layout, level);
  return { x: at.x + (inPlane % layout.width) + 0.5, y: at.y + Math.floor(inPlane / layout.width) + 0.5 };
}

/** The cell under map position (`x`, `y`), or -1 between floors and outside the map. */
export function cellAt(layout: MapLayout, x: number, y: number): number {
  if (layout.shape) return nearestCell(layout, layout.shape, x, y);
  const fx = Math.floor(x / layout.slotWidth);
  const fy = Math.floor(y / layout.slotHeight);
  if (fx < 0 || fy < 0 || fx >= layout.columns || fy >= layout.rows) return -1;
  const level = fy * layout.columns + fx;
  if (level >= layout.levels) return -1;
  const col = Math.floor(x - fx * layout.slotWidth);
  const row = Math.floor(y - fy * layout.slotHeight - layout.top);
  if (col < 0 || row < 0 || col >= layout.width || row >= layout.height) return -1;
  return col + layout.width * (row + layout.height * level);
}

/**
 * The cell whose centre is nearest to map point (`x`, `y`) among the 5 × 5 squares around it,
 * or -1 when none is within one cell unit: close enough to "the cell under the point" for
 * taps, since every shape's cells are about one unit wide.
 */
function nearestCell(layout: MapLayout, shape: ShapeMap, x: number, y: number): number {
  const columns = shape.bucketColumns;
  const rows = (shape.bucketStart.length - 1) / columns;
  const bx = Math.floor(x);
  const by = Math.floor(y);
  let best = -1;
  let bestD = 1;
  for (let j = Math.max(0, by - 2); j <= Math.min(rows - 1, by + 2); j++) {
    for (let i = Math.max(0, bx - 2); i <= Math.min(columns - 1, bx + 2); i++) {
      const b = i + columns * j;
      for (let k = shape.bucketStart[b]!; k < shape.bucketStart[b + 1]!; k++) {
        const c = shape.bucketCells[k]!;
        const d = Math.hypot(shape.centres[2 * c]! - x, shape.centres[2 * c + 1]! - y);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
    }
  }
  return layout.shape === shape ? best : -1;
}
