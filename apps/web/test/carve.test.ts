import { OrthogonalGrid, TracePlayer, generate, stringifyMaze } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { carveMaze } from '../src/carve.js';
import { GENERATORS } from '../src/generators.js';

const request = { width: 9, height: 7, levels: 1, seed: 'web', options: {} };

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
      const big = { width: 120, height: 100, levels: 1, seed: 'p', options: {} };
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
