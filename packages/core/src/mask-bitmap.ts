import { MazekitError, describeValue } from './errors.js';
import type { Grid } from './grid.js';
import { isMasked } from './mask-grid.js';
import { geometryOf, shapeOf } from './shape-of.js';

/**
 * A black-and-white picture of a mask: `width × height` pixels, row by row from the top,
 * `on[x + width × y]` 1 where the maze goes and 0 where it does not. Text masks parse into
 * one ({@link parseTextMask}); a PNG is decoded into one at the edge (CLI, browser).
 */
export interface MaskBitmap {
  readonly width: number;
  readonly height: number;
  readonly on: Uint8Array;
}

/**
 * Parses a text mask: one line per row, `#` or `X` (either case) for a cell that is on, `.`
 * or a space for one that is off. Lines may differ in length (missing characters are off);
 * trailing blank lines are dropped. Any other character is refused with its line and column.
 */
export function parseTextMask(text: string): MaskBitmap {
  if (typeof text !== 'string') throw new MazekitError('@mazekit/core', `a text mask must be a string, got ${describeValue(text)}`);
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (lines.length === 0) throw new MazekitError('@mazekit/core', 'the text mask is empty; write rows of # (on) and . (off)', 'mask-empty');
  let width = 0;
  for (const line of lines) width = Math.max(width, line.length);
  const on = new Uint8Array(width * lines.length);
  lines.forEach((line, y) => {
    for (let x = 0; x < line.length; x++) {
      const ch = line[x]!;
      if (ch === '#' || ch === 'X' || ch === 'x') on[x + width * y] = 1;
      else if (ch !== '.' && ch !== ' ') {
        throw new MazekitError(
          '@mazekit/core',
          `text mask line ${y + 1}, column ${x + 1}: ${describeValue(ch)} is not a mask character; use # or X for on, . or space for off`,
          'mask-char',
        );
      }
    }
  });
  return { width, height: lines.length, on };
}

/** Checks a {@link MaskBitmap} from outside (e.g. a decoded PNG) and returns it. */
function checkBitmap(bitmap: MaskBitmap): MaskBitmap {
  const ok =
    bitmap !== null &&
    typeof bitmap === 'object' &&
    Number.isInteger(bitmap.width) &&
    Number.isInteger(bitmap.height) &&
    bitmap.width >= 1 &&
    bitmap.height >= 1 &&
    bitmap.on instanceof Uint8Array &&
    bitmap.on.length === bitmap.width * bitmap.height;
  if (!ok) throw new MazekitError('@mazekit/core', `a mask bitmap needs integer width, height >= 1 and width*height bytes in "on", got ${describeValue(bitmap)}`);
  return bitmap;
}

/**
 * Which cells of `grid` a bitmap switches on: one byte per cell, 1 on. On a shape whose
 * floors are boards (orthogonal, hex, triangle) pixel (`x`, `y`) covers board position
 * (`x`, `y`) of every floor when the sizes match, and the bitmap is scaled to the board
 * (nearest pixel) when they do not. A shape with its own rule (`Shape.maskCells`, polar)
 * applies it; on any other shape each cell takes the pixel under its centre, the bitmap
 * stretched over the floor's drawing.
 */
export function maskCells(grid: Grid, bitmap: MaskBitmap): Uint8Array {
  checkBitmap(bitmap);
  if (isMasked(grid)) throw new MazekitError('@mazekit/core', 'the grid is already masked; mask its base grid instead');
  const shape = shapeOf(grid);
  if (!shape) throw new MazekitError('@mazekit/core', `the ${grid.topology} grid has no shape, so a picture mask cannot be laid on it`);
  const out = new Uint8Array(grid.size);
  const { width: bw, height: bh, on } = bitmap;
  if (shape.board) {
    const board = shape.board(grid);
    for (let level = 0; level < grid.levels; level++) {
      for (let y = 0; y < board.height; y++) {
        const py = Math.min(bh - 1, Math.floor(((y + 0.5) * bh) / board.height));
        for (let x = 0; x < board.width; x++) {
          const cell = board.cell(x, y, level);
          if (cell < 0) continue;
          const px = Math.min(bw - 1, Math.floor(((x + 0.5) * bw) / board.width));
          out[cell] = on[px + bw * py]!;
        }
      }
    }
    return out;
  }
  if (shape.maskCells) return shape.maskCells(grid, bitmap);
  const geometry = geometryOf(grid);
  const point = { x: 0, y: 0 };
  for (let c = 0; c < grid.size; c++) {
    geometry.center(c, point);
    const px = Math.max(0, Math.min(bw - 1, Math.floor((point.x / geometry.width) * bw)));
    const py = Math.max(0, Math.min(bh - 1, Math.floor((point.y / geometry.height) * bh)));
    out[c] = on[px + bw * py]!;
  }
  return out;
}
