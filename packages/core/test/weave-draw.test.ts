import { describe, expect, it } from 'vitest';
import { OVER_NORTH_SOUTH, OrthogonalGrid, drawWeaveFloor, drawWeaveRoute, drawWeaveWalls, firstCrossing, isWoven, type PathContext, type WovenGrid } from '../src/index.js';

/** A 3 × 3 board with one crossing in the middle, on top north–south: 1–4–7 over, 3–5 beneath. */
function crossed(): WovenGrid {
  const grid = new OrthogonalGrid(3, 3) as OrthogonalGrid & { over: Uint8Array };
  grid.over = new Uint8Array(9);
  grid.over[4] = OVER_NORTH_SOUTH;
  const c = grid.cells;
  c[1] = 2;
  c[4] = 3;
  c[7] = 1;
  c[3] = 4;
  c[5] = 8;
  return grid;
}

/** Records segments (`moveTo` + `lineTo`) and closed polygons, rounded to thousandths. */
function recorder(): PathContext & { lines: string[] } {
  let at = '';
  let poly: string[] = [];
  const r = (n: number): number => Math.round(n * 1000) / 1000;
  const ctx = {
    lines: [] as string[],
    moveTo(x: number, y: number) {
      at = `${r(x)},${r(y)}`;
      poly = [at];
    },
    lineTo(x: number, y: number) {
      const to = `${r(x)},${r(y)}`;
      ctx.lines.push(`${at} ${to}`);
      poly.push(to);
      at = to;
    },
    closePath() {
      ctx.lines.push(`poly ${poly.join(' ')}`);
    },
  };
  return ctx;
}

describe('weave drawing', () => {
  it('knows a woven grid and its first crossing', () => {
    expect(isWoven(crossed())).toBe(true);
    expect(isWoven(new OrthogonalGrid(3, 3))).toBe(false);
    expect(firstCrossing(crossed())).toBe(4);
    expect(firstCrossing(new OrthogonalGrid(3, 3))).toBe(-1);
  });

  it('keeps the walls of the corridor on top whole and breaks the ones beneath', () => {
    const ctx = recorder();
    const grid = crossed();
    // Only the crossing's own square: cells 0..8 all draw, so pick out the segments inside [1, 2] × [1, 2].
    drawWeaveWalls(grid, ctx);
    const inside = ctx.lines.filter((l) => l.split(/[ ,]/).map(Number).every((v) => v >= 1 && v <= 2));
    expect(inside.sort()).toEqual(['1,1.15 1.15,1.15', '1,1.85 1.15,1.85', '1.15,1 1.15,2', '1.85,1 1.85,2', '1.85,1.15 2,1.15', '1.85,1.85 2,1.85'].sort());
  });

  it('outlines a closed cell inside its square and an open side as a band', () => {
    const ctx = recorder();
    drawWeaveWalls(crossed(), ctx);
    // Cell 0 (col 0, row 0) has no passage: four inner sides.
    expect(ctx.lines.filter((l) => l.split(/[ ,]/).map(Number).every((v) => v <= 1))).toEqual(['0.15,0.15 0.15,0.85', '0.85,0.15 0.85,0.85', '0.15,0.15 0.85,0.15', '0.15,0.85 0.85,0.85']);
  });

  it('draws only the cells asked for, each cell\'s walls as in the whole picture', () => {
    const whole = recorder();
    drawWeaveWalls(crossed(), whole);
    const parts: string[] = [];
    for (const cell of [4, 0, 7]) {
      const ctx = recorder();
      drawWeaveWalls(crossed(), ctx, undefined, undefined, [cell]);
      expect(ctx.lines.length).toBeGreaterThan(0);
      parts.push(...ctx.lines);
    }
    const some = recorder();
    drawWeaveWalls(crossed(), some, undefined, undefined, new Int32Array([4, 0, 7]));
    expect(some.lines).toEqual(parts);
    for (const line of parts) expect(whole.lines).toContain(line);
    const rest = recorder();
    drawWeaveWalls(crossed(), rest, undefined, undefined, [1, 2, 3, 5, 6, 8]);
    expect([...parts, ...rest.lines].sort()).toEqual([...whole.lines].sort());
  });

  it('fills a crossing with its corridor on top and runs each stub from its own cell', () => {
    const grid = crossed();
    const at = (cell: number) => {
      const ctx = recorder();
      drawWeaveFloor(grid, cell, ctx);
      return ctx.lines.filter((l) => l.startsWith('poly'));
    };
    expect(at(4)).toEqual(['poly 1.15,1 1.85,1 1.85,2 1.15,2']);
    expect(at(3)).toEqual(['poly 0.15,1.15 1.15,1.15 1.15,1.85 0.15,1.85']);
    expect(at(5)).toEqual(['poly 1.85,1.15 2.85,1.15 2.85,1.85 1.85,1.85']);
    expect(at(1)).toEqual(['poly 1.15,0.15 1.85,0.15 1.85,1 1.15,1']);
    expect(at(0)).toEqual(['poly 0.15,0.15 0.85,0.15 0.85,0.85 0.15,0.85']);
  });

  it('hides a route beneath a crossing between the walls on top', () => {
    const ctx = recorder();
    drawWeaveRoute(crossed(), [3, 5], ctx, 0.1);
    expect(ctx.lines).toEqual(['0.5,1.5 1.05,1.5', '1.95,1.5 2.5,1.5']);
    const over = recorder();
    drawWeaveRoute(crossed(), [1, 4, 7], over);
    expect(over.lines).toEqual(['1.5,0.5 1.5,1.5', '1.5,1.5 1.5,2.5']);
  });
});
