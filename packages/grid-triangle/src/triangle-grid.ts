import { EAST, type FailRule, type Grid, MazekitError, NORTH, RectBoard, SOUTH, type Shape, WEST, defineBoardShape } from '@mazekit/core';
import { TriangleGeometry } from './geometry.js';

const SOURCE = '@mazekit/grid-triangle';

/**
 * Triangles alternating point-up and point-down on a `width × height` board, on each of
 * `levels` floors joined by stairs. Cell (col, row) points up when `col + row` is even, so
 * (0, 0) points up and neighbours across a slanted side always point the other way.
 *
 * Cell index = `col + width × (row + height × level)`, and the directions and passage bits are
 * those of the square grid (`NORTH`, `SOUTH`, ... from `@mazekit/core`): north 1 (across the
 * flat top of a point-down cell, to row − 1), south 2 (across the base of a point-up cell, to
 * row + 1), east 4 (the right slanted side, col + 1), west 8 (the left one, col − 1), up 16, down 32. A point-up cell has a south
 * side and no north side, a point-down cell the reverse, so every cell has at most three
 * neighbours on its floor. A flat grid has `degree` 4, one with levels 6. A board one cell
 * wide has at most two rows (more would not be connected).
 */
export class TriangleGrid extends RectBoard {
  readonly topology = 'triangle';

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    super(shape, width, height, levels, 4, cells, true);
    if (width === 1 && height > 2) {
      // A column of single triangles pairs up row 0 with row 1, row 2 with row 3, ...: the
      // pairs share no side, so no maze could join them.
      throw new MazekitError(SOURCE, `a triangle grid 1 cell wide falls apart beyond 2 rows; got width 1, height ${height}: use width >= 2 or height <= 2`);
    }
  }

  /** True when `cell` points up (`col + row` even): flat base below, apex above. */
  pointsUp(cell: number): boolean {
    return ((cell % this.width) + Math.floor((cell % this.plane) / this.width)) % 2 === 0;
  }

  override neighbor(cell: number, dir: number): number {
    const width = this.width;
    switch (dir) {
      case EAST:
        return cell % width !== width - 1 ? cell + 1 : -1;
      case WEST:
        return cell % width !== 0 ? cell - 1 : -1;
      case NORTH: {
        const inPlane = cell % this.plane;
        // Only a point-down cell (col + row odd) has a side towards row - 1.
        return inPlane >= width && ((cell % width) + (inPlane - (cell % width)) / width) % 2 === 1 ? cell - width : -1;
      }
      case SOUTH: {
        const inPlane = cell % this.plane;
        return inPlane < this.plane - width && ((cell % width) + (inPlane - (cell % width)) / width) % 2 === 0 ? cell + width : -1;
      }
      default:
        return this.stair(cell, dir);
    }
  }
}

/** True when `grid` is a {@link TriangleGrid} (also across package copies). */
export function isTriangle(grid: Grid): grid is TriangleGrid {
  return grid.topology === 'triangle' && 'width' in grid && 'plane' in grid;
}

/** The triangle shape: what `--shape triangle` uses, and what maze JSON readers need for `"topology": "triangle"`. */
export const shape: Shape<TriangleGrid> = defineBoardShape<TriangleGrid>({
  topology: 'triangle',
  package: SOURCE,
  name: 'Triangular',
  summary: 'equilateral triangles alternating point-up and point-down, three neighbours each, optionally several floors joined by stairs',
  directions: ['north', 'south', 'east', 'west', 'up', 'down'],
  columns: 'triangles per row',
  defaultWidth: 40,
  defaultHeight: 20,
  create: (width, height, levels) => new TriangleGrid(width, height, levels),
  geometry: (grid) => new TriangleGeometry(grid),
  checkSize(width: number, height: number, _levels: number, fail: FailRule) {
    if (width === 1 && height > 2) fail('size', `a triangle grid 1 cell wide has at most 2 rows, got "height" ${height}`);
  },
});
