import { MazekitError, describeValue, geometryOf, hashSeed, isOrthogonal, type FloorLayout, type Grid, type Maze } from '@mazekit/core';
import { rgb } from './content.js';
import { PdfPage, n3, writeDocument } from './document.js';
import { drawMaze } from './draw-maze.js';
import { drawShapeMaze } from './draw-shape.js';
import { pdfSizeOf, planMazes } from './floors.js';
import { defaultFont } from './font.js';
import { scriptFont } from './find-font.js';
import { EmbeddedFont, subsetGlyf } from './pdf-font.js';
import { canReadFiles } from './runtime.js';
import { scriptFontsFor, type ScriptFont } from './script-fonts.js';
import { parseFont, type SfntFont } from './sfnt.js';
import { subsetCff } from './subset-cff.js';
import { TextSetter, type Line } from './text.js';
import { LABEL_SIZE, LINE_SIZE, TITLE_SIZE, type BookletLayout, type Placement } from './layout.js';
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

/** `text` cut with an ellipsis to fit `width` points at `size`, laid out. */
function fit(setter: TextSetter, text: string, size: number, width: number, what: string): Line {
  const whole = setter.layout(text, what);
  if (whole.width * size <= width) return whole;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (setter.layout(`${chars.slice(0, mid).join('')}…`, what).width * size <= width) lo = mid;
    else hi = mid - 1;
  }
  return setter.layout(`${chars.slice(0, lo).join('')}…`, what);
}

function header(page: PdfPage, setter: TextSetter, plan: BookletLayout, opts: PdfOptions, title: Line | undefined, solutions: boolean): void {
  const x = opts.margin;
  const width = plan.pageWidth - 2 * opts.margin;
  let y = opts.margin;
  if (title) {
    // A right-to-left title (one whose first letter is Arabic or Hebrew, say) is set flush right.
    page.text(title, title.rtl ? x + width - title.width * TITLE_SIZE : x, y + TITLE_SIZE * 0.8, TITLE_SIZE, opts.wallColor);
    y += 30;
  }
  const base = y + LINE_SIZE * 0.8;
  if (solutions) {
    page.text(setter.layout('Solutions', 'the heading'), x, base, LINE_SIZE, opts.wallColor);
  } else if (opts.nameLine) {
    // Writing lines to fill in by hand: Name over about 60 % of the width, Date over the rest.
    const name = setter.layout('Name', 'the heading');
    const date = setter.layout('Date', 'the heading');
    const space = setter.layout(' ', 'the heading').width * LINE_SIZE;
    const nameW = name.width * LINE_SIZE + space;
    const dateW = date.width * LINE_SIZE + space;
    const split = x + width * 0.62;
    page.text(name, x, base, LINE_SIZE, opts.wallColor);
    page.text(date, split, base, LINE_SIZE, opts.wallColor);
    const ly = n3(plan.pageHeight - base - 1.5);
    page.write(`${rgb(opts.wallColor)} RG 0.6 w 0 J\n${n3(x + nameW)} ${ly} m ${n3(split - 12)} ${ly} l S\n${n3(split + dateW)} ${ly} m ${n3(x + width)} ${ly} l S\n`);
  }
}

/** "Level n" over each floor of a multi-level maze, in the band the plan left above each row of floors (as SVG and PNG label them). */
function levelLabels(page: PdfPage, setter: TextSetter, levels: number, floors: FloorLayout, p: Placement, opts: PdfOptions): void {
  const band = floors.origin(0).y * p.cell;
  const size = Math.min(LABEL_SIZE, band * 0.75);
  for (let level = 0; level < levels; level++) {
    const o = floors.origin(level);
    page.text(setter.layout(`Level ${level + 1}`, 'a floor label'), p.left + o.x * p.cell, p.top + o.y * p.cell - band * 0.3, size, opts.wallColor);
  }
}

/** The subsetter for a font's outlines: this package's own for TrueType, HarfBuzz's for CFF. */
const subsetterOf = (font: SfntFont) => (font.outlines === 'truetype' ? subsetGlyf : subsetCff);

