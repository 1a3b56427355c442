import { describe, expect, test } from 'vitest';
import { FRAME_OPTIONS, MAZE_OPTIONS } from '../src/index.js';

// The SVG renderer's option table (name, type, default, min, max, integer), copied here so that a
// drift between the two renderers fails this test: the CLI hands one style object to either.
const SVG_OPTIONS = [
  ['cellSize', 'number', 16, 1, 1000, undefined],
  ['wallWidth', 'number', 2, 0.1, 1000, undefined],
  ['padding', 'number', 10, 0, 10000, undefined],
  ['wallColor', 'string', '#000000'],
  ['backgroundColor', 'string', '#ffffff'],
  ['solutionColor', 'string', '#e4572e'],
  ['startColor', 'string', '#2e7d32'],
  ['goalColor', 'string', '#c62828'],
  ['stairColor', 'string', '#6a1b9a'],
  ['rockColor', 'string', '#000000'],
  ['doorColor', 'string', '#8b5a2b'],
  ['ends', 'boolean', true],
  ['gaps', 'boolean', false],
  ['solution', 'boolean', true],
  ['stairs', 'boolean', true],
  ['labels', 'boolean', true],
  ['heatmap', 'boolean', false],
  ['heatColor', 'string', '#08306b'],
  ['heatSteps', 'number', 32, 2, 256, true],
  ['columns', 'number', 0, 0, 10000, true],
  ['title', 'string', ''],
];

describe('option tables', () => {
  test('pictures take exactly the SVG renderer options, with its defaults and bounds', () => {
    expect(MAZE_OPTIONS.map((o) => (o.type === 'number' ? [o.name, o.type, o.default, o.min, o.max, o.integer] : [o.name, o.type, o.default]))).toEqual(
      SVG_OPTIONS,
    );
  });

  test('frames take the layout options plus the animation palette', () => {
    expect(FRAME_OPTIONS.map((o) => o.name)).toEqual([
      'cellSize',
      'wallWidth',
      'padding',
      'wallColor',
      'backgroundColor',
      'labels',
      'columns',
      'title',
      'unvisitedColor',
      'visitedColor',
      'headColor',
      'pathColor',
      'frontierColor',
      'borderColor',
    ]);
    for (const spec of FRAME_OPTIONS.slice(0, 8)) expect(spec).toEqual(MAZE_OPTIONS.find((o) => o.name === spec.name));
  });
});
