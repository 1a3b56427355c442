import { RectBoard, type Shape, defineBoardShape } from '@mazekit/core';
import { HexGeometry } from './hex-geometry.js';

/** Direction numbers of the hex grid; passage bit = `1 << direction`, opposite = `direction ^ 1`. */
export const EAST = 0;
/** Towards col − 1. */
export const WEST = 1;
/** Up-right: the row above, to the right. */
export const NORTH_EAST = 2;
/** Down-left: the row below, to the left. */
export const SOUTH_WEST = 3;
/** Up-left: the row above, to the left. */
export const NORTH_WEST = 4;
/** Down-right: the row below, to the right. */
export const SOUTH_EAST = 5;
/** A stair to level + 1. */
export const UP = 6;
/** A stair to level − 1. */
export const DOWN = 7;

/**
 * Pointy-topped hexagons on a `width × height` board, odd rows shifted right by half a cell
 * ("odd-r" offset), on each of `levels` floors joined by stairs. Cell index
 * `col + width × (row + height × level)`, as on the square grid. Directions: east 0, west 1,
 * north-east 2, south-west 3, north-west 4, south-east 5, up 6, down 7 (bit `1 << d`); a
 * flat grid has `degree` 6, so graph algorithms never look up or down.
 */
export class HexGrid extends RectBoard {
  readonly topology = 'hex';

  constructor(width: number, height: number, levels = 1, cells?: Uint8Array) {
    super(shape, width, height, levels, 6, cells);
  }

  override neighbor(cell: number, dir: number): number {
    const w = this.width;
    const inPlane = cell % this.plane;
    const col = inPlane % w;
    const row = (inPlane - col) / w;
    // On an odd row the cells above and below sit half a cell to the right: one column on.
    const odd = row & 1;
    switch (dir) {
      case EAST:
        return col + 1 < w ? cell + 1 : -1;
      case WEST:
        return col > 0 ? cell - 1 : -1;
      case NORTH_EAST:
        return row > 0 && col + odd < w ? cell - w + odd : -1;
      case SOUTH_WEST:
        return row + 1 < this.height && col - 1 + odd >= 0 ? cell + w - 1 + odd : -1;
      case NORTH_WEST:
        return row > 0 && col - 1 + odd >= 0 ? cell - w - 1 + odd : -1;
      case SOUTH_EAST:
        return row + 1 < this.height && col + odd < w ? cell + w + odd : -1;
      default:
        return this.stair(cell, dir);
    }
  }
}

/** The hex shape: what `mazekit generate --shape hex` uses, and what maze JSON readers need for `"topology": "hex"`. */
export const shape: Shape<HexGrid> = defineBoardShape<HexGrid>({
  topology: 'hex',
  package: '@mazekit/grid-hex',
  name: 'Hexagonal',
  summary: 'pointy-topped hexagons in offset rows, six neighbours each, optionally several floors joined by stairs',
  directions: ['east', 'west', 'north-east', 'south-west', 'north-west', 'south-east', 'up', 'down'],
  columns: 'hexagons per row',
  defaultWidth: 20,
  defaultHeight: 20,
  create: (width, height, levels) => new HexGrid(width, height, levels),
  geometry: (grid) => new HexGeometry(grid),
});
