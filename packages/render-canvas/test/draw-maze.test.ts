import { Bits, isMazekitError, solve, wallRuns, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { canvasSize, drawMaze } from '../src/index.js';
import { FakeContext, type Call } from './helpers/fake-context.js';
import { dfsMaze } from './helpers/mazes.js';

/** The calls of each path, from beginPath to the stroke or fill that ends it. */
function paths(ctx: FakeContext): Call[][] {
  const out: Call[][] = [];
  let current: Call[] = [];
  for (const c of ctx.calls) {
    if (c.op === 'beginPath') current = [];
    else current.push(c);
    if (c.op === 'stroke' || c.op === 'fill') {
      out.push(current);
      current = [];
    }
  }
  return out;
}

function runCount(maze: Maze): number {
  let runs = 0;
  for (let level = 0; level < maze.grid.levels; level++) wallRuns(maze.grid, level, () => runs++);
  return runs;
}

describe('drawMaze', () => {
  test('strokes one line per merged wall run, in the wall colour and width', () => {
    for (const [w, h, l] of [
      [5, 5, 1],
      [12, 7, 1],
      [6, 4, 3],
    ] as const) {
      const maze = dfsMaze(w, h, l, `runs-${w}-${h}-${l}`);
      const ctx = new FakeContext();
      drawMaze(ctx, maze, { wallColor: '#123456', wallWidth: 3 });
      const walls = paths(ctx).filter((p) => p.at(-1)!.op === 'stroke' && p.at(-1)!.strokeStyle === '#123456');
      expect(walls).toHaveLength(1);
      const runs = runCount(maze);
      expect(walls[0]!.filter((c) => c.op === 'moveTo')).toHaveLength(runs);
      expect(walls[0]!.filter((c) => c.op === 'lineTo')).toHaveLength(runs);
      expect(walls[0]!.at(-1)!.lineWidth).toBe(3);
    }
  });

  test('background covers the whole canvas unless transparent', () => {
    const maze = dfsMaze(4, 3, 1, 'bg');
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { backgroundColor: '#fafafa' });
    const { width, height } = canvasSize(maze);
    expect(ctx.calls[0]).toMatchObject({ op: 'fillRect', args: [0, 0, width, height], fillStyle: '#fafafa' });
    const clear = new FakeContext();
    drawMaze(clear, maze, { backgroundColor: 'transparent' });
    expect(clear.count('fillRect')).toBe(0);
    const none = new FakeContext();
    drawMaze(none, maze, { backgroundColor: 'none' });
    expect(none.count('fillRect')).toBe(0);
  });

  test('heat map: one fill per cell, more opaque with distance from the start', () => {
    const maze = solve(dfsMaze(8, 6, 1, 'heat'));
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { heatmap: true, heatColor: '#ff0000' });
    const heat = ctx.calls.filter((c) => c.op === 'fillRect' && c.fillStyle === '#ff0000');
    expect(heat).toHaveLength(48);
    const alphas = heat.map((c) => c.globalAlpha);
    expect(Math.min(...alphas)).toBeCloseTo(0.08);
    expect(Math.max(...alphas)).toBeCloseTo(0.9);
    // The start is the lightest cell; the goal, at the far end of the longest path, the darkest.
    const cs = 20;
    const startCall = heat.find((c) => c.args[0] === 10 + maze.grid.col(maze.start!) * cs && c.args[1] === 10 + maze.grid.row(maze.start!) * cs);
    expect(startCall!.globalAlpha).toBeCloseTo(0.08);
    const goalCall = heat.find((c) => c.args[0] === 10 + maze.grid.col(maze.goal!) * cs && c.args[1] === 10 + maze.grid.row(maze.goal!) * cs);
    expect(goalCall!.globalAlpha).toBeCloseTo(0.9);
    expect(ctx.globalAlpha).toBe(1);

    const plain = new FakeContext();
    drawMaze(plain, maze, { heatColor: '#ff0000' });
    expect(plain.count('fillRect', (c) => c.fillStyle === '#ff0000')).toBe(0);
  });

  test('start, goal and solution', () => {
    const maze = solve(dfsMaze(7, 7, 1, 'route'));
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { showSolution: true, solutionColor: 'orange', startColor: 'lime', goalColor: 'red' });
    expect(ctx.count('fillRect', (c) => c.fillStyle === 'lime')).toBe(1);
    expect(ctx.count('fillRect', (c) => c.fillStyle === 'red')).toBe(1);
    const route = paths(ctx).find((p) => p.at(-1)!.strokeStyle === 'orange')!;
    expect(route.filter((c) => c.op === 'moveTo')).toHaveLength(1);
    expect(route.filter((c) => c.op === 'lineTo')).toHaveLength(maze.solution!.length - 1);
    const hidden = new FakeContext();
    drawMaze(hidden, maze, { solutionColor: 'orange' });
    expect(paths(hidden).some((p) => p.at(-1)!.strokeStyle === 'orange')).toBe(false);
  });

  test('multi-level: a label per floor and one glyph per stair end', () => {
    const maze = dfsMaze(5, 4, 3, 'floors');
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { stairColor: 'purple' });
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.text)).toEqual(['floor 1 ▲', 'floor 2 ▲ ▼', 'floor 3 ▼']);
    let glyphs = 0;
    for (const v of maze.grid.cells) {
      const s = v & (Bits.U | Bits.D);
      glyphs += s === (Bits.U | Bits.D) ? 2 : s ? 1 : 0;
    }
    expect(glyphs).toBeGreaterThan(0);
    const stairs = paths(ctx).find((p) => p.at(-1)!.op === 'fill')!;
    expect(stairs.at(-1)!.fillStyle).toBe('purple');
    expect(stairs.filter((c) => c.op === 'closePath')).toHaveLength(glyphs);
    const quiet = new FakeContext();
    drawMaze(quiet, maze, { labels: false });
    expect(quiet.count('fillText')).toBe(0);
  });

  test('a flat maze has no labels or stair glyphs', () => {
    const ctx = new FakeContext();
    drawMaze(ctx, dfsMaze(6, 6, 1, 'flat'));
    expect(ctx.count('fillText')).toBe(0);
    expect(ctx.count('fill')).toBe(0);
  });
});

