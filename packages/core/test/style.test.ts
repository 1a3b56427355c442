import { describe, expect, it } from 'vitest';
import { COLOR_FORMS, OrthogonalGrid, colorChannels, STYLE_OPTIONS, formatColor, heatRamp, heatShades, parseColor, resolveColor, resolveStyle, shadeRuns } from '../src/index.js';

describe('colours', () => {
  it('parses every CSS form to one, and refuses the rest naming the option and value', () => {
    // Names and hex pass as written; functional forms come out as #rrggbb or rgba().
    const cases: [string, string][] = [
      ['red', 'red'],
      ['RebeccaPurple', 'RebeccaPurple'],
      ['#abc', '#abc'],
      ['#11223380', '#11223380'],
      ['rgb(1, 2, 3)', '#010203'],
      ['rgba(1,2,3,0.25)', 'rgba(1,2,3,0.25)'],
      ['rgb(1 2 3 / 50%)', 'rgba(1,2,3,0.5)'],
      ['hsl(120, 100%, 25%)', '#008000'],
      ['hwb(0 0% 0%)', '#ff0000'],
      ['transparent', 'transparent'],
      ['RGB(0, 0, 255)', '#0000ff'],
      ['rgb(100%, 50%, 0%)', '#ff8000'],
      ['rgb(300 -5 12.4)', '#ff000c'],
      ['hsla(120, 100%, 50%, 30%)', 'rgba(0,255,0,0.3)'],
      ['hsl(0.5turn 100% 50%)', '#00ffff'],
      ['hsl(-120deg 100% 50%)', '#0000ff'],
      ['hsl(0, 80%, 50%)', '#e61919'],
      ['hwb(120 10% 10%)', '#1ae61a'],
      ['hwb(0 60% 60%)', '#808080'],
    ];
    for (const [text, out] of cases) expect([text, resolveColor('@mazekit/x', 'c', text)]).toEqual([text, out]);
    expect(parseColor('#808080')).toEqual([128, 128, 128, 1]);
    expect(parseColor('#1238')).toEqual([17, 34, 51, 0x88 / 255]);
    expect(colorChannels('navy')).toEqual([0, 0, 128, 1]);
    expect(() => colorChannels('nope')).toThrow('@mazekit/core: not a CSS colour: "nope"');
    expect(heatRamp('red', 2)).toEqual(['#ffffff', '#ff0000']);
    expect(formatColor([1, 2, 3, 1])).toBe('#010203');
    const refused = ['notacolour', '#12345', '#gggggg', '#', '', ' red', 'rgb(1,2)', 'rgb(1,2,3,)', 'rgb(1 2 3 4)', 'rgb(1, 2 3)', 'rgb(1 2 3 / 1 / 2)'];
    refused.push('hsl(120, 50, 50)', 'hsl(10% 50% 50%)', 'hwb(1 2 3)', 'rgb(1px 2 3)', 'rgb((1),2,3)', 'url(#x)', 'red" onload="x', 'none', 'currentColor', 'constructor');
    for (const bad of refused) {
      expect(() => resolveColor('@mazekit/x', 'wallColor', bad)).toThrow(`@mazekit/x: option wallColor must be ${COLOR_FORMS}; got ${JSON.stringify(bad)}`);
    }
    expect(() => resolveColor('@mazekit/x', 'wallColor', 7)).toThrow('got 7');
    expect(resolveColor('@mazekit/x', 'backgroundColor', 'none', { none: true })).toBe('none');
    expect(() => resolveColor('@mazekit/x', 'backgroundColor', 'nope', { none: true })).toThrow(', or none; got "nope"');
    expect(() => resolveColor('@mazekit/x', 'c', 'transparent', { alpha: false })).toThrow('option c must be an opaque colour');
  });
});

describe('shared maze style', () => {
  it('fills defaults and checks colours and sizes, naming the caller', () => {
    const style = resolveStyle('@mazekit/x', { cellSize: 8 });
    expect(style.cellSize).toBe(8);
    expect(style.wallColor).toBe('#000000');
    expect(Object.keys(style)).toEqual(STYLE_OPTIONS.map((s) => s.name));
    expect(() => resolveStyle('@mazekit/x', { wallColor: 'red;x' })).toThrow(
      '@mazekit/x: option wallColor must be a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb(); got "red;x"',
    );
    expect(resolveStyle('@mazekit/x', { heatColor: 'red', wallColor: 'RGB(0 0 255 / 50%)' })).toMatchObject({ heatColor: 'red', wallColor: 'rgba(0,0,255,0.5)' });
    expect(() => resolveStyle('@mazekit/x', { heatColor: '#0000ff80' })).toThrow('@mazekit/x: option heatColor must be an opaque colour');
    expect(resolveStyle('@mazekit/x', { backgroundColor: 'none' }).backgroundColor).toBe('none');
    expect(() => resolveStyle('@mazekit/x', { stairColor: 'none' })).toThrow('option stairColor must be a CSS colour');
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
