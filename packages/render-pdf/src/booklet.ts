import { MazekitError, describeValue, floorLayout, geometryOf, hashSeed, isOrthogonal, type Grid, type Maze } from '@mazekit/core';
import type { jsPDF } from 'jspdf';
import { drawMaze } from './draw-maze.js';
import { drawShapeMaze, shapeLayout } from './draw-shape.js';
import { defaultFont, fontBase64 } from './font.js';
import { pdfLibrary } from './library.js';
import { LABEL_SIZE, LINE_SIZE, TITLE_SIZE, planBooklet, type BookletLayout } from './layout.js';
import { resolvePdfOptions, type PdfOptions } from './options.js';
import { PdfPath } from './pdf-path.js';

const PACKAGE = '@mazekit/render-pdf';
const FONT_NAME = 'MazekitSans';

function checkCell(maze: Maze<Grid>, cell: unknown, what: string, n: number): void {
  const size = maze.grid.size;
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= size) {
    throw new MazekitError(PACKAGE, `maze ${n} ${what} must be a cell index from 0 to ${size - 1}, got ${describeValue(cell)}`);
  }
}

/** The mazes as a checked list: each with a grid of a drawable shape and in-range start, goal and solution. */
function checkMazes(mazes: Maze<Grid> | readonly Maze<Grid>[]): readonly Maze<Grid>[] {
  const list = Array.isArray(mazes) ? (mazes as readonly Maze<Grid>[]) : [mazes as Maze<Grid>];
  if (list.length === 0) throw new MazekitError(PACKAGE, 'mazes must be a maze or a non-empty array of mazes, got []');
  list.forEach((maze, i) => {
    const n = i + 1;
    if (!maze || typeof maze !== 'object' || !maze.grid || typeof maze.grid !== 'object') {
      throw new MazekitError(PACKAGE, `maze ${n} must be a maze with a grid, got ${describeValue(maze)}`);
    }
    if (!isOrthogonal(maze.grid)) {
      try {
        geometryOf(maze.grid);
      } catch {
        throw new MazekitError(PACKAGE, `maze ${n} has a ${describeValue(maze.grid.topology)} grid with no shape geometry, so it cannot be drawn; orthogonal grids and grids of a shape package can`);
      }
    }
    if (maze.start !== undefined) checkCell(maze, maze.start, 'start', n);
    if (maze.goal !== undefined) checkCell(maze, maze.goal, 'goal', n);
    if (maze.solution !== undefined) {
      if (!Array.isArray(maze.solution)) throw new MazekitError(PACKAGE, `maze ${n} solution must be an array of cell indices, got ${describeValue(maze.solution)}`);
      for (const c of maze.solution) checkCell(maze, c, 'solution cell', n);
    }
  });
  return list;
}

/** A 32-hex-digit document id from what the document shows, so the same input gives the same bytes. */
function fileId(mazes: readonly Maze<Grid>[], opts: PdfOptions): string {
  const { font: _font, ...shown } = opts;
  const key = JSON.stringify([shown, mazes.map((m) => [m.generator, m.seed, m.grid.topology, m.grid.size, m.grid.levels])]);
  return hashSeed(key)
    .map((h) => (h >>> 0).toString(16).padStart(8, '0'))
    .join('');
}

