import { MazekitError, describeValue } from '@mazekit/core';
import { ASCII_GLYPHS, UNICODE_GLYPHS, type TextStyle } from './glyphs.js';

const PACKAGE = '@mazekit/render-ascii';
const N = 1;
const W = 8;

/** Turns one floor of a maze into text a row at a time; see {@link asciiRowRenderer}. */
export interface AsciiRowRenderer {
  /**
   * Takes the next row's cell bytes (`width` values, maze JSON bits) and, optionally, a mark
   * code per cell ({@link Marks}); returns its two lines: the wall line above it and the cell line.
   * The bytes are copied, so the caller may reuse its buffer.
   */
  row(cells: ArrayLike<number>, marks?: ArrayLike<number>): [string, string];
  /** The bottom border, after the last row. The renderer then refuses more rows. */
  end(): string;
}

/** Options of {@link asciiRowRenderer}. */
export interface AsciiRowOptions {
  /** `ascii` (default) or `unicode`. */
  readonly style?: TextStyle;
  /** Draw stair marks from the up/down bits (default true). */
  readonly stairs?: boolean;
}

/**
 * A streaming renderer for a maze `width` cells wide: feed it rows top to bottom, as a
 * row-by-row generator (Eller's) makes them, and print each pair of lines at once. Only the
 * previous row is kept, so memory stays O(width) however tall the maze.
 * The whole-maze renderers are built on it.
 */
export function asciiRowRenderer(width: number, options: AsciiRowOptions = {}): AsciiRowRenderer {
  if (typeof width !== 'number' || !Number.isInteger(width) || width < 1) {
    throw new MazekitError(PACKAGE, `row width must be an integer >= 1, got ${describeValue(width)}`);
  }
  const style = options.style ?? 'ascii';
  if (style !== 'ascii' && style !== 'unicode') {
    throw new MazekitError(PACKAGE, `style must be ascii or unicode, got ${describeValue(style)}`);
  }
  const glyphs = style === 'unicode' ? UNICODE_GLYPHS : ASCII_GLYPHS;
  const { corners, wall, open, post, gap, contents } = glyphs;
  const stairMask = options.stairs === false ? 0 : 3;
  // One string per corner plus the wall to its right, and per post plus cell contents, so a
  // line is width + 1 pieces: a wall runs right from a corner exactly when it has a right arm.
  const cornerWall = corners.map((corner, arms) => corner + (arms & 8 ? wall : open));
  const postCell = [...contents.map((inside) => gap + inside), ...contents.map((inside) => post + inside)];
  // above[c] / below[c] is 1 when the previous / current row has a vertical wall on line x = c
  // (the borders always do); north[c] is 1 when cell c of the current row is closed to the north.
  const above = new Uint8Array(width + 1);
  const below = new Uint8Array(width + 1);
  const north = new Uint8Array(width);
  let first = true;
  let ended = false;

  function wallLine(hasAbove: boolean, bottom: boolean): string {
    const parts = new Array<string>(width + 1);
    for (let c = 0; c <= width; c++) {
      const left = c > 0 && (bottom || north[c - 1] === 1);
      const right = c < width && (bottom || north[c] === 1);
      const arms = (hasAbove ? above[c]! : 0) | (bottom ? 0 : below[c]! << 1) | (left ? 4 : 0) | (right ? 8 : 0);
      parts[c] = c < width ? cornerWall[arms]! : corners[arms]!;
    }
    return parts.join('');
  }

  return {
    row(cells, marks) {
      if (ended) throw new MazekitError(PACKAGE, 'row() called after end()');
      if (!cells || cells.length !== width) {
        throw new MazekitError(PACKAGE, `a row must have ${width} cells, got ${describeValue(cells?.length)}`);
      }
      if (marks !== undefined && marks.length !== width) {
        throw new MazekitError(PACKAGE, `row marks must have ${width} entries, got ${describeValue(marks.length)}`);
      }
      below[0] = 1;
      below[width] = 1;
      for (let c = 0; c < width; c++) {
        const bits = cells[c]!;
        north[c] = bits & N ? 0 : 1;
        if (c > 0) below[c] = bits & W ? 0 : 1;
      }
      const top = wallLine(!first, false);
      const parts = new Array<string>(width + 1);
      for (let c = 0; c < width; c++) {
        const mark = marks === undefined ? 0 : marks[c]! & 3;
        parts[c] = postCell[below[c]! * 16 + mark * 4 + ((cells[c]! >> 4) & stairMask)]!;
      }
      parts[width] = post;
      above.set(below);
      first = false;
      return [top, parts.join('')];
    },
    end() {
      if (ended) throw new MazekitError(PACKAGE, 'end() called twice');
      if (first) throw new MazekitError(PACKAGE, 'end() called before any row');
      ended = true;
      return wallLine(true, true);
    },
  };
}
