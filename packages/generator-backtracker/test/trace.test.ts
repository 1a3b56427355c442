import { OrthogonalGrid, TracePlayer, TraceRecorder, createRng, type Tracer } from '@mazekit/core';
import { HexTestGrid, assertPerfect } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { carveBacktracker } from '../src/index.js';

it('reports a visit per cell, a carve per passage, and steps back along the carved passages', () => {
  const grid = new OrthogonalGrid(12, 9, 2);
  const visits: number[] = [];
  let carves = 0;
  let head = -1;
  let backtracks = 0;
  const tracer: Tracer = {
    visit: (c) => void visits.push(c),
    carve: (a, b) => {
      expect(a).toBe(head);
      expect(grid.directionTo(a, b)).toBeGreaterThanOrEqual(0);
      carves++;
    },
    head: (c) => {
      head = c;
    },
    backtrack: (c) => {
      // A step back follows an open passage from the current cell.
      expect(grid.isOpen(head, grid.directionTo(head, c))).toBe(true);
      head = c;
      backtracks++;
    },
  };
  carveBacktracker(grid, createRng('trace'), tracer);
  expect(new Set(visits).size).toBe(grid.size);
  expect(carves).toBe(grid.size - 1);
  // Every cell but the start is stepped back from exactly once, once its subtree is done.
  expect(backtracks).toBe(grid.size - 1);
});

it('replays through TraceRecorder and TracePlayer to the finished maze', () => {
  const grid = new OrthogonalGrid(10, 10);
  const recorder = new TraceRecorder();
  carveBacktracker(grid, createRng('replay'), recorder);
  const player = new TracePlayer(grid, recorder.finish());
  const end = player.seek(player.steps);
  expect(end.cells).toEqual(grid.cells);
  expect(end.visited.every((v) => v === 1)).toBe(true);
});

it('traces on other topologies too: a replay on a hex grid gives the finished maze', () => {
  const grid = new HexTestGrid(7, 6);
  const recorder = new TraceRecorder();
  carveBacktracker(grid, createRng('hex'), recorder);
  assertPerfect(grid);
  const player = new TracePlayer(grid, recorder.finish());
  expect(player.seek(player.steps).cells).toEqual(grid.cells);
});