/** The fonts text is set in: the caller's, in order, then the built-in MazekitSans. */
function fontChain(opts: PdfOptions): EmbeddedFont[] {
  const given = opts.font === undefined ? [] : opts.font instanceof Uint8Array ? [opts.font] : opts.font;
  const fonts = given.map((bytes, i) => {
    const what = given.length === 1 ? 'option font' : `option font ${i + 1}`;
    const font = parseFont(bytes, what);
    // One font given as it was in 0.x keeps the name 0.x gave it in the file; fonts in an array go by their own names.
    const name = opts.font instanceof Uint8Array ? FONT_NAME : font.postScriptName || `MazekitFont${i + 1}`;
    return new EmbeddedFont(font, name, `F${i + 1}`, subsetterOf(font));
  });
  fonts.push(new EmbeddedFont(parseFont(defaultFont(), 'the built-in font'), FONT_NAME, `F${fonts.length + 1}`));
  return fonts;
}

/** A text setter over `fonts` that adds the installed (or, in browsers, provided) script font a character needs. */
function setterOf(fonts: EmbeddedFont[]): TextSetter {
  const made = new Map<ScriptFont, EmbeddedFont | undefined>();
  const setter: TextSetter = new TextSetter(
    fonts,
    (cp, line) => {
      for (const sf of scriptFontsFor(cp, line)) {
        if (!made.has(sf)) {
          const font = scriptFont(sf);
          made.set(sf, font && new EmbeddedFont(font, font.postScriptName || sf.name.replace(/ /g, ''), `F${setter.fonts.length + 1}`, subsetterOf(font)));
        }
        const embedded = made.get(sf);
        if (embedded && embedded.font.glyph(cp) !== 0) return embedded;
      }
      return undefined;
    },
    (cp, line) => {
      // A script font meant for it that is not there yet: say which package brings it.
      const sf = scriptFontsFor(cp, line).find((f) => !scriptFont(f));
      if (!sf) return 'pass a font that has it (option font), or leave it out';
      const where = canReadFiles() ? `install ${sf.package} (${sf.name})` : `provide ${sf.package} (${sf.name}) with loadPdfFonts`;
      return `${where}, pass a font that has it (option font), or leave it out`;
    },
  );
  return setter;
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
  const { plan, layouts } = planMazes(list.map((maze) => pdfSizeOf(maze.grid)), opts);

  const setter = setterOf(fontChain(opts));
  let title: Line | undefined;
  if (opts.title) {
    title = setter.layout(opts.title, 'option title');
    const width = title.width * TITLE_SIZE;
    const room = plan.pageWidth - 2 * opts.margin;
    if (width > room) {
      const most = Math.max(1, Math.floor(([...opts.title].length * room) / width));
      throw new MazekitError(PACKAGE, `option title is ${Math.ceil(width)} pt wide at ${TITLE_SIZE} pt but ${opts.paper}${opts.landscape ? ' landscape' : ''} has ${Math.floor(room)} pt between its margins; shorten it to about ${most} characters`);
    }
  }

  const path = new PdfPath();
  const pages: PdfPage[] = [];
  let page: PdfPage | undefined;
  const pass = (solutions: boolean) => {
    list.forEach((maze, i) => {
      const p = plan.placements[i]!;
      if (i % plan.perPage === 0) {
        page = new PdfPage(plan.pageWidth, plan.pageHeight);
        pages.push(page);
        header(page, setter, plan, opts, title, solutions);
      }
      // Orthogonal mazes keep core's merged wall runs (the smallest files); other shapes draw through their geometry.
      const floors = layouts[i]!;
      if (isOrthogonal(maze.grid)) drawMaze(page!, path, maze as Maze, p.left, p.top, p.cell, opts, solutions, floors);
      else drawShapeMaze(page!, path, maze, p.left, p.top, p.cell, opts, solutions, floors);
      if (maze.grid.levels > 1) levelLabels(page!, setter, maze.grid.levels, floors, p, opts);
      if (opts.labels) {
        const label = fit(setter, `#${i + 1}  seed ${maze.seed}`, LABEL_SIZE, p.slot.width, `the seed of maze ${i + 1}`);
        page!.text(label, p.slot.x + (p.slot.width - label.width * LABEL_SIZE) / 2, p.labelY, LABEL_SIZE, opts.wallColor);
      }
    });
  };
  pass(false);
  if (opts.solutions) pass(true);
  return writeDocument(pages, setter.fonts, { title: opts.title || 'Mazes', id: fileId(list, opts) });
}
