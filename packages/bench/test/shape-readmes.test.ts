// The triangle and polar READMEs' examples, and their measured dead-end tables, checked
// against the generators.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Generator, type Grid, createRng, deadEnds } from '@mazekit/core';
import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as huntAndKill } from '@mazekit/generator-hunt-and-kill';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as prim } from '@mazekit/generator-prim';
import { generator as wilson } from '@mazekit/generator-wilson';
import { PolarGrid } from '@mazekit/grid-polar';
import { TriangleGrid } from '@mazekit/grid-triangle';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('../', import.meta.url));
const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

// Each README's table is the mean dead-end fraction over SAMPLES mazes per generator (seeds
// "dead-ends/0" ...), rounded to one decimal of a percent.
const SAMPLES = 20;
const generators: Generator[] = [backtracker, huntAndKill, wilson, aldousBroder, kruskal, prim];
const shapes: Array<{ name: string; make: () => Grid }> = [
  { name: 'grid-triangle', make: () => new TriangleGrid(80, 60) },
  { name: 'grid-polar', make: () => new PolarGrid(40) },
];

describe.each(shapes)('$name README', ({ name, make }) => {
  const readme = readFileSync(new URL(`../../${name}/README.md`, import.meta.url), 'utf8');
  const blocks = [...readme.matchAll(FENCE)];
  const examples = blocks.flatMap((block, i) => {
    if (block[1] !== 'js') return [];
    const next = blocks[i + 1];
    const between = next ? readme.slice(block.index + block[0].length, next.index) : '';
    return [{ n: i, code: block[2]!, prints: next && /\bprints\b/.test(between) ? next[2]! : undefined }];
  });

  it('has a js example under "## Use"', () => {
    const use = readme.indexOf('\n## Use');
    expect(use).toBeGreaterThan(0);
    expect(examples.some((e) => blocks[e.n]!.index > use)).toBe(true);
  });

  it.each(examples)('runs block $n and prints what the README shows', ({ code, prints }) => {
    const out = execFileSync('node', ['--input-type=module', '-e', code], { cwd: here, encoding: 'utf8' });
    if (prints !== undefined) expect(out.trimEnd()).toBe(prints.trimEnd());
  });

  it('gives the dead-end fractions this package measures', () => {
    for (const gen of generators) {
      let ends = 0;
      let cells = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const grid = make();
        gen.carve(grid, createRng(`dead-ends/${i}`));
        ends += deadEnds(grid).length;
        cells += grid.size;
      }
      expect(readme).toContain(`| ${gen.id} | ${((100 * ends) / cells).toFixed(1)} % |`);
    }
  }, 120_000);
});
