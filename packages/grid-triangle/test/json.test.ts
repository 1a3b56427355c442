import { type Grid, type Maze, createRng, isMazekitError, maskCells, maskGrid, parseMaze, parseTextMask, solve, stringifyMaze } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { TriangleGrid, shape } from '../src/index.js';
import { carveDfs } from './carve.js';

function errorOf(action: () => unknown): Error & { rule?: string } {
  try {
    action();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    expect((error as Error).message).not.toContain('\n');
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('triangle maze JSON', () => {
  it('round-trips flat, multi-level and masked mazes byte for byte', () => {
    const grids: Grid[] = [new TriangleGrid(1, 1), new TriangleGrid(1, 2), new TriangleGrid(9, 7), new TriangleGrid(5, 4, 3)];
    const base = new TriangleGrid(9, 5);
    grids.push(maskGrid(base, maskCells(base, parseTextMask('....#....\n...###...\n..#####..\n.#######.\n#########'))));
    for (const grid of grids) {
      carveDfs(grid, createRng('json'));
      const maze = solve<Grid>({ grid, generator: 'backtracker', seed: 'json' });
      const text = stringifyMaze(maze);
      const back = parseMaze(text, [shape]);
      expect(back.grid.topology).toBe('triangle');
      expect(Array.from(back.grid.cells)).toEqual(Array.from(grid.cells));
      expect(stringifyMaze(back)).toBe(text);
    }
  });

  it('writes topology triangle and the board fields', () => {
    const grid = new TriangleGrid(3, 2);
    grid.link(0, 2); // (0, 0) east to (1, 0)
    grid.link(0, 1); // (0, 0) south to (0, 1)
    grid.link(1, 2); // (1, 0) east to (2, 0)
    grid.link(2, 1); // (2, 0) south to (2, 1)
    grid.link(4, 2); // (1, 1) east to (2, 1)
    const maze: Maze<TriangleGrid> = { grid, generator: 'g', seed: 's' };
    expect(stringifyMaze(maze)).toBe(
      '{"format":"mazekit/1","topology":"triangle","width":3,"height":2,"levels":1,"generator":"g","seed":"s","cells":[6,12,10,1,4,9]}',
    );
  });

  it('refuses each broken rule with the rule named', () => {
    const ok = { format: 'mazekit/1', topology: 'triangle', width: 3, height: 2, levels: 1, generator: 'g', seed: 's', cells: [6, 12, 10, 1, 4, 9] };
    const rule = (patch: object) => errorOf(() => parseMaze(JSON.stringify({ ...ok, ...patch }), [shape])).rule;
    expect(() => parseMaze(JSON.stringify(ok), [shape])).not.toThrow();
    expect(rule({ width: 0 })).toBe('size');
    expect(rule({ height: 'two' })).toBe('size');
    expect(rule({ levels: 1.5 })).toBe('size');
    expect(rule({ width: 20000, height: 20000 })).toBe('max-cells');
    expect(rule({ cells: [6, 12, 10, 1, 4] })).toBe('cells-length');
    expect(rule({ cells: [6, 12, 10, 1, 4, 64] })).toBe('cell-value');
    // (0, 0) points up: it has no north side.
    expect(rule({ cells: [7, 12, 10, 1, 4, 9] })).toBe('off-grid');
    expect(rule({ cells: [6, 12, 10, 1, 4, 1] })).toBe('symmetric');
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, width: 1, height: 3, cells: [2, 1, 0] }), [shape])).message).toBe(
      '@mazekit/core/format: rule size: a triangle grid 1 cell wide has at most 2 rows, got "height" 3',
    );
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, cells: [6, 12, 10, 0, 4, 9] }), [shape])).message).toBe(
      '@mazekit/core/format: rule symmetric: cell 0 opens south but cell 3 does not open north',
    );
    expect(errorOf(() => parseMaze(JSON.stringify(ok))).message).toMatch(/rule topology: "topology" must be "orthogonal", got "triangle"$/);
  });
});

describe('triangle shape', () => {
  it('describes itself', () => {
    expect([shape.topology, shape.package, shape.multiLevel]).toEqual(['triangle', '@mazekit/grid-triangle', true]);
    expect(shape.params.map((p) => p.name)).toEqual(['width', 'height', 'levels']);
    expect(shape.directions).toEqual(['north', 'south', 'east', 'west', 'up', 'down']);
    expect(shape.cellName(new TriangleGrid(4, 3, 2), 17)).toBe('cell 17 (col 1, row 1, level 1)');
    expect(shape.cellName(new TriangleGrid(4, 3), 5)).toBe('cell 5 (col 1, row 1)');
    const board = shape.board!(new TriangleGrid(4, 3, 2));
    expect([board.width, board.height, board.cell(3, 2, 1)]).toEqual([4, 3, 23]);
    expect(new TriangleGrid(2, 2).shape).toBe(shape);
  });

  it('creates grids and refuses bad parameters with one line naming the package', () => {
    const grid = shape.create({ width: 4, height: 3 });
    expect(grid).toBeInstanceOf(TriangleGrid);
    expect([grid.width, grid.height, grid.levels]).toEqual([4, 3, 1]);
    expect([shape.create().width, shape.create().height]).toEqual([40, 20]);
    for (const [params, mention] of [
      [{ width: 0 }, /^@mazekit\/grid-triangle: option width must be an integer from 1 to 100000000, got 0$/],
      [{ height: 2.5 }, /^@mazekit\/grid-triangle: option height must be an integer from 1 to 100000000, got 2\.5$/],
      [{ rings: 4 }, /^@mazekit\/grid-triangle: unknown option "rings"; allowed: width, height, levels$/],
      [{ width: 1, height: 5 }, /^@mazekit\/grid-triangle: a triangle grid 1 cell wide falls apart beyond 2 rows; got width 1, height 5/],
      [{ width: 20000, height: 20000 }, /^@mazekit\/grid-triangle: a 20000x20000x1 maze has 400000000 cells; at most 100000000/],
    ] as const) {
      expect(errorOf(() => shape.create(params)).message).toMatch(mention);
    }
  });
});
