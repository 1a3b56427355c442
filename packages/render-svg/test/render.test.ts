import { CellKind, heatRamp, isMazekitError, layoutCells, type Maze, OrthogonalGrid, wallRuns } from '@mazekit/core';
import { dungeonMaze } from '@mazekit/testkit';
import { describe, expect, test } from 'vitest';
import { CompactPath, ShapePath, escapeXml, renderSvg, renderer } from '../src/index.js';
import { pathSegments } from './path-segments.js';
import { cases, corridor } from './cases.js';
import { testMaze } from './maze.js';
import { checkXml } from './xml.js';

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

function pathsOf(svg: string, cls: string): string[] {
  return [...svg.matchAll(new RegExp(`<path class="${cls}"[^>]* d="([^"]*)"/>`, 'g'))].map((m) => m[1]!);
}

describe('well-formed SVG', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s parses as XML', (_, fixture) => {
    const names = checkXml(renderSvg(fixture.maze(), fixture.options));
    expect(names[0]).toBe('svg');
  });

  test('the XML check itself refuses broken documents', () => {
    const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => checkXml(`${prolog}<svg><g></svg>`)).toThrow();
    expect(() => checkXml(`${prolog}<svg><title>a < b</title></svg>`)).toThrow();
    expect(() => checkXml(`${prolog}<svg><title>a & b</title></svg>`)).toThrow();
    expect(() => checkXml(`${prolog}<svg a="x"y"/>`)).toThrow();
    expect(() => checkXml('<svg/>')).toThrow();
    expect(checkXml(`${prolog}<svg a="&amp;"><title>a &lt; b</title><g/></svg>`)).toEqual(['svg', 'title', 'g']);
  });

  test('title and labels are escaped', () => {
    const svg = renderSvg(testMaze(3, 3, 2, 't'), { title: `<&>"'` });
    expect(svg).toContain('<title>&lt;&amp;&gt;&quot;&apos;</title>');
    expect(checkXml(svg)).toContain('title');
    expect(escapeXml('a<b>&"c"\'')).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;');
  });

  test('size attributes and viewBox agree', () => {
    const svg = renderSvg(testMaze(7, 4, 1, 's'), { cellSize: 10, padding: 5 });
    expect(svg).toContain('width="80" height="50" viewBox="0 0 80 50"');
    expect(svg).toContain('stroke-linecap="square"');
  });
});

