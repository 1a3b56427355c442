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
}

/** The map layout of a `width × height × levels` maze. */
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

/** The map position of the centre of `cell`. */
export function cellCentre(layout: MapLayout, cell: number): { x: number; y: number } {
  const plane = layout.width * layout.height;
  const level = Math.floor(cell / plane);
  const inPlane = cell - level * plane;
  const at = floorOrigin(layout, level);
  return { x: at.x + (inPlane % layout.width) + 0.5, y: at.y + Math.floor(inPlane / layout.width) + 0.5 };
}

/** The cell under map position (`x`, `y`), or -1 between floors and outside the map. */
export function cellAt(layout: MapLayout, x: number, y: number): number {
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
