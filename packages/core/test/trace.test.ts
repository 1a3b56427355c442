import { describe, expect, it } from 'vitest';
import { OrthogonalGrid, TracePlayer, TraceRecorder, createRng } from '../src/index.js';
import { testMaze } from './helpers.js';

describe('TraceRecorder and TracePlayer', () => {
  it('replays a carve to the final maze, step by step, forwards and back', () => {
    const recorder = new TraceRecorder();
    const final = testMaze(12, 9, 2, createRng('trace'), recorder);
    const recording = recorder.finish();
    expect(recorder.steps).toBe(recording.offsets.length);
    const player = new TracePlayer(new OrthogonalGrid(12, 9, 2), recording);
    const end = player.seek(player.steps);
    expect(Array.from(end.cells)).toEqual(Array.from(final.cells));
    expect(end.visited.every((v) => v === 1)).toBe(true);
    const mid = player.seek(Math.floor(player.steps / 2));
    const visitedMid = mid.visited.reduce((a, b) => a + b, 0);
    expect(visitedMid).toBeGreaterThan(0);
    expect(visitedMid).toBeLessThan(final.size);
    expect(mid.head).toBeGreaterThanOrEqual(0);
    const again = player.seek(player.steps).cells;
    expect(Array.from(again)).toEqual(Array.from(final.cells));
    expect(player.seek(0).visited.every((v) => v === 0)).toBe(true);
  });

  it('tracks a tentative path with extend, erase and join', () => {
    const recorder = new TraceRecorder();
    recorder.visit(0);
    recorder.extend(3);
    recorder.extend(4);
    recorder.extend(5);
    recorder.erase([5]);
    recorder.extend(2);
    recorder.frontier(8);
    recorder.carve(3, 4);
    recorder.carve(4, 1);
    recorder.wall(4, 1);
    recorder.join([3, 4, 2]);
    const player = new TracePlayer(new OrthogonalGrid(3, 3), recorder.finish());
    const s4 = player.seek(4);
    expect(s4.path).toEqual([3, 4, 5]);
    expect(s4.head).toBe(5);
    const s5 = player.seek(5);
    expect(s5.path).toEqual([3, 4]);
    expect(s5.onPath[5]).toBe(0);
    expect(s5.head).toBe(4);
    const s7 = player.seek(7);
    expect(s7.frontier[8]).toBe(1);
    const end = player.seek(100);
    expect(end.step).toBe(11);
    expect(end.path).toEqual([]);
    expect([end.visited[3], end.visited[4], end.visited[2], end.visited[5]]).toEqual([1, 1, 1, 0]);
    expect(end.cells[1]).toBe(0);
    expect(end.cells[3]).toBe(4);
  });
});
