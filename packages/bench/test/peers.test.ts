import { createRng } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { ellerToCells, mazeFlaw, peerSubjects, sbj42ToCells, type Size } from '../src/index.js';

const flat = (width: number, height: number): Size => ({ width, height, levels: 1 });

describe.each(peerSubjects().map((s) => [s.label, s] as const))('%s', (_label, subject) => {
  test.each([flat(1, 1), flat(1, 9), flat(9, 1), flat(2, 2), flat(17, 11), flat(50, 50)])('makes a perfect %o maze', (size) => {
    for (let seed = 1; seed <= 3; seed++) {
      const output = subject.run(size, createRng(seed), seed);
      expect(mazeFlaw(subject.toCells(output, size), size)).toBeUndefined();
    }
  });

  test('says it cannot make several floors', () => {
    expect(subject.unsupported({ width: 5, height: 5, levels: 2 })).toMatch(/one floor only/);
    expect(subject.unsupported(flat(5, 5))).toBeUndefined();
  });
});

test('generate-maze is the baseline and capped; the others draw from the rng given', () => {
  const [backtrack, prim, eller] = peerSubjects();
  expect(eller!.baseline).toBe(true);
  expect(eller!.usesRng).toBe(false);
  expect(eller!.maxCells).toBe(1_000_000);
  expect([backtrack!.usesRng, prim!.usesRng]).toEqual([true, true]);
  expect(backtrack!.algorithm).toBe('backtracker');
});

test('ellerToCells maps walls to passage bits and refuses one-sided walls', () => {
  const open = { top: true, left: true, bottom: true, right: true };
  // Two cells side by side with the wall between them open from both sides.
  const rows = [[{ ...open, right: false }, { ...open, left: false }]];
  expect([...ellerToCells(rows, flat(2, 1))]).toEqual([4, 8]);
  // Open walls on the outside are ignored: they lead off the grid.
  expect([...ellerToCells([[{ top: false, left: false, bottom: false, right: false }]], flat(1, 1))]).toEqual([0]);
  expect(() => ellerToCells([[{ ...open, right: false }, open]], flat(2, 1))).toThrow(/one-sided/);
});

test('sbj42ToCells maps north, east, south, west to 1, 4, 2, 8', () => {
  // A 2x2 maze open between (0,0)-(1,0) and (0,0)-(0,1): sbj42 directions 0 N, 1 E, 2 S, 3 W.
  const open = new Set(['0,0,1', '1,0,3', '0,0,2', '0,1,0']);
  const maze = { width: () => 2, height: () => 2, getPassage: (x: number, y: number, dir: number) => open.has(`${x},${y},${dir}`) };
  expect([...sbj42ToCells(maze, flat(2, 2))]).toEqual([6, 8, 1, 0]);
});
