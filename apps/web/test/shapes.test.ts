import { createRng, isPerfect, isWoven, maskFromPixels } from '@mazekit/core';
import { WeaveGrid } from '@mazekit/grid-weave';
import { shape as polarShape } from '@mazekit/grid-polar';
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../src/generators.js';
import { gridOf, polarCells } from '../src/shape/grid-of.js';
import { BUILT_IN_MASKS, maskFromRows, maskToRows } from '../src/shape/masks.js';
import { SHAPES, whyNot } from '../src/shape/shapes.js';
import { cellAt, cellCentre, shapeMapLayout } from '../src/view/map-layout.js';

describe('shapes and masks of the page', () => {
  it('offers square, hex, triangle, polar and weave', () => {
    expect(SHAPES.map((s) => s.topology)).toEqual(['orthogonal', 'hex', 'triangle', 'polar', 'weave']);
  });

  it('knows which bundled generators carve which shape, with the reason', () => {
    const refused = GENERATORS.filter((g) => whyNot(g, 'hex', false)).map((g) => g.id);
    expect(refused.sort()).toEqual(['binary-tree', 'eller', 'recursive-division', 'rooms', 'sidewinder']);
    expect(GENERATORS.filter((g) => whyNot(g, 'orthogonal', true)).map((g) => g.id).sort()).toEqual(refused.sort());
    expect(GENERATORS.filter((g) => whyNot(g, 'orthogonal', false))).toEqual([]);
    expect(whyNot(GENERATORS.find((g) => g.id === 'eller')!, 'polar', false)).toBe("Eller's algorithm carves square mazes only");
  });

  it('offers every graph generator for weave, and says why the square board\'s own ones cannot carve it', () => {
    const able = GENERATORS.filter((g) => !whyNot(g, 'weave', false)).map((g) => g.id);
    // Every graph generator (any topology), so one added tomorrow is offered too.
    expect(able.sort()).toEqual(GENERATORS.filter((g) => g.topologies.includes('*')).map((g) => g.id).sort());
    expect(able).toEqual(expect.arrayContaining(['aldous-broder', 'backtracker', 'growing-tree', 'hunt-and-kill', 'kruskal', 'prim', 'prim-modified', 'prim-simplified', 'wilson']));
    for (const g of GENERATORS.filter((g) => whyNot(g, 'weave', false))) {
      expect(whyNot(g, 'weave', false)).toBe(`${g.name} carves plain square mazes only: it walks the board's rows and walls, not its passages, so it cannot keep crossings`);
    }
    // Each one offered carves a weave maze with crossings, perfect, as the page builds its grid.
    for (const id of able) {
      const generator = GENERATORS.find((g) => g.id === id)!;
      const grid = gridOf({ shape: 'weave', width: 9, height: 7, levels: 1, rings: 1, crossings: 1 });
      generator.carve(grid, createRng(`weave-${id}`));
      expect(isWoven(grid) && grid.over.some((o) => o !== 0), id).toBe(true);
      expect(isPerfect(grid), id).toBe(true);
    }
  });

  it('gives the page\'s copy of a weave grid the crossings the worker\'s carving placed', () => {
    const request = { shape: 'weave', width: 12, height: 8, levels: 1, rings: 1, crossings: 0.6 };
    const carved = gridOf(request);
    GENERATORS.find((g) => g.id === 'wilson')!.carve(carved, createRng('copy'));
    const copy = gridOf(request, undefined, (carved as WeaveGrid).over);
    copy.cells.set(carved.cells);
    expect(copy).toBeInstanceOf(WeaveGrid);
    expect((copy as WeaveGrid).crossings()).toEqual((carved as WeaveGrid).crossings());
    expect((copy as WeaveGrid).crossings().length).toBeGreaterThan(0);
    expect(isPerfect(copy)).toBe(true);
    for (let c = 0; c < copy.size; c++) for (let d = 0; d < 4; d++) expect(copy.neighbor(c, d)).toBe(carved.neighbor(c, d));
    // Density goes to the shape: 0 is a plain square maze.
    const plain = gridOf({ ...request, crossings: 0 });
    GENERATORS.find((g) => g.id === 'wilson')!.carve(plain, createRng('copy'));
    expect((plain as WeaveGrid).crossings()).toEqual([]);
  });

  it('writes a mask as link rows and reads the same bitmap back, empty edges kept', () => {
    const on = [0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const bitmap = { width: 5, height: 4, on: Uint8Array.from(on) };
    const rows = maskToRows(bitmap);
    expect(rows).toBe('.xx.._x_._.');
    expect(maskFromRows(rows)).toEqual(bitmap);
    for (const m of BUILT_IN_MASKS) expect(maskFromRows(maskToRows(m.bitmap()))).toEqual(m.bitmap());
  });

  it('reads a picture mask by core rule (a tiny black-on-white picture)', () => {
    const px = [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255];
    expect(maskToRows(maskFromPixels(2, 2, px))).toBe('x._.x');
  });

  it('counts polar cells as grid-polar builds them', () => {
    for (const rings of [1, 2, 5, 17]) expect(polarCells(rings)).toBe(polarShape.create({ rings }).size);
  });

  it('finds the cell under a point of any shape (the cell whose centre is nearest)', () => {
    for (const shape of ['hex', 'triangle', 'polar']) {
      const grid = gridOf({ shape, width: 6, height: 5, levels: 1, rings: 4 });
      const layout = shapeMapLayout(grid);
      for (let c = 0; c < grid.size; c++) {
        const at = cellCentre(layout, c);
        expect(cellAt(layout, at.x + 0.05, at.y - 0.05), `${shape} ${c}`).toBe(c);
      }
      expect(cellAt(layout, -5, -5)).toBe(-1);
    }
  });
});
