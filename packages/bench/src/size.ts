/** A maze size: columns, rows and floors. */
export interface Size {
  readonly width: number;
  readonly height: number;
  readonly levels: number;
}

/** Number of cells in a maze of `size`. */
export function cellCount(size: Size): number {
  return size.width * size.height * size.levels;
}

/** `1000×1000`, or `1000×1000×4` for several floors. */
export function sizeLabel(size: Size): string {
  const flat = `${size.width}×${size.height}`;
  return size.levels > 1 ? `${flat}×${size.levels}` : flat;
}