/** `text` cut with an ellipsis to fit `width` points at the current font size. */
function fit(doc: jsPDF, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.getTextWidth(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

function header(doc: jsPDF, plan: BookletLayout, opts: PdfOptions, solutions: boolean): void {
  const x = opts.margin;
  const width = plan.pageWidth - 2 * opts.margin;
  let y = opts.margin;
  doc.setTextColor(opts.wallColor);
  if (opts.title) {
    doc.setFontSize(TITLE_SIZE);
    doc.text(opts.title, x, y + TITLE_SIZE * 0.8);
    y += 30;
  }
  doc.setFontSize(LINE_SIZE);
  const base = y + LINE_SIZE * 0.8;
  if (solutions) {
    doc.text('Solutions', x, base);
  } else if (opts.nameLine) {
    // Writing lines to fill in by hand: Name over about 60 % of the width, Date over the rest.
    const nameW = doc.getTextWidth('Name ');
    const dateW = doc.getTextWidth('Date ');
    const split = x + width * 0.62;
    doc.text('Name', x, base);
    doc.text('Date', split, base);
    doc.setDrawColor(opts.wallColor);
    doc.setLineWidth(0.6);
    doc.setLineCap('butt');
    doc.line(x + nameW, base + 1.5, split - 12, base + 1.5);
    doc.line(split + dateW, base + 1.5, x + width, base + 1.5);
  }
}

/**
 * Draws `mazes` (one maze or many) as a printable PDF booklet and returns its bytes: A4 or
 * Letter, portrait or landscape, `perPage` mazes per page in a grid scaled to fill it, an
 * optional title and Name / Date line, each maze labelled with its number and seed, the
 * entrance (disc) and exit (square) marked where the maze names them (core's `solve` does),
 * and, with `solutions`, solution pages at the end in the same layout. Walls are core's
 * merged wall runs, one vector stroke per maze; mazes of other shapes (hex, triangle, polar,
 * masked) draw through their shape's geometry, arcs as Béziers. Text uses an embedded
 * TrueType font.
 */
export function renderPdf(mazes: Maze<Grid> | readonly Maze<Grid>[], options?: Partial<PdfOptions>): Uint8Array<ArrayBuffer> {
  const list = checkMazes(mazes);
  const opts = resolvePdfOptions(options);
  if (opts.solutions) {
    const missing = list.findIndex((m) => !m.solution || m.solution.length === 0);
    if (missing >= 0) {
      throw new MazekitError(PACKAGE, `option solutions needs every maze solved, but maze ${missing + 1} (seed ${describeValue(list[missing]!.seed)}) has no solution; solve it first (core's solve)`);
    }
  }
  const extents = list.map((m) => {
    const l = isOrthogonal(m.grid) ? floorLayout(m.grid, undefined, 1) : shapeLayout(geometryOf(m.grid));
    return { width: l.width, height: l.height };
  });
  const plan = planBooklet(extents, opts);

  const JsPdf = pdfLibrary();
  const doc = new JsPdf({ unit: 'pt', format: opts.paper, orientation: opts.landscape ? 'landscape' : 'portrait', compress: true, floatPrecision: 2, putOnlyUsedFonts: true });
  const font = opts.font ?? defaultFont();
  if (font) {
    doc.addFileToVFS(`${FONT_NAME}.ttf`, fontBase64(font));
    doc.addFont(`${FONT_NAME}.ttf`, FONT_NAME, 'normal');
    doc.setFont(FONT_NAME, 'normal');
  } else doc.setFont('helvetica', 'normal');

  if (opts.title) {
    doc.setFontSize(TITLE_SIZE);
    const width = doc.getTextWidth(opts.title);
    const room = plan.pageWidth - 2 * opts.margin;
    if (width > room) {
      const most = Math.max(1, Math.floor((opts.title.length * room) / width));
      throw new MazekitError(PACKAGE, `option title is ${Math.ceil(width)} pt wide at ${TITLE_SIZE} pt but ${opts.paper}${opts.landscape ? ' landscape' : ''} has ${Math.floor(room)} pt between its margins; shorten it to about ${most} characters`);
    }
  }

  const path = new PdfPath();
  const pass = (solutions: boolean) => {
    list.forEach((maze, i) => {
      const p = plan.placements[i]!;
      if (i % plan.perPage === 0) {
        if (solutions || i > 0) doc.addPage(opts.paper, opts.landscape ? 'landscape' : 'portrait');
        header(doc, plan, opts, solutions);
      }
      // Orthogonal mazes keep core's merged wall runs (the smallest files); other shapes draw through their geometry.
      if (isOrthogonal(maze.grid)) drawMaze(doc, path, maze as Maze, p.left, p.top, p.cell, opts, solutions);
      else drawShapeMaze(doc, path, maze, p.left, p.top, p.cell, opts, solutions);
      if (opts.labels) {
        doc.setFontSize(LABEL_SIZE);
        doc.setTextColor(opts.wallColor);
        const text = fit(doc, `#${i + 1}  seed ${maze.seed}`, p.slot.width);
        doc.text(text, p.slot.x + (p.slot.width - doc.getTextWidth(text)) / 2, p.labelY);
      }
    });
  };
  pass(false);
  if (opts.solutions) pass(true);

  doc.setDocumentProperties({ title: opts.title || 'Mazes', creator: 'mazekit' });
  // A fixed date and an id from the content make the bytes reproducible, like every mazekit output.
  doc.setCreationDate(new Date(Date.UTC(2000, 0, 1)));
  doc.setFileId(fileId(list, opts));
  return new Uint8Array(doc.output('arraybuffer'));
}
