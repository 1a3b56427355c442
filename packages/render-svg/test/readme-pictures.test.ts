// The pictures in the READMEs of the shape packages are what this renderer draws today:
// regenerate them with UPDATE_FIXTURES=1 after a deliberate change in the drawing, and look.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { solve, type Grid, type Maze, type Shape, type ShapeParams } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { dfsGridMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { renderSvg, type SvgOptions } from '../src/index.js';

const update = process.env.UPDATE_FIXTURES === '1';

/** A seeded depth-first maze, solved from the first cell to the last (or as `ends` says). */
function maze(shape: Shape, params: ShapeParams, seed: string, ends?: (grid: Grid) => [number, number]): Maze<Grid> {
  const m = dfsGridMaze(shape.create(params), seed);
  const [start, goal] = ends ? ends(m.grid) : [0, m.grid.size - 1];
  return solve({ ...m, start, goal });
}

interface Picture {
  readonly file: string;
  readonly maze: () => Maze<Grid>;
  readonly options: SvgOptions;
}

function set(dir: string, name: string, shape: Shape, flat: ShapeParams, levels: ShapeParams | undefined, cellSize: number, ends?: (grid: Grid) => [number, number]): Picture[] {
  const plain = () => maze(shape, flat, `${name}-readme`, ends);
  const pictures: Picture[] = [
    { file: `${dir}/pictures/${name}.svg`, maze: plain, options: { cellSize, solution: false, ends: false } },
    { file: `${dir}/pictures/${name}-solved.svg`, maze: plain, options: { cellSize, gaps: true } },
    { file: `${dir}/pictures/${name}-distances.svg`, maze: plain, options: { cellSize, heatmap: true, solution: false } },
  ];
  if (levels) pictures.push({ file: `${dir}/pictures/${name}-levels.svg`, maze: () => maze(shape, levels, `${name}-levels-readme`), options: { cellSize } });
  return pictures;
}

const pictures: Picture[] = [
  ...set('grid-hex', 'hex', hex, { width: 14, height: 9 }, { width: 7, height: 5, levels: 3 }, 24),
  ...set('grid-triangle', 'triangle', triangle, { width: 19, height: 8 }, { width: 11, height: 5, levels: 2 }, 32),
  // In through the rim (the last cell is on the outer ring), out at the centre.
  ...set('grid-polar', 'polar', polar, { rings: 8 }, undefined, 22, (grid) => [grid.size - 1, 0]),
];

describe('shape README pictures', () => {
  test.each(pictures.map((p) => [p.file, p] as const))('%s is current', (_, picture) => {
    const svg = renderSvg(picture.maze(), picture.options);
    const file = new URL(`../../${picture.file}`, import.meta.url);
    if (update || !existsSync(file)) {
      if (!update) throw new Error(`missing ${picture.file}; run with UPDATE_FIXTURES=1`);
      writeFileSync(file, svg);
    }
    expect(readFileSync(file, 'utf8')).toBe(svg);
  });

  test.each(['grid-hex', 'grid-triangle', 'grid-polar'])('%s ships its pictures and shows each in its README', (dir) => {
    const manifest = JSON.parse(readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('pictures');
    const readme = readFileSync(new URL(`../../${dir}/README.md`, import.meta.url), 'utf8');
    for (const p of pictures.filter((q) => q.file.startsWith(`${dir}/`))) expect(readme).toContain(`](${p.file.slice(dir.length + 1)})`);
  });
});
