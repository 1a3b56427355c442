/**
 * The size of one floor and the number of floors, in cell units: an `OrthogonalGrid` (cells
 * are units) and a `ShapeGeometry` (its own frame) both fit as they are.
 */
export interface FloorSize {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
}

/** Where each floor of a multi-level maze goes, in cell units. */
export interface FloorLayout {
  /** Floors per row of the layout. */
  readonly columns: number;
  /** Rows of floors. */
  readonly rows: number;
  /** Total size in cell units, gaps included. */
  readonly width: number;
  readonly height: number;
  /** Top-left corner of floor `level`, in cell units. */
  origin(level: number): { x: number; y: number };
}

/**
 * Lays the floors side by side in rows (as seed 002 draws them): at most `columns` floors
 * per row (default: as square a layout as possible), `gap` cell units between floors. Takes
 * an orthogonal grid or any shape's geometry (see {@link FloorSize}).
 */
export function floorLayout(grid: FloorSize, columns?: number, gap = 1): FloorLayout {
  const levels = grid.levels;
  const cols = Math.max(1, Math.min(levels, columns ?? Math.ceil(Math.sqrt(levels))));
  const rows = Math.ceil(levels / cols);
  const fw = grid.width + gap;
  const fh = grid.height + gap;
  return {
    columns: cols,
    rows,
    width: cols * fw - gap,
    height: rows * fh - gap,
    origin(level: number) {
      return { x: (level % cols) * fw, y: Math.floor(level / cols) * fh };
    },
  };
}
