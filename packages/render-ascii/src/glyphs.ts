/** The two text styles: `ascii` (`+--+`, `|`) and `unicode` (box-drawing junctions). */
export type TextStyle = 'ascii' | 'unicode';

/** The characters one style draws with, as lookup tables the row code indexes directly. */
export interface Glyphs {
  /** Corner glyph per arm set: bit 1 up, 2 down, 4 left, 8 right. */
  readonly corners: readonly string[];
  /** A cell-wide horizontal wall, and the same width of open space. */
  readonly wall: string;
  readonly open: string;
  /** A vertical wall and its absence. */
  readonly post: string;
  readonly gap: string;
  /** Cell contents per `mark * 4 + stair`; mark 0..3 (none, path, start, goal), stair 0..3 (none, up, down, both). */
  readonly contents: readonly string[];
}

const ASCII_MARKS = [' ', '.', 'S', 'G'];
const ASCII_STAIRS = [' ', 'U', 'D', 'X'];
const UNICODE_MARKS = [' ', '•', 'S', 'G'];
const UNICODE_STAIRS = [' ', '↑', '↓', '↕'];

// Index = up | down << 1 | left << 2 | right << 3.
const BOX_CORNERS = [' ', '╵', '╷', '│', '╴', '┘', '┐', '┤', '╶', '└', '┌', '├', '─', '┴', '┬', '┼'];

function contents(marks: readonly string[], stairs: readonly string[]): string[] {
  const out: string[] = [];
  for (const mark of marks) for (const stair of stairs) out.push(mark + stair);
  return out;
}

/** Glyph tables of the `ascii` style: `+` at every corner, as the classic printouts do. */
export const ASCII_GLYPHS: Glyphs = Object.freeze({
  corners: Object.freeze(new Array<string>(16).fill('+')),
  wall: '--',
  open: '  ',
  post: '|',
  gap: ' ',
  contents: Object.freeze(contents(ASCII_MARKS, ASCII_STAIRS)),
});

/** Glyph tables of the `unicode` style: each corner joins exactly the wall arms that meet there. */
export const UNICODE_GLYPHS: Glyphs = Object.freeze({
  corners: Object.freeze(BOX_CORNERS),
  wall: '──',
  open: '  ',
  post: '│',
  gap: ' ',
  contents: Object.freeze(contents(UNICODE_MARKS, UNICODE_STAIRS)),
});
