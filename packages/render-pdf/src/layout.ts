import { MazekitError } from '@mazekit/core';
import type { PdfOptions } from './options.js';
import { pageSize } from './paper.js';

const PACKAGE = '@mazekit/render-pdf';

/** Title font size in points. */
export const TITLE_SIZE = 18;
/** Size of the Name / Date and "Solutions" line, in points. */
export const LINE_SIZE = 11;
/** Size of the maze labels, in points. */
export const LABEL_SIZE = 8;
/** The smallest cell side, in points, at which a maze still counts as legible (about 1.8 mm). */
export const MIN_CELL = 5;

const TITLE_BAND = 30;
const LINE_BAND = 24;
const LABEL_BAND = 13;
const GAP = 14;

/** A maze's extent in cell units (all its floors, laid out as core's floorLayout does). */
export interface Extent {
  readonly width: number;
  readonly height: number;
}

/** Where one maze goes: its page and the mapping from cell units to page points (y down). */
export interface Placement {
  /** Page (from 0) of the puzzle; its solution is on `page + puzzlePages`. */
  readonly page: number;
  /** Page point of the maze's cell-unit origin. */
  readonly left: number;
  readonly top: number;
  /** Side of one cell in points. */
  readonly cell: number;
  /** The slot the maze is centred in (label below it, inside). */
  readonly slot: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** Baseline of the label. */
  readonly labelY: number;
}

/** The plan of a booklet: page size, header, the grid of slots and where each maze goes. */
export interface BookletLayout {
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly columns: number;
  readonly rows: number;
  readonly perPage: number;
  /** Pages of puzzles; solution pages (when asked for) follow, as many again. */
  readonly puzzlePages: number;
  /** Height of the header band (title, then Name / Date or "Solutions"). */
  readonly header: number;
  readonly placements: readonly Placement[];
}

interface Grid {
  columns: number;
  rows: number;
  slotWidth: number;
  slotHeight: number;
  cell: number;
}

function bestGrid(k: number, areaW: number, areaH: number, label: number, extents: readonly Extent[]): Grid {
  let best: Grid | undefined;
  for (let columns = 1; columns <= k; columns++) {
    const rows = Math.ceil(k / columns);
    if (columns > 1 && Math.ceil(k / (columns - 1)) === rows) continue; // same rows, narrower slots
    const slotWidth = (areaW - (columns - 1) * GAP) / columns;
    const slotHeight = (areaH - (rows - 1) * GAP) / rows;
    let cell = Infinity;
    for (const e of extents) cell = Math.min(cell, slotWidth / e.width, (slotHeight - label) / e.height);
    if (!best || cell > best.cell) best = { columns, rows, slotWidth, slotHeight, cell };
  }
  return best!;
}

/**
 * Plans a booklet of mazes with the given extents: the header, a grid of `perPage` slots
 * chosen to make the mazes as big as possible, and each maze scaled to fill its slot and
 * centred in it. Refuses more mazes per page than stay legible (cells of at least
 * {@link MIN_CELL} pt), naming the most that do.
 */
export function planBooklet(extents: readonly Extent[], opts: Pick<PdfOptions, 'paper' | 'landscape' | 'margin' | 'perPage' | 'title' | 'nameLine' | 'labels' | 'solutions'>): BookletLayout {
  const { width: pageWidth, height: pageHeight } = pageSize(opts.paper, opts.landscape);
  const header = (opts.title ? TITLE_BAND : 0) + (opts.nameLine || opts.solutions ? LINE_BAND : 0);
  const areaW = pageWidth - 2 * opts.margin;
  const areaH = pageHeight - 2 * opts.margin - header;
  const label = opts.labels ? LABEL_BAND : 0;
  const sheet = `${opts.paper}${opts.landscape ? ' landscape' : ''}`;
  const k = Math.min(opts.perPage, extents.length);
  const grid = bestGrid(k, areaW, areaH, label, extents);
  if (k > 1 && grid.cell < MIN_CELL) {
    let most = k - 1;
    while (most > 1 && bestGrid(most, areaW, areaH, label, extents).cell < MIN_CELL) most--;
    const big = extents.reduce((a, e) => (e.width * e.height > a.width * a.height ? e : a));
    throw new MazekitError(
      PACKAGE,
      `option perPage ${opts.perPage} leaves cells of ${grid.cell.toFixed(1)} pt for ${big.width}x${big.height} mazes on ${sheet}; at most ${most} per page stay legible (cells of at least ${MIN_CELL} pt, about 1.8 mm)`,
    );
  }
  const top0 = opts.margin + header;
  const placements: Placement[] = extents.map((e, i) => {
    const at = i % k;
    const col = at % grid.columns;
    const row = Math.floor(at / grid.columns);
    const slot = {
      x: opts.margin + col * (grid.slotWidth + GAP),
      y: top0 + row * (grid.slotHeight + GAP),
      width: grid.slotWidth,
      height: grid.slotHeight,
    };
    const cell = Math.min(slot.width / e.width, (slot.height - label) / e.height);
    const w = e.width * cell;
    const h = e.height * cell;
    const left = slot.x + (slot.width - w) / 2;
    const top = slot.y + (slot.height - label - h) / 2;
    return { page: Math.floor(i / k), left, top, cell, slot, labelY: top + h + label - 3 };
  });
  return { pageWidth, pageHeight, columns: grid.columns, rows: grid.rows, perPage: k, puzzlePages: Math.ceil(extents.length / k), header, placements };
}
