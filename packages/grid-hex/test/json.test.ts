import { createRng, maskCells, maskGrid, parseMaze, parseTextMask, solve, stringifyMaze, isMazekitError, type Grid, type Maze } from '@mazekit/core';
import { carve } from './carve.js';
import { describe, expect, it } from 'vitest';
import { HexGrid, shape } from '../src/index.js';

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

describe('hex maze JSON', () => {
  it('round-trips flat, multi-level and masked mazes byte for byte', () => {
    const grids: Grid[] = [new HexGrid(1, 1), new HexGrid(9, 7), new HexGrid(5, 4, 3)];
    const base = new HexGrid(8, 6);
    grids.push(maskGrid(base, maskCells(base, parseTextMask('.######.\n########\n########\n.######.\n..####..\n...##...'))));
    for (const grid of grids) {
      carve(grid, createRng('json'));
      const maze = solve<Grid>({ grid, generator: 'wilson', seed: 'json' });
      const text = stringifyMaze(maze);
      const back = parseMaze(text, [shape]);
      expect(back.grid.topology).toBe('hex');
      expect(Array.from(back.grid.cells)).toEqual(Array.from(grid.cells));
      expect(stringifyMaze(back)).toBe(text);
    }
  });

  it('writes topology hex and the board fields', () => {
    const grid = new HexGrid(2, 2);
    grid.link(0, 0);
    grid.link(0, 5);
    grid.link(2, 0);
    const maze: Maze<HexGrid> = { grid, generator: 'g', seed: 's' };
    expect(stringifyMaze(maze)).toBe(
      '{"format":"mazekit/1","topology":"hex","width":2,"height":2,"levels":1,"generator":"g","seed":"s","cells":[33,2,17,2]}',
    );
  });

  it('refuses each broken rule with the rule named', () => {
    const ok = { format: 'mazekit/1', topology: 'hex', width: 2, height: 2, levels: 1, generator: 'g', seed: 's', cells: [33, 2, 17, 2] };
    const rule = (patch: object) => errorOf(() => parseMaze(JSON.stringify({ ...ok, ...patch }), [shape])).rule;
    expect(() => parseMaze(JSON.stringify(ok), [shape])).not.toThrow();
    expect(rule({ width: 0 })).toBe('size');
    expect(rule({ levels: 1.5 })).toBe('size');
    expect(rule({ width: 20000, height: 20000 })).toBe('max-cells');
    expect(rule({ cells: [33, 2, 17] })).toBe('cells-length');
    expect(rule({ cells: [33, 2, 17, 256] })).toBe('cell-value');
    expect(rule({ cells: [33 | 64, 2, 17, 2] })).toBe('off-grid');
    expect(rule({ cells: [33, 2, 17, 0] })).toBe('symmetric');
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, cells: [1, 0, 0, 0] }), [shape])).message).toBe(
      '@mazekit/core/format: rule symmetric: cell 0 opens east but cell 1 does not open west',
    );
    expect(errorOf(() => parseMaze(JSON.stringify(ok))).message).toBe(
      '@mazekit/core/format: rule topology: "topology" must be "orthogonal", got "hex"',
    );
  });
});

describe('hex shape', () => {
  it('describes itself', () => {
    expect([shape.topology, shape.package, shape.multiLevel]).toEqual(['hex', '@mazekit/grid-hex', true]);
    expect(shape.params.map((p) => p.name)).toEqual(['width', 'height', 'levels']);
    expect(shape.directions).toHaveLength(8);
    expect(shape.cellName(new HexGrid(4, 3, 2), 17)).toBe('cell 17 (col 1, row 1, level 1)');
  });

  it('creates grids and refuses bad parameters with one line naming the package', () => {
    const grid = shape.create({ width: 4, height: 3 });
    expect(grid).toBeInstanceOf(HexGrid);
    expect([grid.width, grid.height, grid.levels]).toEqual([4, 3, 1]);
    for (const [params, mention] of [
      [{ width: 0 }, /^@mazekit\/grid-hex: option width must be an integer from 1/],
      [{ rings: 4 }, /^@mazekit\/grid-hex: unknown option "rings"; allowed: width, height, levels$/],
      [{ width: 20000, height: 20000 }, /^@mazekit\/grid-hex: a 20000x20000x1 maze has 400000000 cells; at most 100000000/],
    ] as const) {
      expect(errorOf(() => shape.create(params)).message).toMatch(mention);
    }
    expect(errorOf(() => new HexGrid(3, -1)).message).toMatch(/^@mazekit\/grid-hex: height must be/);
  });
});
