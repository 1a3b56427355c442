import { OrthogonalGrid, TracePlayer, difficulty, generate, longestPath, maskCells, maskGrid, stringifyMaze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { findBuiltInMask } from '../src/shape/masks.js';
import { gridOf } from '../src/shape/grid-of.js';
import { describe, expect, it } from 'vitest';
import { carveMaze, hardestSeed } from '../src/carve.js';
import { GENERATORS } from '../src/generators.js';

const request = { shape: 'orthogonal', width: 9, height: 7, levels: 1, rings: 1, seed: 'web', options: {} };

describe('carveMaze', () => {
  for (const generator of GENERATORS) {
    it(`${generator.id}: gives generate()'s maze, byte for byte, however it is watched`, () => {
      const expected = stringifyMaze(generate(generator, request));
      expect(stringifyMaze(carveMaze(generator, request).maze)).toBe(expected);
      expect(stringifyMaze(carveMaze(generator, request, { recordUpTo: 1e7 }).maze)).toBe(expected);
      expect(stringifyMaze(carveMaze(generator, request, { progress: () => undefined }).maze)).toBe(expected);
    });

    it(`${generator.id}: records a trace that replays to the finished maze`, () => {
      const { maze, recording, recordingDropped } = carveMaze(generator, request, { recordUpTo: 1e7 });
      expect(recordingDropped).toBe(false);
      const player = new TracePlayer(maze.grid, recording!);
      expect(player.steps).toBeGreaterThan(0);
      expect(Array.from(player.seek(player.steps).cells)).toEqual(Array.from(maze.grid.cells));
    });
  }

  it('counts the steps that open the field of a walls generator (recursive division), and none for others', () => {
    for (const generator of GENERATORS) {
      const { recording, openingSteps } = carveMaze(generator, request, { recordUpTo: 1e7 });
      if (generator.traceKind !== 'walls') {
        expect(openingSteps, generator.id).toBe(0);
        continue;
      }
      // One join of every cell, then one carve per passage of the 9 × 7 field.
      expect(openingSteps).toBe(1 + 8 * 7 + 9 * 6);
      const player = new TracePlayer(new OrthogonalGrid(9, 7), recording!);
      const field = player.seek(openingSteps);
      expect(field.visited.every((v) => v === 1)).toBe(true);
      expect(field.cells[0]).toBe(2 | 4);
    }
  });

  it('appends the braid as carve steps, so the animation ends on the braided maze', () => {
    const generator = GENERATORS[0]!;
    const braided = carveMaze(generator, { ...request, braid: 1 }, { recordUpTo: 1e7 });
    const plain = carveMaze(generator, request, { recordUpTo: 1e7 });
    expect(braided.recording!.offsets.length).toBeGreaterThan(plain.recording!.offsets.length);
    const player = new TracePlayer(braided.maze.grid, braided.recording!);
    expect(Array.from(player.seek(player.steps).cells)).toEqual(Array.from(braided.maze.grid.cells));
  });

  it('drops a recording that grows past the limit and still carves', () => {
    const generator = GENERATORS[0]!;
    const result = carveMaze(generator, request, { recordUpTo: 10 });
    expect(result.recording).toBeUndefined();
    expect(result.recordingDropped).toBe(true);
    expect(stringifyMaze(result.maze)).toBe(stringifyMaze(generate(generator, request)));
  });

  it('reports progress that only grows and ends at every cell', () => {
    for (const generator of GENERATORS) {
      const reports: number[] = [];
      const big = { ...request, width: 120, height: 100, seed: 'p' };
      carveMaze(generator, big, { progress: (done, total) => (expect(total).toBe(12_000), reports.push(done)) });
      expect(reports.at(-1)).toBe(12_000);
      expect(reports.every((v, i) => i === 0 || v >= reports[i - 1]!)).toBe(true);
    }
  });

  it('passes the generator refusal through', () => {
    const generator = GENERATORS[0]!;
    expect(() => carveMaze(generator, { ...request, options: { nope: 1 } })).toThrow(/unknown option "nope"/);
  });
});

describe('carveMaze on every shape', () => {
  const wilson = GENERATORS.find((g) => g.id === 'wilson')!;
  const heart = findBuiltInMask('heart')!.bitmap();
  const cases = [
    { name: 'hex', request: { ...request, shape: 'hex', levels: 2 }, grid: () => hex.create({ width: 9, height: 7, levels: 2 }) },
    { name: 'triangle', request: { ...request, shape: 'triangle' }, grid: () => triangle.create({ width: 9, height: 7 }) },
    { name: 'polar', request: { ...request, shape: 'polar', rings: 5 }, grid: () => polar.create({ rings: 5 }) },
    {
      name: 'masked hex',
      request: { ...request, shape: 'hex', width: 16, height: 14, mask: heart },
      grid: () => {
        const base = hex.create({ width: 16, height: 14 });
        return maskGrid(base, maskCells(base, heart));
      },
    },
  ];
  for (const c of cases) {
    it(`${c.name}: the same maze JSON as generate() on the grid the CLI builds, recorded or not`, () => {
      const expected = stringifyMaze(generate(wilson, { grid: c.grid(), seed: 'web', options: {} }));
      expect(stringifyMaze(carveMaze(wilson, c.request).maze)).toBe(expected);
      const { maze, recording } = carveMaze(wilson, c.request, { recordUpTo: 1e7 });
      expect(stringifyMaze(maze)).toBe(expected);
      const player = new TracePlayer(gridOf(c.request), recording!);
      expect([...player.seek(player.steps).cells]).toEqual([...maze.grid.cells]);
    });
  }

  it('refuses a mask whose cells do not connect at this size with core\'s one line', () => {
    const letter = findBuiltInMask('letter')!.bitmap();
    expect(() => gridOf({ ...request, width: 5, height: 5, mask: letter })).toThrow(/the mask's on-cells do not all connect: cell \d+ \(col \d+, row \d+\) cannot be reached/);
  });
});

describe('hardestSeed', () => {
  const wilson = GENERATORS.find((g) => g.id === 'wilson')!;

  it('keeps the first of the highest difficulty scores among <seed>-1 .. <seed>-N, as generate --pick hardest does', () => {
    const scores = Array.from({ length: 12 }, (_, i) => {
      const grid = generate(wilson, { ...request, seed: `web-${i + 1}` }).grid;
      const { start, goal } = longestPath(grid);
      return difficulty(grid, start, goal).score;
    });
    const best = scores.indexOf(Math.max(...scores));
    expect(hardestSeed(wilson, request, 12)).toBe(`web-${best + 1}`);
    // The pick is not just the first or the last seed, and a different N can pick another maze.
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(hardestSeed(wilson, request, 1)).toBe('web');
  });

  it('scores the braided mazes when asked to braid', () => {
    const braided = { ...request, braid: 1 };
    const scores = Array.from({ length: 6 }, (_, i) => {
      const grid = carveMaze(wilson, { ...braided, seed: `web-${i + 1}` }).maze.grid;
      const { start, goal } = longestPath(grid);
      return difficulty(grid, start, goal).score;
    });
    expect(hardestSeed(wilson, braided, 6)).toBe(`web-${scores.indexOf(Math.max(...scores)) + 1}`);
  });
});
