import { WEAVE_INSET, createRng, type PathContext } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { EAST_WEST, NORTH_SOUTH, WeaveGrid } from '@mazekit/grid-weave';
import { describe, expect, it } from 'vitest';
import { routeBits } from '../src/view/scene-data.js';
import { gapList, weavePath, weaveRouteBits, weaveWalls, wovenWith } from '../src/view/weave-layers.js';

/** Records `moveTo`/`lineTo` as segments `x0,y0 x1,y1` (rounded to 3 places). */
function segments(): PathContext & { lines: string[] } {
  let at = '';
  const r = (v: number) => String(Math.round(v * 1000) / 1000);
  const ctx = {
    lines: [] as string[],
    moveTo(x: number, y: number) {
      at = `${r(x)},${r(y)}`;
    },
    lineTo(x: number, y: number) {
      const to = `${r(x)},${r(y)}`;
      ctx.lines.push(`${at} ${to}`);
      at = to;
    },
  };
  return ctx;
}

/** A 5 × 5 weave maze with a crossing at cell 12 (col 2, row 2), north–south on top. */
function woven(): WeaveGrid {
  const grid = new WeaveGrid(5, 5).addCrossing(12, NORTH_SOUTH);
  backtracker.carve(grid, createRng('layers'));
  return grid;
}

describe('weave layers', () => {
  it('hides a route under the crossing it passes beneath, between the walls of the corridor on top', () => {
    const grid = woven();
    const ctx = segments();
    weaveRouteBits(grid, [11, 13], routeBits(grid, [11, 13]), 0, ctx);
    const m = WEAVE_INSET;
    // From 11's centre to the first wall on top, then on from the second wall to 13's centre.
    expect(ctx.lines).toEqual([`1.5,2.5 ${2 + m},2.5`, `${3 - m},2.5 3.5,2.5`]);
  });

  it('draws a route over a crossing as ordinary steps through its centre', () => {
    const grid = woven();
    const ctx = segments();
    weaveRouteBits(grid, [7, 12, 17], routeBits(grid, [7, 12, 17]), 0, ctx);
    expect(ctx.lines.sort()).toEqual(['2.5,1.5 2.5,2.5', '2.5,2.5 2.5,3.5']);
  });

  it("joins a carving walk's cells to their neighbours only: no line across a crossing's corridor", () => {
    const grid = woven();
    const ctx = segments();
    // A walk that lists the corridor beneath (11, 13), then leaves it from 11 northwards.
    weavePath(grid, [10, 11, 13, 6], 0, ctx);
    expect(ctx.lines).toEqual(['0.5,2.5 1.5,2.5', `1.5,2.5 ${2 + WEAVE_INSET},2.5`, `${3 - WEAVE_INSET},2.5 3.5,2.5`, '1.5,2.5 1.5,1.5']);
  });

  it('draws the walls of the cells asked for, with gaps where the corridor beneath passes', () => {
    const grid = woven();
    const all = segments();
    weaveWalls(grid, Array.from({ length: grid.size }, (_, c) => c), [], all);
    const one = segments();
    weaveWalls(grid, [12], [], one);
    expect(one.lines.length).toBeGreaterThan(0);
    for (const line of one.lines) expect(all.lines).toContain(line);
    // The crossing's long walls run its whole height: the corridor on top is unbroken.
    expect(one.lines).toContain(`${2 + WEAVE_INSET},2 ${2 + WEAVE_INSET},3`);
    expect(one.lines).toContain(`${3 - WEAVE_INSET},2 ${3 - WEAVE_INSET},3`);
  });

  it("takes a carving step's passages on a copy, and turns the view's openings into core's gaps", () => {
    const grid = new WeaveGrid(5, 5).addCrossing(12, EAST_WEST);
    const step = new Uint8Array(grid.size);
    step[12] = 12;
    const copy = wovenWith(grid, step)!;
    expect(copy).not.toBe(grid);
    expect(copy.cells[12]).toBe(12);
    expect(grid.cells[12]).toBe(0);
    expect(copy.over[12]).toBe(EAST_WEST);
    expect(wovenWith(grid, grid.cells)).toBe(grid);
    expect(gapList([{ cell: 0, side: 8 }, { cell: 24, side: 4 }, { cell: 3, side: 1 }])).toEqual([0, 3, 24, 2, 3, 0]);
  });
});