describe('walls', () => {
  test('one wall path per floor', () => {
    for (const levels of [1, 2, 3, 5]) {
      const svg = renderSvg(testMaze(6, 5, levels, `l${levels}`));
      expect(pathsOf(svg, 'walls')).toHaveLength(levels);
      expect(svg.match(/<g /g)).toHaveLength(levels);
    }
  });

  test('a straight corridor is two long runs and two end posts', () => {
    const runs: number[][] = [];
    wallRuns(corridor(9).grid, 0, (...run) => runs.push(run));
    expect(runs).toEqual([
      [0, 0, 9, 0],
      [0, 1, 9, 1],
      [0, 0, 0, 1],
      [9, 0, 9, 1],
    ]);
    expect(pathsOf(renderSvg(corridor(9)), 'walls')).toEqual(['M0 0h9M0 1h9M0 0v1M9 0v1']);
  });

  test('the wall path draws exactly the walls of the maze', () => {
    // Replays the relative path data and marks every unit segment it covers.
    const maze = testMaze(12, 9, 1, 'replay');
    const { grid } = maze;
    const [d] = pathsOf(renderSvg(maze), 'walls');
    const drawn = new Set<string>();
    let x = 0;
    let y = 0;
    for (const [, cmd, a, b] of d!.matchAll(/([MmhvHV])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
      const p = Number(a);
      const q = Number(b);
      if (cmd === 'M') [x, y] = [p, q];
      else if (cmd === 'm') [x, y] = [x + p, y + q];
      else if (cmd === 'h') {
        for (let i = Math.min(x, x + p); i < Math.max(x, x + p); i++) drawn.add(`h${i},${y}`);
        x += p;
      } else if (cmd === 'v') {
        for (let i = Math.min(y, y + p); i < Math.max(y, y + p); i++) drawn.add(`v${x},${i}`);
        y += p;
      }
    }
    const expected = new Set<string>();
    for (let r = 0; r <= 9; r++) {
      for (let c = 0; c < 12; c++) if (r === 0 || r === 9 || !grid.isOpen(grid.index(c, r), 0)) expected.add(`h${c},${r}`);
    }
    for (let c = 0; c <= 12; c++) {
      for (let r = 0; r < 9; r++) if (c === 0 || c === 12 || !grid.isOpen(grid.index(c, r), 3)) expected.add(`v${c},${r}`);
    }
    expect([...drawn].sort()).toEqual([...expected].sort());
  });

  test('CompactPath writes relative moves along a line and absolute jumps', () => {
    const path = new CompactPath();
    expect(path.empty).toBe(true);
    path.moveTo(1, 2);
    path.lineTo(4, 2);
    path.moveTo(6, 2);
    path.lineTo(6, 0.5);
    path.moveTo(0, 0);
    path.lineTo(1.25, 1);
    path.lineTo(1.25, 1);
    expect(path.toString()).toBe('M1 2h3m2 0v-1.5M0 0l1.25 1h0');
  });
});

describe('ShapePath', () => {
  test('relative steps between points rounded to thousandths, written short', () => {
    const path = new ShapePath();
    expect(path.empty).toBe(true);
    path.moveTo(0.5, 0);
    path.lineTo(1, 0.2886751);
    path.lineTo(0, 0.2886751);
    path.lineTo(0, 1.5);
    path.moveTo(0, 1.5);
    path.moveTo(2, 1.5);
    path.arc(2, 2, 0.5, -Math.PI / 2, 0);
    path.closePath();
    path.lineTo(1.5, 1.25);
    expect(path.toString()).toBe('M.5 0l.5.289h-1v1.211m2 0a.5 .5 0 0 1 .5.5zl-.5-.25');
  });

  test('no rounding adds up: ten thousand slanted steps end where the last point is', () => {
    const path = new ShapePath();
    path.moveTo(0, 0);
    const step = Math.sqrt(3) / 2;
    for (let i = 1; i <= 10_000; i++) path.lineTo(i * 0.5, i * step);
    const [end] = pathSegments(path.toString()).slice(-1);
    expect(end).toMatchObject({ kind: 'line' });
    if (end!.kind === 'line') {
      expect(end!.x1).toBeCloseTo(5000, 6);
      expect(end!.y1).toBeCloseTo(Math.round(10_000 * step * 1000) / 1000, 6);
    }
  });
});

describe('heat map', () => {
  test('covers every reachable cell once, lightest at the start', () => {
    const maze = testMaze(23, 17, 1, 'heat', true);
    const svg = renderSvg(maze, { heatmap: true });
    const heat = [...svg.matchAll(/<path class="heat" fill="(#[0-9a-f]{6})"[^>]* d="([^"]*)"\/>/g)];
    expect(heat.length).toBeGreaterThan(1);
    expect(heat.length).toBeLessThanOrEqual(32);
    const covered = new Uint8Array(maze.grid.size);
    for (const [, , d] of heat) {
      for (const [, x, y, n] of d!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
        for (let i = 0; i < Number(n); i++) covered[maze.grid.index(Number(x) + i, Number(y))]!++;
      }
    }
    expect(covered.every((v) => v === 1)).toBe(true);
    const startShade = heat.find(([, , d]) => d!.includes(`M${maze.grid.col(maze.start!)} ${maze.grid.row(maze.start!)}h`));
    expect(startShade?.[1]).toBe('#ffffff');
    expect(svg).toContain('shape-rendering="crispEdges"');
  });

  test('same-shade neighbours in a row merge into one rectangle', () => {
    const svg = renderSvg(corridor(10), { heatmap: true, heatSteps: 2 });
    const heat = pathsOf(svg, 'heat');
    expect(heat).toEqual(['M0 0h5v1h-5z', 'M5 0h5v1h-5z']);
  });

  test('unreachable cells stay uncoloured', () => {
    const grid = new OrthogonalGrid(3, 1);
    grid.link(0, 2);
    const svg = renderSvg({ grid, generator: 'x', seed: '1' }, { heatmap: true });
    expect(pathsOf(svg, 'heat').join('')).not.toContain('M2 0');
  });

  test('ramp runs from white to the heat colour', () => {
    expect(heatRamp('#08306b', 3)).toEqual(['#ffffff', '#8498b5', '#08306b']);
    expect(heatRamp('#000', 2)).toEqual(['#ffffff', '#000000']);
  });
});

describe('marks and floors', () => {
  test('start, goal and the solution line', () => {
    const maze = testMaze(8, 8, 1, 'marks', true);
    const svg = renderSvg(maze);
    // One look in every renderer: a disc for the start, a square for the goal (core's marks).
    expect(pathsOf(svg, 'start')).toEqual([expect.stringMatching(/^M[\d.]+ [\d.]+A0\.3 0\.3 0 0 1 [\d.]+ [\d.]+A0\.3 0\.3 0 0 1 [\d.]+ [\d.]+Z$/)]);
    expect(pathsOf(svg, 'goal')).toEqual([expect.stringMatching(/^M[\d.]+ [\d.]+H[\d.]+V[\d.]+H[\d.]+Z$/)]);
    expect(pathsOf(svg, 'solution')).toHaveLength(1);
    const plain = renderSvg(maze, { ends: false, solution: false });
    expect(plain).not.toMatch(/start|goal|solution/);
  });

  test('multi-level: labels, stairs per floor, layout in rows', () => {
    const maze = testMaze(5, 4, 4, 'floors', true);
    const svg = renderSvg(maze, { cellSize: 10 });
    expect([...svg.matchAll(/>(Level \d)</g)].map((m) => m[1])).toEqual(['Level 1', 'Level 2', 'Level 3', 'Level 4']);
    const translates = [...svg.matchAll(/translate\(([\d.]+) ([\d.]+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(new Set(translates.map(([x]) => x)).size).toBe(2);
    expect(new Set(translates.map(([, y]) => y)).size).toBe(2);
    // Each stair mark is one triangle per direction: its apex above its base points up.
    const stairs = pathsOf(svg, 'stairs').join('');
    let ups = 0;
    let downs = 0;
    for (const [, apex, base] of stairs.matchAll(/M[\d.]+ ([\d.]+)L[\d.]+ ([\d.]+)H[\d.]+Z/g)) {
      if (Number(apex) < Number(base)) ups++;
      else downs++;
    }
    let wantUp = 0;
    let wantDown = 0;
    for (const bits of maze.grid.cells) {
      if (bits & 16) wantUp++;
      if (bits & 32) wantDown++;
    }
    expect(wantUp + wantDown).toBeGreaterThan(4);
    expect([ups, downs]).toEqual([wantUp, wantDown]);
    const oneRow = renderSvg(maze, { columns: 4, labels: false, stairs: false });
    expect(new Set([...oneRow.matchAll(/translate\([\d.]+ ([\d.]+)\)/g)].map((m) => m[1])).size).toBe(1);
    expect(oneRow).not.toMatch(/Level|stairs/);
  });

  test('a flat maze has no labels or stairs', () => {
    expect(renderSvg(testMaze(4, 4, 1, 'f'))).not.toMatch(/<text|stairs/);
  });
});

describe('bad input', () => {
  const maze = testMaze(3, 3, 1, 'bad');
  test.each([
    [{ cellSize: 0 }, 'option cellSize must be a number from 1 to 1000, got 0'],
    [{ wallWidth: 20 }, 'option wallWidth must be at most cellSize (16), got 20'],
    [{ heatSteps: 2.5 }, 'option heatSteps must be an integer from 2 to 256, got 2.5'],
    [{ wallColor: 'red" onload="x' }, 'option wallColor must be a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb(); got "red\\" onload=\\"x"'],
    [{ wallColor: 'notacolour' }, 'option wallColor must be a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb(); got "notacolour"'],
    [{ wallColor: '#12345' }, 'option wallColor must be a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb(); got "#12345"'],
    [{ backgroundColor: 'nope' }, 'option backgroundColor must be a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb(), or none; got "nope"'],
    [{ heatColor: '#0000ff80' }, 'option heatColor must be an opaque colour (this output has no transparency), got "#0000ff80"'],
    [{ title: 3 }, 'option title must be a string, got 3'],
    [{ gaps: 'yes' }, 'option gaps must be true or false, got "yes"'],
    [{ size: 3 }, 'unknown option "size"; allowed: cellSize, wallWidth, padding, wallColor, backgroundColor, solutionColor, startColor, goalColor, stairColor, rockColor, doorColor, ends, gaps, solution, stairs, labels, heatmap, heatColor, heatSteps, columns, title'],
  ])('options %j', (options, message) => {
    const error = errorOf(() => renderSvg(maze, options as never));
    expect(isMazekitError(error)).toBe(true);
    expect(error.message).toBe(`@mazekit/render-svg: ${message}`);
  });

  test('format, grid and marks', () => {
    expect(errorOf(() => renderer.render(maze, { format: 'png' })).message).toBe('@mazekit/render-svg: format must be svg, got "png"');
    const hex = { grid: { topology: 'hex' }, generator: 'x', seed: '1' } as unknown as Maze;
    expect(errorOf(() => renderSvg(hex)).message).toBe(
      '@mazekit/render-svg: cannot draw the "hex" grid: it has no shape (orthogonal, or a shape package\'s grid such as @mazekit/grid-hex)',
    );
    expect(errorOf(() => renderSvg(null as never)).message).toBe('@mazekit/render-svg: maze must be a maze object with a grid, got null');
    expect(errorOf(() => renderSvg({ ...maze, goal: -1 })).message).toBe(
      '@mazekit/render-svg: maze.goal must be a cell index from 0 to 8, got -1',
    );
    expect(errorOf(() => renderSvg({ ...maze, solution: [0, 1.5] })).message).toContain('solution cell must be');
  });
});

test('renderer metadata', () => {
  expect(renderer.formats).toEqual(['svg']);
  expect(renderer.extensions).toEqual({ svg: 'svg' });
  const maze = testMaze(4, 4, 1, 'r');
  expect(renderer.render(maze, { format: 'svg', cellSize: 8 })).toBe(renderSvg(maze, { cellSize: 8 }));
});

// Speed is measured by the benchmarks, not here; this checks the file stays small.
test('a 1000x1000 maze renders to a small file with one wall path', () => {
  const maze = testMaze(1000, 1000, 1, 'big', true);
  const svg = renderSvg(maze);
  expect(svg.length).toBeLessThan(4_000_000);
  expect(pathsOf(svg, 'walls')).toHaveLength(1);
});

test('public export names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'CompactPath',
    'ShapePath',
    'escapeXml',
    'heatPaths',
    'renderSvg',
    'renderer',
    'resolveSvgOptions',
    'shapeHeatPaths',
    'svgOptions',
  ]);
});

describe('dungeons', () => {
  test('rock is one filled path of whole-cell runs, doors one path of bars in the rock and door colours', () => {
    const maze = dungeonMaze();
    const cells = layoutCells(maze)!;
    const svg = renderSvg(maze, { rockColor: '#203040', doorColor: 'sienna' });
    const rock = /<path class="rock" fill="#203040" shape-rendering="crispEdges" d="([^"]+)"\/>/.exec(svg);
    expect(rock).not.toBeNull();
    // One closed rectangle per run of rock cells along a row, together covering every rock cell.
    let area = 0;
    for (const m of rock![1]!.matchAll(/M(\d+) (\d+)H(\d+)V(\d+)H\d+Z/g)) area += (Number(m[3]) - Number(m[1])) * (Number(m[4]) - Number(m[2]));
    expect(area).toBe(cells.counts[CellKind.ROCK]);
    const doors = /<path class="doors" fill="sienna" d="([^"]+)"\/>/.exec(svg);
    expect(doors![1]!.match(/M/g)).toHaveLength(maze.layout!.doors.length);
    // Without rooms, nothing of the kind.
    const plain = renderSvg({ grid: maze.grid, generator: 'rooms', seed: maze.seed });
    expect(plain).not.toMatch(/class="(rock|doors)"/);
  });
});
