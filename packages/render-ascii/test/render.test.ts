import { OrthogonalGrid, isMazekitError, maskGrid, type Maze } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { Marks, UNICODE_GLYPHS, asciiRowRenderer, renderAscii, renderUnicode, renderer } from '../src/index.js';
import { testMaze } from './maze.js';

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('unicode junctions', () => {
  // Each corner glyph must join exactly the walls drawn next to it.
  const armsOf = new Map(UNICODE_GLYPHS.corners.map((glyph, arms) => [glyph, arms]));
  for (const [w, h, seed] of [
    [9, 7, 'a'],
    [1, 6, 'b'],
    [6, 1, 'c'],
    [15, 15, 'd'],
  ] as const) {
    test(`${w}x${h} seed ${seed}`, () => {
      const grid = testMaze(w, h, 1, seed).grid;
      // Open a few extra passages so that corners with no arms and single arms occur.
      for (let c = 0; c < grid.size; c += 3) if (grid.neighbor(c, 2) >= 0) grid.link(c, 2);
      const lines = renderUnicode({ grid, generator: 'x', seed }).split('\n').slice(0, -1);
      expect(lines).toHaveLength(2 * h + 1);
      for (let y = 0; y < lines.length; y += 2) {
        const line = [...lines[y]!];
        expect(line).toHaveLength(3 * w + 1);
        for (let x = 0; x < line.length; x += 3) {
          const up = y > 0 && [...lines[y - 1]!][x] === '│' ? 1 : 0;
          const down = y + 1 < lines.length && [...lines[y + 1]!][x] === '│' ? 2 : 0;
          const left = x > 0 && line[x - 1] === '─' ? 4 : 0;
          const right = line[x + 1] === '─' ? 8 : 0;
          expect(armsOf.get(line[x]!), `corner at line ${y}, column ${x}`).toBe(up | down | left | right);
        }
      }
    });
  }
});

describe('text output', () => {
  test('ascii and unicode draw the same walls and marks', () => {
    const maze = testMaze(20, 11, 2, 'same', true);
    const swap: Record<string, string> = { '─': '-', '│': '|', '•': '.', '↑': 'U', '↓': 'D', '↕': 'X' };
    // Classic style puts `+` at every corner, even one where no wall meets.
    const asAscii = renderUnicode(maze)
      .split('\n')
      .map((line, index, all) => {
        if (line.startsWith('Level')) return line;
        // Wall lines are the even lines of each floor block, counted from its first maze line.
        let first = index;
        while (first > 0 && all[first - 1] !== '' && !all[first - 1]!.startsWith('Level')) first--;
        const corners = (index - first) % 2 === 0;
        return [...line].map((ch, i) => (corners && i % 3 === 0 ? '+' : (swap[ch] ?? ch))).join('');
      })
      .join('\n');
    expect(asAscii).toBe(renderAscii(maze));
  });

  test('every line of a floor has the same width; output ends with a newline', () => {
    const text = renderAscii(testMaze(7, 3, 1, 'w', true));
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toHaveLength(22);
  });

  test('multi-level: one labelled block per floor, stair marks match the stair bits', () => {
    const maze = testMaze(6, 4, 3, 'stairs');
    const blocks = renderAscii(maze).slice(0, -1).split('\n\n');
    expect(blocks.map((b) => b.split('\n')[0])).toEqual(['Level 1 of 3', 'Level 2 of 3', 'Level 3 of 3']);
    const { grid } = maze;
    for (let level = 0; level < 3; level++) {
      const lines = blocks[level]!.split('\n').slice(1);
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 6; c++) {
          const bits = grid.cells[grid.index(c, r, level)]!;
          const want = ' UDX'[(bits >> 4) & 3];
          expect(lines[2 * r + 1]![3 * c + 2]).toBe(want);
        }
      }
    }
    expect(renderAscii(maze, { labels: false })).not.toContain('Level');
    expect(renderAscii(maze, { stairs: false })).not.toMatch(/[UDX]/);
  });

  test('start, goal and solution marks', () => {
    const maze = testMaze(10, 10, 1, 'marks', true);
    const text = renderUnicode(maze);
    expect(text.match(/S/g)).toHaveLength(1);
    expect(text.match(/G/g)).toHaveLength(1);
    expect(text.match(/•/g)).toHaveLength(maze.solution!.length - 2);
    expect(renderUnicode(maze, { ends: false, solution: false })).not.toMatch(/[SG•]/);
    expect(renderUnicode(maze, { ends: false }).match(/•/g)).toHaveLength(maze.solution!.length);
  });

  test('renderer metadata and format dispatch', () => {
    expect(renderer.formats).toEqual(['ascii', 'unicode']);
    expect(renderer.extensions).toEqual({ ascii: 'txt', unicode: 'txt' });
    expect(renderer.options.map((o) => o.name)).toEqual(['ends', 'solution', 'stairs', 'labels']);
    const maze = testMaze(4, 4, 1, 'r');
    expect(renderer.render(maze)).toBe(renderAscii(maze));
    expect(renderer.render(maze, { format: 'unicode' })).toBe(renderUnicode(maze));
  });

  // Speed is measured by the benchmarks, not here; this checks a big maze renders whole.
  test('a 1000x1000 maze renders whole', () => {
    const maze = testMaze(1000, 1000, 1, 'big', true);
    const text = renderUnicode(maze);
    expect(text.length).toBe(2001 * 3002);
  });
});

