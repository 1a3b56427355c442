import { OrthogonalGrid, isMazekitError, shortestPath } from '@mazekit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTURES, WORLD_SIZE, route, window, type WorldOptions } from '../src/index.js';
import { CellReader, stepBit } from './helpers.js';

/** Why `path` is not a valid route (a repeated cell, a jump, a step through a wall), or undefined. */
function flaw(seed: string, path: Array<[number, number]>, options: WorldOptions, size = WORLD_SIZE): string | undefined {
  const reader = new CellReader(seed, options, size);
  const seen = new Set<string>();
  for (let i = 0; i < path.length; i++) {
    const [x, y] = path[i]!;
    const key = `${x},${y}`;
    if (seen.has(key)) return `cell ${key} twice`;
    seen.add(key);
    if (i === 0) continue;
    const [px, py] = path[i - 1]!;
    const bit = stepBit(px, py, x, y);
    if (bit === 0) return `step ${i}: (${px}, ${py}) to (${x}, ${y}) is not to a neighbour`;
    if ((reader.bits(px, py) & bit) === 0) return `step ${i}: (${px}, ${py}) to (${x}, ${y}) goes through a wall`;
  }
  return undefined;
}

describe.each(TEXTURES)('routes in the %s texture', (texture) => {
  it.each([
    [8, 2],
    [16, 2],
  ])('equal the unique path of a whole small world (chunk %i, %i levels)', (chunk, levels) => {
    const options = { texture, chunk, levels };
    const size = chunk ** levels;
    const grid = new OrthogonalGrid(size, size, 1, window('small', 0, 0, size, size, options));
    fc.assert(
      fc.property(fc.nat(size * size - 1), fc.nat(size * size - 1), (a, b) => {
        const want = shortestPath(grid, a, b)!.map((c) => [c % size, Math.floor(c / size)]);
        expect(route('small', [a % size, Math.floor(a / size)], [b % size, Math.floor(b / size)], options)).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });

  it('step only through open passages and join their ends in the big world', () => {
    const cases: Array<[[number, number], [number, number]]> = [
      [[2 ** 31 + 10, 2 ** 31 + 20], [2 ** 31 + 300, 2 ** 31 + 150]],
      [[64 * 9 - 1, 70], [64 * 9 + 5, 140]],
      [[WORLD_SIZE - 1, WORLD_SIZE - 1], [WORLD_SIZE - 200, WORLD_SIZE - 90]],
    ];
    // Across 2^31 (a border of level-5 blocks) the chunks route runs to a door up to 2^30 cells away.
    if (texture === 'division') cases.push([[2 ** 31 - 30, 2 ** 31 - 20], [2 ** 31 + 40, 2 ** 31 + 50]]);
    for (const [from, to] of cases) {
      const path = route('far', from, to, { texture });
      expect(path[0]).toEqual(from);
      expect(path.at(-1)).toEqual(to);
      expect(flaw('far', path, { texture })).toBeUndefined();
    }
  });

  it('has a checker that catches jumps, repeats and walls', () => {
    expect(flaw('far', [[5, 5], [7, 5]], { texture })).toMatch(/not to a neighbour/);
    expect(flaw('far', [[5, 5], [5, 5]], { texture })).toMatch(/twice/);
    const bits = window('far', 5, 5, 1, 1, { texture })[0]!;
    const closed = [1, 2, 4, 8].find((bit) => (bits & bit) === 0)!;
    const next: [number, number] = closed === 1 ? [5, 4] : closed === 2 ? [5, 6] : closed === 4 ? [6, 5] : [4, 5];
    expect(flaw('far', [[5, 5], next], { texture })).toMatch(/through a wall/);
  });

  it('is a single cell from a cell to itself', () => {
    expect(route('x', [2 ** 40, 5], [2 ** 40, 5], { texture })).toEqual([[2 ** 40, 5]]);
  });

  it('refuses, in one line, a route longer than maxLength', () => {
    try {
      route('long', [0, 0], [WORLD_SIZE - 1, WORLD_SIZE - 1], { texture, maxLength: 5000 });
      expect.unreachable();
    } catch (error) {
      expect(isMazekitError(error)).toBe(true);
      expect((error as Error).message).toMatch(/^@mazekit\/endless: the route from \(0, 0\) to .* is longer than maxLength 5000 cells/);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
