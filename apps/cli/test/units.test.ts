import { describe, expect, it } from 'vitest';
import { detectColor } from '../src/animate/color.js';
import { fitScreen, screenSize } from '../src/animate/scene.js';
import { parseIntFlag } from '../src/args.js';
import { classify } from '../src/discover.js';
import { seedFor } from '../src/make.js';
import { formatTable } from '../src/formats.js';

describe('naming convention', () => {
  it('classifies package names', () => {
    expect(classify('@mazekit/generator-wilson')).toEqual({ kind: 'generator', id: 'wilson' });
    expect(classify('@mazekit/render-svg')).toEqual({ kind: 'renderer', id: 'svg' });
    expect(classify('mazekit-generator-hunt-and-kill')).toEqual({ kind: 'generator', id: 'hunt-and-kill' });
    expect(classify('@acme/mazekit-generator-zigzag')).toEqual({ kind: 'generator', id: 'zigzag' });
    expect(classify('@acme/mazekit-render-dots')).toEqual({ kind: 'renderer', id: 'dots' });
    for (const name of ['@mazekit/core', '@mazekit/cli', 'mazekit', 'left-pad', 'mazekit-generator-', 'mazekit-generator-Bad', '@acme/generator-x', 'mazekit-renderer-x']) {
      expect(classify(name), name).toBeUndefined();
    }
  });
});

describe('colour detection', () => {
  it('follows --color, NO_COLOR, COLORTERM and TERM', () => {
    expect(detectColor('none', { COLORTERM: 'truecolor' }, true)).toBe('none');
    expect(detectColor('256', { NO_COLOR: '1' }, false)).toBe('256');
    expect(detectColor('auto', { NO_COLOR: '1', COLORTERM: 'truecolor' }, true)).toBe('none');
    expect(detectColor('auto', { NO_COLOR: '', COLORTERM: 'truecolor' }, true)).toBe('truecolor');
    expect(detectColor('auto', { COLORTERM: '24bit' }, true)).toBe('truecolor');
    expect(detectColor('auto', { TERM: 'xterm-256color' }, true)).toBe('256');
    expect(detectColor('auto', { TERM: 'dumb' }, true)).toBe('none');
    expect(detectColor('auto', { TERM: 'linux' }, true)).toBe('16');
    expect(detectColor('auto', { TERM: 'xterm' }, true)).toBe('256');
    expect(detectColor('auto', { COLORTERM: 'truecolor' }, false)).toBe('none');
  });
});

describe('screen fitting', () => {
  it('prefers full blocks, falls back to half blocks, then to one floor per row', () => {
    expect(screenSize(10, 5, 1, { columns: 1, scale: 'full' })).toEqual({ columns: 42, rows: 12 });
    expect(fitScreen(10, 5, 1, 42, 12, true)).toEqual({ columns: 1, scale: 'full' });
    expect(fitScreen(10, 5, 1, 41, 12, true)).toEqual({ columns: 1, scale: 'half' });
    expect(fitScreen(10, 5, 1, 41, 12, false)).toBeUndefined();
    expect(fitScreen(10, 5, 2, 200, 12, true)).toEqual({ columns: 2, scale: 'full' });
    expect(fitScreen(10, 5, 2, 50, 40, true)).toEqual({ columns: 1, scale: 'full' });
  });
});

describe('arguments and seeds', () => {
  it('accepts plain decimal integers only', () => {
    expect(parseIntFlag('--width', '12', 1)).toBe(12);
    for (const bad of ['', ' 1', '1.0', '1e2', '0x10', '+3', '-3', '0']) expect(() => parseIntFlag('--width', bad, 1), bad).toThrow(/--width must be an integer/);
  });

  it('gives maze i of a batch the seed <base>-<i+1>, and one maze the base itself', () => {
    expect(seedFor('42', 0, 1)).toBe('42');
    expect([0, 1, 2].map((i) => seedFor('42', i, 3))).toEqual(['42-1', '42-2', '42-3']);
  });
});

describe('formatTable', () => {
  const loaded = (id: string, formats: string[], extensions: Record<string, string>) =>
    ({ plugin: { id }, renderer: { id, formats, extensions } }) as unknown as Parameters<typeof formatTable>[0][number];
  it('gives an extension to the format of its own name, whichever renderer comes first', () => {
    const table = formatTable([loaded('tiled', ['tiled', 'tiled-tileset'], { tiled: 'tmj', 'tiled-tileset': 'png' }), loaded('canvas', ['png'], { png: 'png' })]);
    expect(table.byExtension.get('png')).toBe('png');
    expect(table.byExtension.get('tmj')).toBe('tiled');
  });
});
