import { OrthogonalGrid, TracePlayer, TraceRecorder, isMazekitError, maskGrid, type TraceState } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { drawFrame } from '../src/index.js';
import { FakeContext } from './helpers/fake-context.js';
import { dfsMaze, wilsonMaze } from './helpers/mazes.js';

const palette = {
  unvisitedColor: 'grey',
  visitedColor: 'blue',
  headColor: 'green',
  pathColor: 'white',
  frontierColor: 'gold',
  borderColor: 'red',
  wallColor: 'black',
  backgroundColor: 'transparent',
};

/** Total area filled in each colour, in cells. */
function areas(ctx: FakeContext, cellSize: number): Map<unknown, number> {
  const out = new Map<unknown, number>();
  for (const c of ctx.calls) {
    if (c.op !== 'fillRect') continue;
    out.set(c.fillStyle, (out.get(c.fillStyle) ?? 0) + (c.args[2]! * c.args[3]!) / cellSize ** 2);
  }
  return out;
}

describe('drawFrame', () => {
  test('cell colours follow the state; runs of one colour are merged', () => {
    const rec = new TraceRecorder();
    const maze = dfsMaze(9, 7, 1, 'frame', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    const state = player.seek(Math.floor(player.steps / 2));
    let visited = 0;
    for (const v of state.visited) visited += v;
    const ctx = new FakeContext();
    drawFrame(ctx, maze.grid, state, palette);
    const area = areas(ctx, 16);
    expect(area.get('green')).toBe(1);
    expect(area.get('blue')).toBe(visited - 1);
    expect(area.get('grey')).toBe(63 - visited);
    // Fewer rectangles than cells: same-coloured neighbours in a row share one.
    expect(ctx.count('fillRect')).toBeLessThan(63);
  });

  test('walls not carved yet are black lines, the border red', () => {
    const grid = new OrthogonalGrid(4, 3);
    const empty = new TracePlayer(grid, new TraceRecorder().finish()).seek(0);
    const ctx = new FakeContext();
    drawFrame(ctx, grid, empty, palette);
    const strokes = ctx.calls.filter((c) => c.op === 'stroke');
    expect(strokes.map((c) => c.strokeStyle)).toEqual(['black', 'red']);
    // Uncarved 4x3 grid: 4 horizontal + 5 vertical full-length runs.
    const firstStroke = ctx.calls.findIndex((c) => c.op === 'stroke');
    expect(ctx.calls.slice(0, firstStroke).filter((c) => c.op === 'moveTo')).toHaveLength(9);
    expect(area(ctx, 'grey')).toBe(12);
  });

  test("Wilson's tentative path is white, its links too, the head green", () => {
    const rec = new TraceRecorder();
    const maze = wilsonMaze(8, 8, 1, 'walk', rec);
    const player = new TracePlayer(maze.grid, rec.finish());
    let state: TraceState | undefined;
    for (let n = 1; n <= player.steps; n++) {
      const s = player.seek(n);
      if (s.path.length >= 4) {
        state = s;
        break;
      }
    }
    expect(state).toBeDefined();
    const s = state!;
    const ctx = new FakeContext();
    drawFrame(ctx, maze.grid, s, { ...palette, wallWidth: 2 });
    const whiteCells = ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === 'white' && c.args[2]! >= 16 && c.args[3]! >= 16);
    const onPath = s.onPath.reduce((a, b) => a + b, 0);
    let whiteArea = 0;
    for (const c of whiteCells) whiteArea += (c.args[2]! * c.args[3]!) / 256;
    expect(whiteArea).toBe(onPath - 1); // the head is green
    const links = ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === 'white' && (c.args[2] === 2 || c.args[3] === 2));
    expect(links).toHaveLength(s.path.length - 1);
  });

  test('refuses a state of another size and bad options', () => {
    const grid = new OrthogonalGrid(3, 3);
    const other = new TracePlayer(new OrthogonalGrid(2, 2), new TraceRecorder().finish()).seek(0);
    expect(() => drawFrame(new FakeContext(), grid, other)).toThrow(/@mazekit\/render-canvas: frame state.*9 cells/);
    const masked = maskGrid(new OrthogonalGrid(2, 2), [1, 1, 1, 0]);
    expect(() => drawFrame(new FakeContext(), masked as never, other)).toThrow(
      '@mazekit/render-canvas: animation frames draw only orthogonal grids (squares, unmasked), got a masked "orthogonal" grid; drawMaze draws every shape',
    );
    const state = new TracePlayer(grid, new TraceRecorder().finish()).seek(0);
    let error: unknown;
    try {
      drawFrame(new FakeContext(), grid, state, { visitedColor: 7 } as never);
    } catch (e) {
      error = e;
    }
    expect(isMazekitError(error)).toBe(true);
    expect((error as Error).message).toMatch(/visitedColor.*7/);
    expect(() => drawFrame(new FakeContext(), grid, state, { heatmap: true } as never)).toThrow(/unknown option "heatmap"/);
  });
});

function area(ctx: FakeContext, color: string): number {
  return areas(ctx, 16).get(color) ?? 0;
}
