import { type Generator, type Grid, createRng, deadEnds } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as huntAndKill } from '@mazekit/generator-hunt-and-kill';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as prim } from '@mazekit/generator-prim';
import { generator as wilson } from '@mazekit/generator-wilson';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { TriangleGrid } from '../src/index.js';

// The README's dead-end table is measured here: each row is the mean over SAMPLES mazes
// (seeds "dead-ends/0" ...), rounded to one decimal of a percent.
const SAMPLES = 20;
const generators: Generator[] = [backtracker, huntAndKill, wilson, aldousBroder, kruskal, prim];

it('gives the dead-end fractions the README table shows', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  for (const gen of generators) {
    let ends = 0;
    let cells = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const grid: Grid = new TriangleGrid(80, 60);
      gen.carve(grid, createRng(`dead-ends/${i}`));
      ends += deadEnds(grid).length;
      cells += grid.size;
    }
    const percent = ((100 * ends) / cells).toFixed(1);
    expect(readme).toContain(`| ${gen.id} | ${percent} % |`);
  }
});
