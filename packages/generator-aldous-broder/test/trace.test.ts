import { OrthogonalGrid, TracePlayer, TraceRecorder, createRng, type Tracer } from '@mazekit/core';
import { HexTestGrid, assertPerfect } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { carveAldousBroder } from '../src/index.js';

it('reports the walker on every step and a carve and visit for each new cell', () => {
  const grid = new OrthogonalGrid(9, 8, 2);
  const visited = new Uint8Array(grid.size);
  let head = -1;
  let heads = 0;
  let carves = 0;
  let visits = 0;
  const tracer: Tracer = {
    head: (c) => {
      // The walker moves one cell at a time, to a visited cell.
      if (head >= 0) expect(grid.directionTo(head, c)).toBeGreaterThanOrEqual(0);
      expect(visited[c]).toBe(1);
      head = c;
      heads++;
    },
    carve: (a, b) => {
      expect(a).toBe(head);
      expect(visited[a]).toBe(1);
      expect(visited[b]).toBe(0);
      carves++;
    },
    visit: (c) => {
      expect(visited[c]).toBe(0);
      visited[c] = 1;
      visits++;
    },
  };
  carveAldousBroder(grid, createRng('trace'), tracer);
  expect(visits).toBe(grid.size);
  expect(carves).toBe(grid.size - 1);
  // A random walk revisits cells many times before it has seen them all.
  expect(heads).toBeGreaterThan(2 * grid.size);
});

it('replays through TraceRecorder and TracePlayer to the finished maze', () => {
  const grid = new OrthogonalGrid(10, 10);
  const recorder = new TraceRecorder();
  carveAldousBroder(grid, createRng('replay'), recorder);
  const player = new TracePlayer(grid, recorder.finish());
  const end = player.seek(player.steps);
  expect(end.cells).toEqual(grid.cells);
  expect(end.visited.every((v) => v === 1)).toBe(true);
});

it('traces on other topologies too: a replay on a hex grid gives the finished maze', () => {
  const grid = new HexTestGrid(7, 6);
  const recorder = new TraceRecorder();
  carveAldousBroder(grid, createRng('hex'), recorder);
  assertPerfect(grid);
  const player = new TracePlayer(grid, recorder.finish());
  expect(player.seek(player.steps).cells).toEqual(grid.cells);
});
