import { Bits, MazekitError, describeValue } from '@mazekit/core';
import { resolveTextStyle, type TextOptions } from './options.js';
import { PACKAGE } from './package.js';
import { Tile } from './tiles.js';

/** Turns a one-floor maze into block text a row at a time; see {@link blocksRowRenderer}. */
export interface BlocksRowRenderer {
  /**
   * Takes the next row's cell bytes (`width` values, maze JSON bits) and returns its two
   * block lines: the line above it (the top border for the first row) and the cell line.
   * The bytes are read at once, so the caller may reuse its buffer.
   */
  row(cells: ArrayLike<number>): [string, string];
  /** The bottom border, after the last row. The renderer then refuses more rows. */
  end(): string;
}

/**
 * A streaming {@link blocksText} for a single floor `width` cells wide: feed it rows top to
 * bottom, as a row-by-row generator (Eller's) makes them, and print each pair of lines at
 * once. Only the previous row's south passages are kept, so memory stays O(width) however
 * tall the maze. The lines joined by newlines, plus a final newline, are exactly what
 * `blocksText` draws for the same floor. Takes the character options of `blocksText`
 * (`charset`, `wallChar`, `passageChar`, `upChar`, `downChar`, `bothChar`, `shaftChar`);
 * the layout options are accepted and have nothing to lay out.
 */
export function blocksRowRenderer(width: number, options?: TextOptions): BlocksRowRenderer {
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 1) {
    throw new MazekitError(PACKAGE, `row width must be an integer >= 1, got ${describeValue(width)}`);
  }
  const { marks } = resolveTextStyle(options);
  const wall = marks[Tile.WALL]!;
  const passage = marks[Tile.PASSAGE]!;
  // A cell and the block east of it, by the cell's stair bits and east passage, so a cell
  // line is width + 1 pieces.
  const cellTiles = [Tile.PASSAGE, Tile.UP, Tile.DOWN, Tile.BOTH];
  const cellEast = cellTiles.flatMap((tile) => [marks[tile]! + wall, marks[tile]! + passage]);
  const cornerSouth = [wall + wall, wall + passage];
  // south[c] is 1 when cell c of the previous row opens south: the line below it has a gap.
  const south = new Uint8Array(width);
  let first = true;
  let ended = false;

  function wallLine(): string {
    const parts = new Array<string>(width + 1);
    for (let c = 0; c < width; c++) parts[c] = cornerSouth[south[c]!]!;
    parts[width] = wall;
    return parts.join('');
  }

  return {
    row(cells) {
      if (ended) throw new MazekitError(PACKAGE, 'row() called after end()');
      if (!cells || cells.length !== width) {
        throw new MazekitError(PACKAGE, `a row must have ${width} cells, got ${describeValue(cells?.length)}`);
      }
      const above = first ? wall.repeat(2 * width + 1) : wallLine();
      const parts = new Array<string>(width + 1);
      parts[0] = wall;
      for (let c = 0; c < width; c++) {
        const bits = cells[c]!;
        const stairs = bits & (Bits.U | Bits.D);
        const tile = stairs === Bits.U ? 1 : stairs === Bits.D ? 2 : stairs ? 3 : 0;
        parts[c + 1] = cellEast[tile * 2 + (bits & Bits.E ? 1 : 0)]!;
        south[c] = bits & Bits.S ? 1 : 0;
      }
      first = false;
      return [above, parts.join('')];
    },
    end() {
      if (ended) throw new MazekitError(PACKAGE, 'end() called twice');
      if (first) throw new MazekitError(PACKAGE, 'end() called before any row');
      ended = true;
      return wallLine();
    },
  };
}
