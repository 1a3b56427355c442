import { MazekitError, parseTextMask, type MaskBitmap } from '@mazekit/core';

/** Side of the built-in masks drawn from a formula, in pixels: fine enough for any board the page offers. */
const SIDE = 64;

/** A `SIDE × SIDE` bitmap whose pixel (x, y) is on where `inside(u, v)` holds, u and v in [-1, 1] (v down). */
function drawn(inside: (u: number, v: number) => boolean): MaskBitmap {
  const on = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      on[x + SIDE * y] = inside(((x + 0.5) / SIDE) * 2 - 1, ((y + 0.5) / SIDE) * 2 - 1) ? 1 : 0;
    }
  }
  return { width: SIDE, height: SIDE, on };
}

// The letter M in 9 × 9 text, strokes two pixels wide so that it stays joined when scaled.
const LETTER_M = ['##.....##', '###...###', '####.####', '##.###.##', '##..#..##', '##.....##', '##.....##', '##.....##', '##.....##'].join('\n');

/** A built-in mask: its name in the address and menu, and its bitmap. */
export interface BuiltInMask {
  readonly id: string;
  readonly label: string;
  readonly bitmap: () => MaskBitmap;
}

/** The masks the page offers without a file, stretched over the board like any mask. */
export const BUILT_IN_MASKS: readonly BuiltInMask[] = [
  {
    id: 'heart',
    label: 'Heart',
    // The heart curve (x² + y² − 1)³ = x² y³, scaled to fill the square, point down.
    bitmap: () =>
      drawn((u, v) => {
        const x = u * 1.25;
        const y = -v * 1.25 + 0.15;
        const a = x * x + y * y - 1;
        return a * a * a - x * x * y * y * y <= 0;
      }),
  },
  { id: 'circle', label: 'Circle', bitmap: () => drawn((u, v) => u * u + v * v <= 1) },
  { id: 'ring', label: 'Ring', bitmap: () => drawn((u, v) => u * u + v * v <= 1 && u * u + v * v >= 0.3) },
  { id: 'letter', label: 'Letter M', bitmap: () => parseTextMask(LETTER_M) },
];

/** The built-in mask `id`, or `undefined`. */
export function findBuiltInMask(id: string): BuiltInMask | undefined {
  return BUILT_IN_MASKS.find((m) => m.id === id);
}

/** Most pixels of an uploaded mask that a link carries (64 × 64). */
export const MAX_LINK_MASK = 4096;

/**
 * A mask as the address writes it: rows of `x` (on) and `.` (off) joined by `_` — characters
 * a query string keeps as they are. Trailing off pixels of a row are left out.
 */
export function maskToRows(bitmap: MaskBitmap): string {
  const rows: string[] = [];
  for (let y = 0; y < bitmap.height; y++) {
    let row = '';
    for (let x = 0; x < bitmap.width; x++) row += bitmap.on[x + bitmap.width * y] ? 'x' : '.';
    rows.push(row.replace(/\.+$/, '') || '.');
  }
  // A mask whose right columns are all off keeps its width: the first row is padded back.
  rows[0] = (rows[0] ?? '').padEnd(bitmap.width, '.');
  return rows.join('_');
}

/** Reads {@link maskToRows} back; refuses any other character with one line. */
export function maskFromRows(rows: string): MaskBitmap {
  if (!/^[x._]*$/.test(rows)) {
    throw new MazekitError('@mazekit/web', `maskrows may hold only x (on), . (off) and _ (next row), got ${JSON.stringify(rows.slice(0, 40))}`);
  }
  const text = rows.split('_').join('\n');
  return parseTextMask(text);
}
