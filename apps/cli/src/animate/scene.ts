import type { OrthogonalGrid, TraceState } from '@mazekit/core';
import type { ColorMode, Swatch } from './color.js';
import { sgr } from './color.js';

/** What one block of the block-grid view shows. */
export const Block = {
  Wall: 0,
  Border: 1,
  Unvisited: 2,
  Visited: 3,
  Head: 4,
  Path: 5,
  Frontier: 6,
  Stair: 7,
  Gap: 8,
} as const;

/** One of the {@link Block} kinds. */
export type Block = (typeof Block)[keyof typeof Block];

/** The palette of the seed demos: unvisited grey, visited blue, head green, tentative path white, walls black, border red. */
export const PALETTE: readonly Swatch[] = [
  { rgb: [0, 0, 0], ansi16: 40 },
  { rgb: [200, 30, 30], ansi16: 41 },
  { rgb: [128, 128, 128], ansi16: 100 },
  { rgb: [40, 90, 220], ansi16: 44 },
  { rgb: [40, 200, 60], ansi16: 42 },
  { rgb: [245, 245, 245], ansi16: 107 },
  { rgb: [80, 170, 190], ansi16: 46 },
  { rgb: [150, 80, 210], ansi16: 45 },
  { rgb: [0, 0, 0], ansi16: 49 },
];

/** Characters of each block without colour (two per block). */
const PLAIN = ['██', '██', '░░', '  ', '@@', '··', '::', '  ', '  '];

/** Whole blocks between floors drawn side by side. */
const GAP = 2;

/** How the view fits: floors per row and whether a block is 2 columns × 1 row (`full`) or 1 column × ½ row (`half`). */
export interface Fit {
  readonly columns: number;
  readonly scale: 'full' | 'half';
}

/** Block-grid size of a layout of `levels` floors of `w × h` cells, `columns` floors per row. */
export function blockSize(w: number, h: number, levels: number, columns: number): { width: number; height: number } {
  const rows = Math.ceil(levels / columns);
  return { width: columns * (2 * w + 1) + (columns - 1) * GAP, height: rows * (2 * h + 1) + (rows - 1) * GAP };
}

/** Terminal columns and rows a layout needs, one status line included. */
export function screenSize(w: number, h: number, levels: number, fit: Fit): { columns: number; rows: number } {
  const b = blockSize(w, h, levels, fit.columns);
  return fit.scale === 'full' ? { columns: 2 * b.width, rows: b.height + 1 } : { columns: b.width, rows: Math.ceil(b.height / 2) + 1 };
}

/**
 * The roomiest layout that fits a terminal of `columns × rows`: full-size blocks if
 * possible, else half-height blocks (colour only), trying every number of floors per row.
 */
export function fitScreen(w: number, h: number, levels: number, columns: number, rows: number, allowHalf: boolean): Fit | undefined {
  const scales: ('full' | 'half')[] = allowHalf ? ['full', 'half'] : ['full'];
  for (const scale of scales) {
    const preferred = Math.ceil(Math.sqrt(levels));
    const order = [preferred, ...Array.from({ length: levels }, (_, i) => levels - i).filter((c) => c !== preferred)];
    for (const c of order) {
      const need = screenSize(w, h, levels, { columns: c, scale });
      if (need.columns <= columns && need.rows <= rows) return { columns: c, scale };
    }
  }
  return undefined;
}

/** The smallest terminal (fewest cells) any layout of the maze fits, for the "too small" notice. */
export function smallestScreen(w: number, h: number, levels: number, allowHalf: boolean): { columns: number; rows: number } {
  let best = { columns: Infinity, rows: Infinity };
  for (const scale of allowHalf ? (['full', 'half'] as const) : (['full'] as const)) {
    for (let c = 1; c <= levels; c++) {
      const need = screenSize(w, h, levels, { columns: c, scale });
      if (need.columns * need.rows < best.columns * best.rows) best = need;
    }
  }
  return best;
}

/** `text` broken at spaces into lines of at most `width` characters (longer words are cut). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = (line ? `${line} ${word}` : word).slice(0, width);
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The block-grid view of a maze being carved (as the seed demos draw it): odd block
 * coordinates are cells, even ones walls or passages, floors side by side.
 */
export class Scene {
  readonly width: number;
  readonly height: number;
  readonly blocks: Uint8Array;
  /** A glyph drawn on a block (stairs), or 0. */
  readonly glyphs: Uint16Array;
  private readonly origins: Int32Array;

  constructor(
    readonly grid: OrthogonalGrid,
    readonly fit: Fit,
  ) {
    const size = blockSize(grid.width, grid.height, grid.levels, fit.columns);
    this.width = size.width;
    this.height = size.height;
    this.blocks = new Uint8Array(size.width * size.height);
    this.glyphs = new Uint16Array(size.width * size.height);
    this.origins = new Int32Array(grid.levels);
    for (let level = 0; level < grid.levels; level++) {
      const x = (level % fit.columns) * (2 * grid.width + 1 + GAP);
      const y = Math.floor(level / fit.columns) * (2 * grid.height + 1 + GAP);
      this.origins[level] = x + y * size.width;
    }
  }

