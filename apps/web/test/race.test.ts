import { TraceRecorder, generate, solveWith } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../src/generators.js';
import { RaceLane, finishingOrder } from '../src/race/clock.js';
import { SOLVERS } from '../src/solvers.js';

const maze = generate(findGenerator('backtracker')!, { width: 10, height: 7, seed: 'lane' });
const ends = { ...maze, start: 0, goal: maze.grid.size - 1 };

describe('RaceLane', () => {
  for (const solver of SOLVERS) {
    it(`${solver.id}: counts its steps as the solver does, reaches its route at its own finish, and no sooner`, () => {
      const recorder = new TraceRecorder();
      const result = solveWith(solver, ends, { tracer: recorder });
      const lane = new RaceLane(maze.grid, { solver: solver.id, route: result.route, effort: result.effort, recording: recorder.finish() });
      expect(lane.steps).toBe(result.effort.steps);
      expect(lane.finishedAt(lane.steps - 1)).toBe(false);
      expect(lane.finishedAt(lane.steps)).toBe(true);
      expect(lane.at(lane.steps - 1)!.route).toEqual([]);
      expect(lane.at(lane.steps)!.route).toEqual(result.route);
      // Each step shows at least as much of the walk as the one before.
      let reached = 0;
      for (let t = 0; t <= lane.steps; t++) {
        const state = lane.at(t)!;
        const now = state.visited.reduce((a, b) => a + b, 0);
        expect(now).toBeGreaterThanOrEqual(reached);
        reached = now;
      }
      expect(reached).toBe(result.effort.visited);
    });
  }

  it('shows only the result of a walk too long to record', () => {
    const lane = new RaceLane(maze.grid, { solver: 'bfs', route: [0], effort: { visited: 1, steps: 5, backtracks: 0, gaveUp: false }, recording: undefined });
    expect(lane.animated).toBe(false);
    expect(lane.at(3)).toBeUndefined();
  });
});

describe('finishingOrder', () => {
  it('orders by steps, shares a tie, and puts those that gave up last', () => {
    expect(finishingOrder([{ name: 'A', steps: 9, found: true }, { name: 'B', steps: 4, found: true }])).toBe('1st B, 4 steps; 2nd A, 9 steps');
    expect(finishingOrder([{ name: 'A', steps: 4, found: true }, { name: 'B', steps: 4, found: true }])).toBe('A tie: both found the exit in 4 steps');
    expect(finishingOrder([{ name: 'Mouse', steps: 700, found: false }, { name: 'B', steps: 40, found: true }])).toBe('1st B, 40 steps; Mouse gave up after 700 steps');
  });
});