describe('canvasSize', () => {
  test('flat: padding on both sides plus the cells', () => {
    expect(canvasSize(dfsMaze(5, 5, 1, 'a'))).toEqual({ width: 120, height: 120 });
    expect(canvasSize(dfsMaze(7, 3, 1, 'a'), { cellSize: 10, padding: 0 })).toEqual({ width: 70, height: 30 });
  });

  test('floors side by side in rows, a cell apart, each under a label strip', () => {
    const maze = dfsMaze(10, 10, 3, 'b');
    // Two floors a row, two rows: 21 cells across, 21 down, two 20 px label strips.
    expect(canvasSize(maze)).toEqual({ width: 440, height: 480 });
    expect(canvasSize(maze, { columns: 3, labels: false })).toEqual({ width: 20 + 32 * 20, height: 220 });
    expect(canvasSize(maze.grid, { columns: 1, labels: false })).toEqual({ width: 220, height: 20 + 32 * 20 });
  });
});

describe('bad options', () => {
  const maze = dfsMaze(3, 3, 1, 'bad');
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ cellSize: -4 }, /cellSize.*-4/],
    [{ cellSize: '20' }, /cellSize.*"20"/],
    [{ wallWidth: 15 }, /wallWidth.*half of cellSize.*15/],
    [{ heatmap: 'yes' }, /heatmap.*"yes"/],
    [{ columns: 1.5 }, /columns.*1\.5/],
    [{ wallColor: '' }, /wallColor.*""/],
    [{ colour: 'red' }, /unknown option "colour"/],
    [{ visitedColor: 'blue' }, /unknown option "visitedColor"/],
  ];
  for (const [options, message] of cases) {
    test(JSON.stringify(options), () => {
      let error: unknown;
      try {
        drawMaze(new FakeContext(), maze, options);
      } catch (e) {
        error = e;
      }
      expect(isMazekitError(error)).toBe(true);
      expect((error as Error).message).toMatch(/^@mazekit\/render-canvas: /);
      expect((error as Error).message).toMatch(message);
    });
  }

  test('a value that is not a maze', () => {
    expect(() => drawMaze(new FakeContext(), {} as Maze)).toThrow(/@mazekit\/render-canvas: expected a maze/);
  });

  test('a canvas too large to allocate', () => {
    expect(() => canvasSize(dfsMaze(2000, 2, 1, 'wide'), { cellSize: 20 })).toThrow(/too large.*smaller cellSize/);
  });
});
