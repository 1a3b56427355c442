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

  test('heat map: the SVG ramp from white to heatColor, one shade per distance band', () => {
    const maze = solve(dfsMaze(8, 6, 1, 'heat'));
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { heatmap: true, heatColor: '#ff0000', heatSteps: 5, ends: false, solution: false });
    // heatSteps 5 from white to #ff0000: the same per-channel interpolation as the SVG renderer.
    const ramp = ['#ffffff', '#ffbfbf', '#ff8080', '#ff4040', '#ff0000'];
    const heat = ctx.calls.filter((c) => c.op === 'fillRect' && ramp.includes(c.fillStyle as string) && c.args[1]! >= 10);
    // Every cell is covered once by the runs of its row.
    let area = 0;
    for (const c of heat) area += (c.args[2]! * c.args[3]!) / 16 ** 2;
    expect(area).toBe(48);
    expect(new Set(heat.map((c) => c.fillStyle))).toEqual(new Set(ramp));
    const at = (cell: number) =>
      heat.find((c) => {
        const x = 10 + maze.grid.col(cell) * 16;
        const y = 10 + maze.grid.row(cell) * 16;
        return c.args[1] === y && c.args[0]! <= x && x < c.args[0]! + c.args[2]!;
      })!;
    // The start is white; the goal, at the far end of the longest path, the darkest shade.
    expect(at(maze.start!).fillStyle).toBe('#ffffff');
    expect(at(maze.goal!).fillStyle).toBe('#ff0000');

    const plain = new FakeContext();
    drawMaze(plain, maze, { heatColor: '#ff0000' });
    expect(plain.count('fillRect', (c) => c.fillStyle === '#ff0000')).toBe(0);
  });

  test('heat map default: 32 shades ending at #08306b, like the SVG renderer', () => {
    const maze = solve(dfsMaze(20, 20, 1, 'heat-default'));
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { heatmap: true, ends: false, solution: false });
    const shades = new Set(ctx.calls.filter((c) => c.op === 'fillRect').map((c) => c.fillStyle));
    shades.delete('#ffffff'); // the background, and the start's shade
    expect(shades.size).toBe(31);
    expect(shades.has('#08306b')).toBe(true);
    // Step 1 of 31 towards #08306b: round(255 + (c - 255) / 31) per channel.
    expect(shades.has('#f7f8fa')).toBe(true);
  });

  test('start, goal and solution are drawn by default and each can be turned off', () => {
    const maze = solve(dfsMaze(7, 7, 1, 'route'));
    const style = { solutionColor: 'orange', startColor: 'lime', goalColor: 'red' };
    const ctx = new FakeContext();
    drawMaze(ctx, maze, style);
    // Core's marks, as in the SVG renderer: a disc (an arc) for the start, a square for the goal.
    expect(ctx.count('fill', (c) => c.fillStyle === 'lime')).toBe(1);
    expect(ctx.count('fill', (c) => c.fillStyle === 'red')).toBe(1);
    const route = paths(ctx).find((p) => p.at(-1)!.strokeStyle === 'orange')!;
    expect(route.filter((c) => c.op === 'moveTo')).toHaveLength(1);
    expect(route.filter((c) => c.op === 'lineTo')).toHaveLength(maze.solution!.length - 1);

    const hidden = new FakeContext();
    drawMaze(hidden, maze, { ...style, solution: false });
    expect(paths(hidden).some((p) => p.at(-1)!.strokeStyle === 'orange')).toBe(false);
    expect(hidden.count('fill', (c) => c.fillStyle === 'lime')).toBe(1);

    const noEnds = new FakeContext();
    drawMaze(noEnds, maze, { ...style, ends: false });
    expect(noEnds.count('fill', (c) => c.fillStyle === 'lime' || c.fillStyle === 'red')).toBe(0);
    expect(paths(noEnds).some((p) => p.at(-1)!.strokeStyle === 'orange')).toBe(true);
  });

  test('a title is written small above the maze, and moves the maze down', () => {
    const maze = dfsMaze(4, 4, 1, 'title');
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { title: 'A & B' });
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.text)).toEqual(['A & B']);
    expect(ctx.font).toBe('16px sans-serif');
    // A 16 px font in a 24 px strip.
    expect(canvasSize(maze, { title: 'A & B' })).toEqual({ width: 84, height: 108 });
    const walls = paths(ctx).find((p) => p.at(-1)!.op === 'stroke')!;
    expect(Math.min(...walls.filter((c) => c.op === 'moveTo').map((c) => c.args[1]!))).toBe(10 + 24);
    const untitled = new FakeContext();
    drawMaze(untitled, maze, { title: '' });
    expect(untitled.count('fillText')).toBe(0);
  });

  test('multi-level: a label per floor and one glyph per stair end', () => {
    const maze = dfsMaze(5, 4, 3, 'floors');
    const ctx = new FakeContext();
    drawMaze(ctx, maze, { stairColor: 'purple' });
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.text)).toEqual(['Level 1', 'Level 2', 'Level 3']);
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
    drawMaze(quiet, maze, { labels: false, stairs: false });
    expect(quiet.count('fillText')).toBe(0);
    expect(quiet.count('fill')).toBe(0);
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
    expect(canvasSize(dfsMaze(5, 5, 1, 'a'))).toEqual({ width: 100, height: 100 });
    expect(canvasSize(dfsMaze(7, 3, 1, 'a'), { cellSize: 10, padding: 0 })).toEqual({ width: 70, height: 30 });
  });

  test('floors side by side in rows, a cell apart, each under a label strip', () => {
    const maze = dfsMaze(10, 10, 3, 'b');
    // Two floors a row, two rows: 21 cells of 16 px across, 21 down, two 17 px label strips.
    expect(canvasSize(maze)).toEqual({ width: 20 + 21 * 16, height: 20 + 21 * 16 + 2 * 17 });
    expect(canvasSize(maze, { columns: 3, labels: false })).toEqual({ width: 20 + 32 * 16, height: 20 + 10 * 16 });
    expect(canvasSize(maze.grid, { columns: 1, labels: false })).toEqual({ width: 20 + 10 * 16, height: 20 + 32 * 16 });
  });
});

describe('bad options', () => {
  const maze = dfsMaze(3, 3, 1, 'bad');
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ cellSize: -4 }, /cellSize.*-4/],
    [{ cellSize: '20' }, /cellSize.*"20"/],
    [{ wallWidth: 17 }, /wallWidth must be at most cellSize \(16\), got 17/],
    [{ cellSize: 1001 }, /cellSize.*from 1 to 1000.*1001/],
    [{ heatSteps: 1 }, /heatSteps.*from 2 to 256.*1/],
    [{ heatSteps: 2.5 }, /heatSteps.*integer.*2\.5/],
    [{ heatColor: 'rgba(0,0,128,0.5)' }, /heatColor must be an opaque colour .*, got "rgba\(0,0,128,0.5\)"/],
    [{ wallColor: 'notacolour' }, /wallColor must be a CSS colour.*; got "notacolour"/],
    [{ stairColor: '#12345' }, /stairColor must be a CSS colour.*; got "#12345"/],
    [{ solutionColor: 'url(#x)' }, /solutionColor must be a CSS colour.*"url\(#x\)"/],
    [{ ends: 1 }, /ends.*1/],
    [{ showSolution: true }, /unknown option "showSolution"/],
    [{ heatmap: 'yes' }, /heatmap.*"yes"/],
    [{ gaps: 'on' }, /option gaps must be true or false, got "on"/],
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
