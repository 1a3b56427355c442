import { maskFromPixels } from '@mazekit/core';
import { shape as polarShape } from '@mazekit/grid-polar';
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../src/generators.js';
import { gridOf, polarCells } from '../src/shape/grid-of.js';
import { BUILT_IN_MASKS, maskFromRows, maskToRows } from '../src/shape/masks.js';
import { SHAPES, whyNot } from '../src/shape/shapes.js';
import { cellAt, cellCentre, shapeMapLayout } from '../src/view/map-layout.js';

describe('shapes and masks of the page', () => {
  it('offers square, hex, triangle and polar', () => {
    expect(SHAPES.map((s) => s.topology)).toEqual(['orthogonal', 'hex', 'triangle', 'polar']);
  });

  it('knows which bundled generators carve which shape, with the reason', () => {
    const refused = GENERATORS.filter((g) => whyNot(g, 'hex', false)).map((g) => g.id);
    expect(refused.sort()).toEqual(['binary-tree', 'eller', 'recursive-division', 'rooms', 'sidewinder']);
    expect(GENERATORS.filter((g) => whyNot(g, 'orthogonal', true)).map((g) => g.id).sort()).toEqual(refused.sort());
    expect(GENERATORS.filter((g) => whyNot(g, 'orthogonal', false))).toEqual([]);
    expect(whyNot(GENERATORS.find((g) => g.id === 'eller')!, 'polar', false)).toBe("Eller's algorithm carves square mazes only");
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
