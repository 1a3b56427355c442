import { createCanvas } from '@napi-rs/canvas';
import { formatColor, parseColor, resolveColor } from '@mazekit/core';
import { expect, test } from 'vitest';
import { resolveMazeStyle } from '../src/options.js';

// The canvas's own CSS parser is the judge: every colour core's check lets through must mean
// to the canvas what core read from it, or a PNG would draw another colour (or black) than asked.
const ACCEPTED = [
  'red', 'RebeccaPurple', 'transparent', '#abc', '#abcd', '#a1b2c3', '#a1b2c3d4',
  'rgb(1, 2, 3)', 'rgba(1,2,3,0.25)', 'rgb(1 2 3 / 50%)', 'rgb(100%, 50%, 0%)', 'rgb(300 -5 12.4)',
  'hsl(120, 100%, 25%)', 'hsla(120, 100%, 50%, 30%)', 'hsl(0.5turn 100% 50%)', 'hsl(-120deg 100% 50%)', 'hsl(200 40% 60% / 0.7)',
  'hwb(120 10% 10%)', 'hwb(0 60% 60%)', 'hwb(300 20% 30% / 25%)',
];

function canvasReads(color: string): string {
  const ctx = createCanvas(1, 1).getContext('2d');
  ctx.fillStyle = '#010203';
  ctx.fillStyle = color;
  return String(ctx.fillStyle);
}

test('every colour core accepts is the same colour to the canvas, as written and as core passes it on', () => {
  for (const color of ACCEPTED) {
    const passed = resolveColor('@mazekit/render-canvas', 'wallColor', color);
    const rgba = parseColor(color)!;
    expect([color, canvasReads(passed)]).toEqual([color, canvasReads(color)]);
    expect([color, canvasReads(formatColor(rgba))]).toEqual([color, canvasReads(color)]);
  }
});

test('what core refuses, the canvas would have ignored (drawing in the colour before it)', () => {
  for (const bad of ['notacolour', '#12345', 'rgb(1,2)', 'url(#x)']) {
    expect(canvasReads(bad)).toBe('#010203');
    expect(() => resolveMazeStyle({ wallColor: bad })).toThrow(`option wallColor must be a CSS colour`);
  }
});
