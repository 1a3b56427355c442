import { WEAVE_INSET, createRng, type PathContext } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { EAST_WEST, NORTH_SOUTH, WeaveGrid } from '@mazekit/grid-weave';
import { describe, expect, it } from 'vitest';
import { shapeMapLayout } from '../src/view/map-layout.js';
import { LIGHT, colorsOf } from '../src/view/palette.js';
import { routeBits } from '../src/view/scene-data.js';
import { cssOf, drawShapes } from '../src/view/vector.js';
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

describe('the view draws a weave maze over and under', () => {
  /** A 2D context that records each stroked path as segments in device pixels, by colour. */
  function recordingContext(width: number, height: number) {
    const strokes: { color: string; lines: string[] }[] = [];
    let path: string[] = [];
    let at = '';
    const r = (v: number) => String(Math.round(v * 100) / 100);
    const ctx = {
      canvas: { width, height },
      fillStyle: '',
      strokeStyle: '',
      lineWidth: 1,
      lineCap: '',
      lineJoin: '',
      save() {},
      restore() {},
      setTransform() {},
      fillRect() {},
      fill() {},
      rect() {},
      arc() {},
      closePath() {},
      beginPath() {
        path = [];
      },
      moveTo(x: number, y: number) {
        at = `${r(x)},${r(y)}`;
      },
      lineTo(x: number, y: number) {
        const to = `${r(x)},${r(y)}`;
        path.push(`${at} ${to}`);
        at = to;
      },
      stroke() {
        strokes.push({ color: String(ctx.strokeStyle), lines: path });
      },
    };
    return { ctx, strokes };
  }

  it('draws the crossing with core\'s weave walls, and the route hidden under it', () => {
    const grid = woven();
    const layout = shapeMapLayout(grid);
    const colors = colorsOf(LIGHT);
    const { ctx, strokes } = recordingContext(50, 50);
    drawShapes(ctx as unknown as CanvasRenderingContext2D, layout, { z: 10, x: 0, y: 0 }, { cells: grid.cells, route: routeBits(grid, [11, 13]), openings: [] }, colors);
    const walls = strokes.filter((s) => s.color === cssOf(colors.wall)).flatMap((s) => s.lines);
    const expected = segments();
    weaveWalls(grid, Array.from({ length: grid.size }, (_, c) => c), [], { moveTo: (x, y) => expected.moveTo(x * 10, y * 10), lineTo: (x, y) => expected.lineTo(x * 10, y * 10) });
    expect(walls.sort()).toEqual([...expected.lines].sort());
    // The crossing's long walls run whole across its square; no wall stands on its sides.
    expect(walls).toContain('21.5,20 21.5,30');
    expect(walls).not.toContain('20,20 20,30');
    const route = strokes.filter((s) => s.color === cssOf(colors.route)).flatMap((s) => s.lines);
    // Half the line's width (2 px, 0.1 cell) keeps its cap off the walls on top.
    expect(route).toEqual(['15,25 20.5,25', '29.5,25 35,25']);
  });
});