  /** The block index of `cell`'s own block. */
  cellBlock(cell: number): number {
    const { grid } = this;
    const col = cell % grid.width;
    const row = Math.floor((cell % grid.plane) / grid.width);
    return this.origins[Math.floor(cell / grid.plane)]! + (2 * col + 1) + (2 * row + 1) * this.width;
  }

  /** Paints the blocks for `state`; `showHead` false hides the walker (at the end). */
  paint(state: TraceState, showHead: boolean): void {
    const { grid, blocks, glyphs, width } = this;
    blocks.fill(Block.Gap);
    glyphs.fill(0);
    const bw = 2 * grid.width + 1;
    const bh = 2 * grid.height + 1;
    // A solver's route, and the cells it filled or marked twice (dead ends it gave up on).
    const onRoute = new Uint8Array(grid.size);
    for (const c of state.route) onRoute[c] = 1;
    const kind = (cell: number): Block => {
      if (showHead && cell === state.head) return Block.Head;
      if (state.onPath[cell] || onRoute[cell]) return Block.Path;
      if (state.filled[cell] || state.marks[cell]! >= 2) return Block.Frontier;
      if (state.visited[cell]) return Block.Visited;
      if (state.frontier[cell]) return Block.Frontier;
      return Block.Unvisited;
    };
    for (let level = 0; level < grid.levels; level++) {
      const o = this.origins[level]!;
      for (let y = 0; y < bh; y++) {
        for (let x = 0; x < bw; x++) {
          blocks[o + x + y * width] = x === 0 || y === 0 || x === bw - 1 || y === bh - 1 ? Block.Border : Block.Wall;
        }
      }
    }
    for (let cell = 0; cell < grid.size; cell++) {
      const b = this.cellBlock(cell);
      const k = kind(cell);
      const bits = state.cells[cell]!;
      blocks[b] = k;
      if (bits & 48) {
        // Stairs: ▲ up, ▼ down, ◆ both; a colour of their own where no glyph fits.
        glyphs[b] = (bits & 48) === 48 ? 0x25c6 : bits & 16 ? 0x25b2 : 0x25bc;
        if (k === Block.Visited) blocks[b] = Block.Stair;
      }
      const visited = state.visited[cell] !== 0;
      // East (bit 4) and south (bit 2) passages; the other side paints the rest.
      if (bits & 4) blocks[b + 1] = visited && state.visited[cell + 1] ? Block.Visited : Block.Unvisited;
      if (bits & 2) blocks[b + width] = visited && state.visited[cell + grid.width] ? Block.Visited : Block.Unvisited;
    }
    // The tentative path (or a solver's route) with the walls between its cells, as seed 002 draws it.
    for (const path of [state.path, state.route]) for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const c = path[i]!;
      if (Math.floor(a / grid.plane) !== Math.floor(c / grid.plane)) continue;
      const ba = this.cellBlock(a);
      const bc = this.cellBlock(c);
      blocks[(ba + bc) / 2] = Block.Path;
    }
  }

  /** The painted view as terminal text, lines joined by `eol`, colours reset at each line end. */
  text(mode: ColorMode, eol: string): string {
    const lines: string[] = [];
    const { blocks, glyphs, width, height } = this;
    if (mode === 'none' || this.fit.scale === 'full') {
      for (let y = 0; y < height; y++) {
        let line = '';
        let last = -1;
        for (let x = 0; x < width; x++) {
          const i = x + y * width;
          const k = blocks[i]!;
          const glyph = glyphs[i]!;
          if (mode === 'none') {
            line += glyph && k !== Block.Head ? `${String.fromCharCode(glyph)} ` : PLAIN[k]!;
            continue;
          }
          if (k !== last) {
            line += k === Block.Gap ? '\x1b[0m' : `\x1b[${sgr(mode, PALETTE[k]!, false)}m`;
            last = k;
          }
          line += glyph ? `\x1b[${sgr(mode, PALETTE[Block.Path]!, true)}m${String.fromCharCode(glyph)} ` : '  ';
        }
        lines.push(mode === 'none' ? line.trimEnd() : `${line}\x1b[0m`);
      }
      return lines.join(eol);
    }
    // Half blocks: each character shows two blocks, the upper one as '▀' in the foreground.
    for (let y = 0; y < height; y += 2) {
      let line = '';
      let fg = '';
      let bg = '';
      for (let x = 0; x < width; x++) {
        const top = blocks[x + y * width]! as Block;
        const bottom = (y + 1 < height ? blocks[x + (y + 1) * width]! : Block.Gap) as Block;
        let char = '▀';
        let wantFg = top === Block.Gap ? '39' : sgr(mode, PALETTE[top]!, true);
        let wantBg = bottom === Block.Gap ? '49' : sgr(mode, PALETTE[bottom]!, false);
        if (top === Block.Gap && bottom === Block.Gap) char = ' ';
        else if (top === Block.Gap) {
          char = '▄';
          wantFg = sgr(mode, PALETTE[bottom]!, true);
          wantBg = '49';
        }
        const codes: string[] = [];
        if (wantFg !== fg && char !== ' ') codes.push((fg = wantFg));
        if (wantBg !== bg) codes.push((bg = wantBg));
        if (codes.length) line += `\x1b[${codes.join(';')}m`;
        line += char;
      }
      lines.push(`${line}\x1b[0m`);
    }
    return lines.join(eol);
  }
}