describe('row renderer', () => {
  test('streaming rows gives the same text as the whole-maze renderer', () => {
    const maze = testMaze(9, 6, 1, 'stream', true);
    const { grid } = maze;
    const marks = new Uint8Array(grid.size);
    for (const c of maze.solution!) marks[c] = Marks.path;
    marks[maze.start!] = Marks.start;
    marks[maze.goal!] = Marks.goal;
    const rows = asciiRowRenderer(9, { style: 'unicode' });
    const buffer = new Uint8Array(9);
    const lines: string[] = [];
    for (let r = 0; r < 6; r++) {
      // One buffer reused for every row, as a streaming generator would.
      buffer.set(grid.cells.subarray(r * 9, r * 9 + 9));
      lines.push(...rows.row(buffer, marks.subarray(r * 9, r * 9 + 9)));
      buffer.fill(0);
    }
    lines.push(rows.end());
    expect(lines.join('\n') + '\n').toBe(renderUnicode(maze));
  });

  test('refuses bad widths, short rows and use after end', () => {
    expect(errorOf(() => asciiRowRenderer(0)).message).toBe('@mazekit/render-ascii: row width must be an integer >= 1, got 0');
    expect(isMazekitError(errorOf(() => asciiRowRenderer(2.5)))).toBe(true);
    expect(errorOf(() => asciiRowRenderer(3, { style: 'fancy' as 'ascii' })).message).toContain('"fancy"');
    const rows = asciiRowRenderer(3);
    expect(errorOf(() => rows.end()).message).toContain('before any row');
    expect(errorOf(() => rows.row([0, 0])).message).toBe('@mazekit/render-ascii: a row must have 3 cells, got 2');
    expect(errorOf(() => rows.row([0, 0, 0], [1])).message).toContain('row marks must have 3 entries');
    rows.row([4, 12, 8]);
    expect(rows.end()).toBe('+--+--+--+');
    expect(errorOf(() => rows.row([0, 0, 0])).message).toContain('after end()');
  });
});

describe('bad input', () => {
  const maze = testMaze(3, 3, 1, 'bad');
  test.each([
    [{ ends: 'yes' }, 'option ends must be true or false, got "yes"'],
    [{ colour: 'red' }, 'unknown option "colour"; allowed: ends, solution, stairs, labels'],
  ])('options %j', (options, message) => {
    const error = errorOf(() => renderAscii(maze, options as never));
    expect(isMazekitError(error)).toBe(true);
    expect(error.message).toBe(`@mazekit/render-ascii: ${message}`);
  });

  test('format, grid and marks', () => {
    expect(errorOf(() => renderer.render(maze, { format: 'svg' })).message).toBe(
      '@mazekit/render-ascii: format must be ascii or unicode, got "svg"',
    );
    const hex = { grid: { topology: 'hex' }, generator: 'x', seed: '1' } as unknown as Maze;
    expect(errorOf(() => renderAscii(hex)).message).toBe(
      '@mazekit/render-ascii: draws only orthogonal grids (squares, unmasked) and weave grids, got a "hex" grid; draw other shapes as svg or png',
    );
    const masked = { grid: maskGrid(new OrthogonalGrid(3, 3), [1, 1, 1, 1, 0, 1, 1, 1, 1]), generator: 'x', seed: '1' } as unknown as Maze;
    expect(errorOf(() => renderer.render(masked, { format: 'unicode' })).message).toBe(
      '@mazekit/render-ascii: draws only orthogonal grids (squares, unmasked) and weave grids, got a masked "orthogonal" grid; draw other shapes as svg or png',
    );
    expect(errorOf(() => renderAscii({} as Maze)).message).toBe('@mazekit/render-ascii: maze must be a maze object with a grid, got {}');
    expect(errorOf(() => renderAscii({ ...maze, start: 9 })).message).toBe(
      '@mazekit/render-ascii: maze.start must be a cell index from 0 to 8, got 9',
    );
    expect(errorOf(() => renderAscii({ ...maze, solution: [0, -1] })).message).toContain('solution cell must be');
    // Marks are not drawn when switched off, so they are not checked either.
    expect(renderAscii({ ...maze, goal: 99 }, { ends: false })).toBe(renderAscii(maze));
    expect(renderAscii({ grid: new OrthogonalGrid(1, 1), generator: 'x', seed: '1', start: 0 })).toBe('+--+\n|S |\n+--+\n');
  });
});

test('public export names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'ASCII_GLYPHS',
    'Marks',
    'UNICODE_GLYPHS',
    'asciiOptions',
    'asciiRowRenderer',
    'renderAscii',
    'renderText',
    'renderUnicode',
    'renderer',
  ]);
});
