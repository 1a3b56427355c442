import { MazekitError, describeValue, gridKind, isOrthogonal, isWoven, resolveOptions, type Grid, type Maze, type WovenGrid } from '@mazekit/core';
import type { TextStyle } from './glyphs.js';
import { Marks } from './marks.js';
import { asciiOptions, type AsciiOptions } from './options.js';
import { asciiRowRenderer } from './row-renderer.js';

const PACKAGE = '@mazekit/render-ascii';

function checkCell(grid: Grid, cell: unknown, name: string): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError(PACKAGE, `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

function markCells(maze: Maze<Grid>, ends: boolean, solution: boolean): Uint8Array | undefined {
  const grid = maze.grid;
  const wantPath = solution && maze.solution !== undefined;
  const wantEnds = ends && (maze.start !== undefined || maze.goal !== undefined);
  if (!wantPath && !wantEnds) return undefined;
  const marks = new Uint8Array(grid.size);
  if (wantPath) {
    if (!Array.isArray(maze.solution)) {
      throw new MazekitError(PACKAGE, `maze.solution must be an array of cell indices, got ${describeValue(maze.solution)}`);
    }
    for (const cell of maze.solution) marks[checkCell(grid, cell, 'solution cell')] = Marks.path;
  }
  if (wantEnds) {
    if (maze.start !== undefined) marks[checkCell(grid, maze.start, 'maze.start')] = Marks.start;
    if (maze.goal !== undefined) marks[checkCell(grid, maze.goal, 'maze.goal')] = Marks.goal;
  }
  return marks;
}

/**
 * Draws `maze` as text in `style`, floor under floor, one line per text row, ending in a
 * newline. Every floor goes through the same {@link asciiRowRenderer} code a streaming
 * generator would use.
 */
export function renderText(maze: Maze<Grid>, style: TextStyle, options?: AsciiOptions): string {
  const opts = resolveOptions(PACKAGE, asciiOptions, options as Readonly<Record<string, unknown>> | undefined);
  if (!maze || typeof maze !== 'object' || !maze.grid || typeof maze.grid !== 'object') {
    throw new MazekitError(PACKAGE, `maze must be a maze object with a grid, got ${describeValue(maze?.grid ?? maze)}`);
  }
  if (!isOrthogonal(maze.grid) && !isWoven(maze.grid)) {
    // Text has no good form for slanted or curved walls: other shapes are drawn by the picture renderers.
    throw new MazekitError(PACKAGE, `draws only orthogonal grids (squares, unmasked) and weave grids, got ${gridKind(maze.grid)}; draw other shapes as svg or png`);
  }
  const woven = isWoven(maze.grid) ? maze.grid : undefined;
  const grid = maze.grid;
  const { width, height, levels, plane } = grid;
  // A weave maze: each crossing's side walls are drawn, then dashed (see dashCrossings).
  const cells = woven ? sideWalls(woven) : grid.cells;
  const marks = markCells(maze, opts.ends === true, opts.solution === true);
  const lines: string[] = [];
  for (let level = 0; level < levels; level++) {
    if (levels > 1) {
      if (level > 0) lines.push('');
      if (opts.labels) lines.push(`Level ${level + 1} of ${levels}`);
    }
    const rows = asciiRowRenderer(width, { style, stairs: opts.stairs === true });
    for (let r = 0; r < height; r++) {
      const from = level * plane + r * width;
      const [top, middle] = rows.row(cells.subarray(from, from + width), marks?.subarray(from, from + width));
      lines.push(top, middle);
    }
    lines.push(rows.end());
  }
  if (woven) dashCrossings(woven, lines, style);
  lines.push('');
  return lines.join('\n');
}

/** The passages of a weave grid with each tunnel's two bits cleared, so the crossing's side walls are drawn. */
function sideWalls(grid: WovenGrid): Uint8Array {
  const cells = grid.cells.slice();
  const w = grid.width;
  for (let x = 0; x < grid.size; x++) {
    if (grid.over[x] === 1) {
      cells[x - 1]! &= ~4;
      cells[x + 1]! &= ~8;
    } else if (grid.over[x] === 2) {
      cells[x - w]! &= ~2;
      cells[x + w]! &= ~1;
    }
  }
  return cells;
}

/**
 * The text convention for crossings: the side walls of a crossing, which the corridor beneath
 * passes under, are dashed — `:` (ascii) or `┆` (unicode) for a corridor on top running
 * north–south, `..` or `┄┄` above and below one running east–west. Cell (col, row) has its
 * west wall at column 3 × col of text line 2 × row + 1, and its north wall at columns
 * 3 × col + 1 and + 2 of line 2 × row.
 */
function dashCrossings(grid: WovenGrid, lines: string[], style: TextStyle): void {
  const put = (line: number, col: number, text: string): void => {
    const chars = [...lines[line]!];
    for (let i = 0; i < text.length; i++) chars[col + i] = text[i]!;
    lines[line] = chars.join('');
  };
  const [vertical, horizontal] = style === 'unicode' ? ['┆', '┄┄'] : [':', '..'];
  for (let x = 0; x < grid.size; x++) {
    const col = grid.col(x);
    const row = grid.row(x);
    if (grid.over[x] === 1) {
      put(2 * row + 1, 3 * col, vertical);
      put(2 * row + 1, 3 * (col + 1), vertical);
    } else if (grid.over[x] === 2) {
      put(2 * row, 3 * col + 1, horizontal);
      put(2 * (row + 1), 3 * col + 1, horizontal);
    }
  }
}

/** Draws `maze` in the classic `ascii` style: `+--+` corners and walls, `|` posts. */
export function renderAscii(maze: Maze<Grid>, options?: AsciiOptions): string {
  return renderText(maze, 'ascii', options);
}

/** Draws `maze` with Unicode box-drawing characters, each corner joining exactly the walls that meet there. */
export function renderUnicode(maze: Maze<Grid>, options?: AsciiOptions): string {
  return renderText(maze, 'unicode', options);
}
