import { OrthogonalGrid, TracePlayer, TraceRecorder, createRng, type Tracer } from '@mazekit/core';
import { HexTestGrid, assertPerfect } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { carveWilson } from '../src/index.js';

it('reports the walk: head, extend, loop erasures from the tail, joins of the whole path', () => {
  const grid = new OrthogonalGrid(9, 8, 2);
  const inMaze = new Uint8Array(grid.size);
  let path: number[] = [];
  let head = -1;
  let erasures = 0;
  let carves = 0;
  let visits = 0;
  const tracer: Tracer = {
    head: (c) => {
      if (head >= 0 && path.length > 0) expect(grid.directionTo(head, c)).toBeGreaterThanOrEqual(0);
      head = c;
    },
    extend: (c) => {
      expect(c).toBe(head);
      expect(path.includes(c) || inMaze[c] === 1).toBe(false);
      path.push(c);
    },
    erase: (cells) => {
      erasures++;
      // The head has come back to a path cell: the cells after it are erased, it stays.
      const at = path.indexOf(head);
      expect(at).toBeGreaterThanOrEqual(0);
      expect([...cells].sort((a, b) => a - b)).toEqual(path.slice(at + 1).sort((a, b) => a - b));
      path = path.slice(0, at + 1);
    },
    join: (cells) => {
      expect(inMaze[head]).toBe(1);
      expect([...cells]).toEqual(path);
      path = [];
    },
    carve: (a, b) => {
      expect(inMaze[a]).toBe(0);
      expect(grid.directionTo(a, b)).toBeGreaterThanOrEqual(0);
      carves++;
    },
    visit: (c) => {
      expect(inMaze[c]).toBe(0);
      inMaze[c] = 1;
      visits++;
    },
  };
  carveWilson(grid, createRng('trace'), tracer);
  expect(visits).toBe(grid.size);
  expect(carves).toBe(grid.size - 1);
  expect(erasures).toBeGreaterThan(0);
});

it('replays through TraceRecorder and TracePlayer to the finished maze', () => {
  const grid = new OrthogonalGrid(10, 10);
  const recorder = new TraceRecorder();
  carveWilson(grid, createRng('replay'), recorder);
  const player = new TracePlayer(grid, recorder.finish());
  const end = player.seek(player.steps);
  expect(end.cells).toEqual(grid.cells);
  expect(end.visited.every((v) => v === 1)).toBe(true);
  expect(end.onPath.every((v) => v === 0)).toBe(true);
});

it('traces on other topologies too: a replay on a hex grid gives the finished maze', () => {
  const grid = new HexTestGrid(7, 6);
  const recorder = new TraceRecorder();
  carveWilson(grid, createRng('hex'), recorder);
  assertPerfect(grid);
  const player = new TracePlayer(grid, recorder.finish());
  expect(player.seek(player.steps).cells).toEqual(grid.cells);
});
