import type { OrthogonalGrid } from '@mazekit/core';

/** An axis-aligned block in world coordinates (cells; `z` up). */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

/** A wall block, with the cell and side it closes, or a post where walls meet (`cell` -1). */
export interface WallBox extends Box {
  /** The cell whose side this wall closes, or -1 for a post. */
  readonly cell: number;
  /** `north`, `west`, or at the far border `south` and `east`; `post` for a post. */
  readonly side: 'north' | 'south' | 'east' | 'west' | 'post';
}

/**
 * The wall blocks of floor `level`, each wall listed once: a wall between two cells is the
 * `north` or `west` side of the cell below or right of it, the far border walls are the
 * `south` and `east` sides of the last row and column. Walls are shortened by half their
 * thickness at each end, and a post fills each corner where a wall ends, so no two blocks
 * overlap and painting them in order of `x + y` of their centres draws back to front.
 */
export function wallBoxes(grid: OrthogonalGrid, level: number, z: number, height: number, thickness: number): WallBox[] {
  const { width: w, height: h, cells } = grid;
  const base = level * grid.plane;
  const t = thickness / 2;
  const z1 = z + height;
  const out: WallBox[] = [];
  // Corner lattice: a post wherever at least one wall touches the point.
  const post = new Uint8Array((w + 1) * (h + 1));
  const horizontal = (col: number, y: number, cell: number, side: 'north' | 'south') => {
    out.push({ x0: col + t, x1: col + 1 - t, y0: y - t, y1: y + t, z0: z, z1, cell, side });
    post[y * (w + 1) + col] = 1;
    post[y * (w + 1) + col + 1] = 1;
  };
  const vertical = (x: number, row: number, cell: number, side: 'west' | 'east') => {
    out.push({ x0: x - t, x1: x + t, y0: row + t, y1: row + 1 - t, z0: z, z1, cell, side });
    post[row * (w + 1) + x] = 1;
    post[(row + 1) * (w + 1) + x] = 1;
  };
  for (let row = 0; row < h; row++) {
    for (let col = 0; col < w; col++) {
      const cell = base + row * w + col;
      const bits = cells[cell]!;
      if (!(bits & 1)) horizontal(col, row, cell, 'north');
      if (!(bits & 8)) vertical(col, row, cell, 'west');
      if (row === h - 1 && !(bits & 2)) horizontal(col, h, cell, 'south');
      if (col === w - 1 && !(bits & 4)) vertical(w, row, cell, 'east');
    }
  }
  for (let y = 0; y <= h; y++) {
    for (let x = 0; x <= w; x++) {
      if (post[y * (w + 1) + x]) out.push({ x0: x - t, x1: x + t, y0: y - t, y1: y + t, z0: z, z1, cell: -1, side: 'post' });
    }
  }
  return out;
}

/**
 * True when the ray from (`px`, `py`, `pz`) towards the viewer, along (1, 1, 1), passes
 * through `box` (for more than a hundredth of a cell: a ray grazing an edge hides nothing).
 */
export function hides(box: Box, px: number, py: number, pz: number): boolean {
  const enter = Math.max(0, box.x0 - px, box.y0 - py, box.z0 - pz);
  const leave = Math.min(box.x1 - px, box.y1 - py, box.z1 - pz);
  return enter + 0.01 < leave;
}
