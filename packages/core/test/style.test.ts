import { describe, expect, it } from 'vitest';
import { OrthogonalGrid, STYLE_OPTIONS, heatRamp, heatShades, resolveStyle, shadeRuns } from '../src/index.js';

describe('shared maze style', () => {
  it('fills defaults and checks colours and sizes, naming the caller', () => {
    const style = resolveStyle('@mazekit/x', { cellSize: 8 });
    expect(style.cellSize).toBe(8);
    expect(style.wallColor).toBe('#000000');
    expect(Object.keys(style)).toEqual(STYLE_OPTIONS.map((s) => s.name));
    expect(() => resolveStyle('@mazekit/x', { wallColor: 'red;x' })).toThrow(
      '@mazekit/x: option wallColor must be a CSS colour (#rgb, #rrggbb, a name, rgb() or hsl()), got "red;x"',
    );
    expect(() => resolveStyle('@mazekit/x', { heatColor: 'red' })).toThrow('@mazekit/x: option heatColor must be #rgb or #rrggbb, got "red"');
    expect(() => resolveStyle('@mazekit/x', { cellSize: 4, wallWidth: 5 })).toThrow('option wallWidth must be at most cellSize (4), got 5');
    expect(resolveStyle('@mazekit/x', { title: '<not a colour>' }).title).toBe('<not a colour>');
  });
});

describe('heat map', () => {
  it('ramps from white to the colour', () => {
    expect(heatRamp('#08306b', 3)).toEqual(['#ffffff', '#8498b5', '#08306b']);
    expect(heatRamp('#000', 2)).toEqual(['#ffffff', '#000000']);
  });

  it('shades by distance and merges same-shade runs per row', () => {
    const shades = heatShades(Int32Array.from([0, 1, 2, 4, -1, 4]), 3);
    expect(Array.from(shades)).toEqual([0, 1, 1, 2, -1, 2]);
    const runs: number[][] = [];
    shadeRuns(new OrthogonalGrid(3, 2), shades, 0, (...r) => runs.push(r));
    expect(runs).toEqual([
      [0, 0, 1, 0],
      [0, 1, 2, 1],
      [1, 0, 1, 2],
      [1, 2, 1, 2],
    ]);
  });
});
