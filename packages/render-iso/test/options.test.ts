import { isMazekitError, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { ISO_LIMITS, drawIso, renderIsoPng, renderIsoSvg, renderer } from '../src/index.js';
import { testMaze } from './maze.js';

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('bad input gets one line naming the bad value', () => {
  const maze = testMaze(3, 3, 2, 'bad');
  test.each([
    [{ size: 3 }, /^unknown option "size"; allowed: cellSize, wallHeight, wallThickness, floorGap, padding, wallColor, /],
    [{ cellSize: 2 }, /^option cellSize must be a number from 4 to 200, got 2$/],
    [{ wallHeight: 3 }, /^option wallHeight must be a number from 0.05 to 1, got 3$/],
    [{ wallColor: 'rgba(255,0,0,0.5)' }, /^option wallColor must be an opaque colour \(this output has no transparency\), got "rgba\(255,0,0,0.5\)"$/],
    [{ floorColor: '#12345' }, /^option floorColor must be a CSS colour: .*; got "#12345"$/],
    [{ stairColor: 'notacolour' }, /^option stairColor must be a CSS colour: .*; got "notacolour"$/],
    [{ solutionColor: 'x" onload="y' }, /^option solutionColor must be a CSS colour/],
    [{ floorGap: 0.6 }, /^option floorGap must be 0 \(automatic\) or at least wallHeight \+ 0.5 \(0.9\), got 0.6$/],
    [{ routeWallOpacity: 2 }, /^option routeWallOpacity must be a number from 0 to 1, got 2$/],
    [{ heatSteps: 1 }, /^option heatSteps must be an integer from 2 to 256, got 1$/],
  ])('%j', (options, message) => {
    const error = errorOf(() => renderIsoSvg(maze, options as never));
    expect(isMazekitError(error)).toBe(true);
    expect(error.message.startsWith('@mazekit/render-iso: ')).toBe(true);
    expect(error.message.slice('@mazekit/render-iso: '.length)).toMatch(message);
    expect(error.message).not.toContain('\n');
  });

  test('a maze too large for a legible picture names the limit', () => {
    const { maxSide, maxLevels, maxCells } = ISO_LIMITS;
    const limit = `at most ${maxSide} cells a side, ${maxLevels} floors and ${maxCells} cells in all; draw it flat (svg, png) instead`;
    for (const [w, h, l] of [
      [maxSide + 1, 2, 1],
      [2, 2, maxLevels + 1],
      [64, 64, 4],
    ] as const) {
      const big = { grid: testMaze(1, 1).grid, generator: 'x', seed: '1' } as Maze;
      // Only the size is read before the refusal, so a grid-shaped stand-in is enough.
      Object.assign(big, { grid: { ...big.grid, topology: 'orthogonal', plane: w * h, width: w, height: h, levels: l, size: w * h * l } });
      const error = errorOf(() => renderIsoSvg(big));
      expect(error.message).toBe(`@mazekit/render-iso: a ${w}x${h}x${l} maze is too large for a legible isometric picture: ${limit}`);
    }
    expect(() => renderIsoSvg(testMaze(64, 3, 1, 'wide'))).not.toThrow();
  });

  test('grids, marks and formats', async () => {
    const hex = { grid: { topology: 'hex' }, generator: 'x', seed: '1' } as unknown as Maze;
    expect(errorOf(() => renderIsoSvg(hex)).message).toBe('@mazekit/render-iso: maze must have a grid, got {"topology":"hex"}');
    expect(errorOf(() => renderIsoSvg({ ...maze, goal: 99 })).message).toBe('@mazekit/render-iso: maze.goal must be a cell index from 0 to 17, got 99');
    expect(errorOf(() => renderIsoSvg({ ...maze, solution: [0, -1] })).message).toContain('solution cell must be a cell index');
    expect(errorOf(() => renderer.render(maze, { format: 'svg' })).message).toBe('@mazekit/render-iso: format must be iso or iso-png, got "svg"');
    await expect(renderIsoPng(maze, { nope: 1 } as never)).rejects.toThrow(/unknown option "nope"/);
    expect(() => drawIso({} as never, maze, { cellSize: -1 })).toThrow(/option cellSize/);
  });
});

describe('options reach the picture', () => {
  const maze = testMaze(4, 4, 2, 'opts', true);
  test('ends, solution, labels, title, background', () => {
    const svg = renderIsoSvg(maze);
    expect(svg).toMatch(/<circle class="start"/);
    expect(svg).toMatch(/<circle class="goal"/);
    expect(svg).toContain('>Level 1</text>');
    expect(svg).toContain('>Level 2</text>');
    expect(svg).toContain('<rect width="100%" height="100%" fill="#ffffff"/>');
    const plain = renderIsoSvg(maze, { ends: false, solution: false, labels: false, backgroundColor: 'none', title: 'a<b' });
    expect(plain).not.toMatch(/class="(start|goal|solution|halo)"|Level|<rect/);
    expect(plain).toContain('<title>a&lt;b</title>');
    expect(plain).toContain('>a&lt;b</text>');
  });

  test('a flat maze is one tilted floor without labels or stairs', () => {
    const svg = renderIsoSvg(testMaze(5, 5, 1, 'flat', true));
    expect(svg.match(/<g class="floor"/g)).toHaveLength(1);
    expect(svg).not.toMatch(/Level|class="shaft"/);
  });

  test('floorGap sets the height between floors', () => {
    const auto = renderIsoSvg(maze);
    const close = renderIsoSvg(maze, { floorGap: 2 });
    const height = (svg: string) => Number(/height="(\d+)"/.exec(svg)![1]);
    expect(height(close)).toBeLessThan(height(auto));
  });

  test('heat map: one diamond run per same-shade stretch, every cell covered', () => {
    const svg = renderIsoSvg(maze, { heatmap: true, heatSteps: 4 });
    const fills = [...svg.matchAll(/<path class="heat" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(fills.length).toBeGreaterThan(3);
    expect(fills).toContain('#ffffff');
    expect(fills).toContain('#08306b');
  });
});
