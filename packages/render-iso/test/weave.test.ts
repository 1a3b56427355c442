import { generate } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { shape as weave } from '@mazekit/grid-weave';
import { expect, it } from 'vitest';
import { renderer } from '../src/index.js';

it('refuses a weave maze in one line naming what draws it, in both formats', () => {
  const maze = generate(wilson, { grid: weave.create({ width: 8, height: 6, crossings: 1 }), seed: 'iso' });
  for (const format of ['iso', 'iso-png']) {
    expect(() => renderer.render(maze, { format })).toThrow(/^@mazekit\/render-iso: cannot draw weave mazes .*svg, png or pdf$/);
  }
});
