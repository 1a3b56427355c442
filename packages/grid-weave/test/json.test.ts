import { generate, parseMaze, stringifyMaze, toMazeJSON } from '@mazekit/core';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as wilson } from '@mazekit/generator-wilson';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WeaveGrid, shape } from '../src/index.js';
import { judge } from './reader.js';

const spec = readFileSync(new URL('../../../docs/maze-json.md', import.meta.url), 'utf8');
const EXAMPLE =
  '{"format":"mazekit/1","topology":"weave","width":5,"height":4,"crossings":[7],"generator":"wilson","seed":"42","cells":[6,12,14,10,2,1,6,3,13,9,6,11,1,2,2,1,5,12,13,9]}';

/** The example with some fields replaced. */
function edited(change: (o: Record<string, unknown> & { cells: number[] }) => void): string {
  const o = JSON.parse(EXAMPLE) as Record<string, unknown> & { cells: number[] };
  change(o);
  return JSON.stringify(o);
}

describe('weave maze JSON', () => {
  it('is the worked example of the format document, made from seed 42', () => {
    expect(spec).toContain(EXAMPLE);
    const grid = shape.create({ width: 5, height: 4, crossings: 0.4 });
    expect(stringifyMaze(generate(wilson, { grid, seed: 42 }))).toBe(EXAMPLE);
    expect(judge(EXAMPLE)).toBeUndefined();
  });

  it('reads back what it writes, crossings and all', () => {
    const grid = shape.create({ width: 23, height: 17, crossings: 0.7 });
    const maze = generate(kruskal, { grid, seed: 'round trip' });
    const json = stringifyMaze(maze);
    expect(JSON.parse(json)).toEqual(toMazeJSON(maze));
    const back = parseMaze(json, [shape]);
    expect(back.grid).toBeInstanceOf(WeaveGrid);
    const g = back.grid as WeaveGrid;
    expect(g.crossings()).toEqual(grid.crossings());
    expect(Array.from(g.cells)).toEqual(Array.from(grid.cells));
    expect(stringifyMaze(back)).toBe(json);
    expect(judge(json)).toBeUndefined();
  });

  it('reads a plain square weave maze with no crossings', () => {
    const json = edited((o) => {
      o.crossings = [];
      o.cells[6] = 6;
      o.cells[7] = 15;
      o.cells[8] = 13;
    });
    expect((parseMaze(json, [shape]).grid as WeaveGrid).crossings()).toEqual([]);
  });

  it('refuses a crossing whose corridors are not straight, or that is on the edge, naming the cell', () => {
    const cases: [string, string][] = [
      [edited((o) => void (o.cells[7] = 7)), 'rule crossing-straight: crossing cell 7 (col 2, row 1) has passages 7; its corridor on top must run straight through it, 3 (north-south) or 12 (east-west)'],
      [edited((o) => void (o.cells[6] = 2)), 'rule crossing-straight: the corridor beneath crossing cell 7 (col 2, row 1) must run straight under it: cell 6 (col 1, row 1) must open east and cell 8 (col 3, row 1) west'],
      [edited((o) => void (o.crossings = [2])), 'rule crossing-edge: crossing cell 2 (col 2, row 0) is on the edge of the board; a crossing needs a neighbour on every side'],
      [edited((o) => void (o.crossings = [6, 7])), 'rule crossing-straight: crossing cell 6 (col 1, row 1) has passages 6; its corridor on top'],
      [edited((o) => void (o.crossings = [7, 7])), 'rule crossings: "crossings" must list cells in ascending order, each once; 7 comes after 7'],
      [edited((o) => void (o.crossings = [20])), 'rule crossings: "crossings" must be an array of cell indices from 0 to 19'],
      [edited((o) => void delete o.crossings), 'rule crossings: "crossings" must be an array of cell indices from 0 to 19'],
    ];
    for (const [text, message] of cases) expect(() => parseMaze(text, [shape])).toThrow(message);
  });

  it('refuses two crossings side by side across the corridor beneath', () => {
    // 7 x 5 board: crossings 16 (north-south on top) and 17 (east-west on top), side by side.
    const cells = new Array<number>(35).fill(0);
    cells[16] = 3;
    cells[17] = 12;
    cells[15] = 4;
    cells[10] = 2;
    cells[24] = 1;
    const text = JSON.stringify({ format: 'mazekit/1', topology: 'weave', width: 7, height: 5, crossings: [16, 17], generator: 'x', seed: 'x', cells });
    expect(() => parseMaze(text, [shape])).toThrow(/rule crossing-side: cell 17 \(col 3, row 2\) is beside crossing cell 16 \(col 2, row 2\), where its corridor beneath comes out/);
  });

  it('has an independent reader that finds broken mazes', () => {
    expect(judge(edited((o) => void (o.cells[7] = 15)))).toMatch(/not straight/);
    expect(judge(edited((o) => void (o.crossings = [])))).toMatch(/does not open back|passages/);
    expect(judge(edited((o) => {
      o.cells[0] = 4;
      o.cells[5] = 0;
    }))).toMatch(/passages for 20 cells|loop/);
  });
});
