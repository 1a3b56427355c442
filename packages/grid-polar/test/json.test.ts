import { type Grid, type Maze, createRng, isMazekitError, maskGrid, parseMaze, solve, stringifyMaze } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { CW, IN0, OUT0, OUT1, OUT2, PolarGrid, maxRings, shape } from '../src/index.js';
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

describe('polar maze JSON', () => {
  it('round-trips plain and masked mazes byte for byte', () => {
    const grids: Grid[] = [new PolarGrid(1), new PolarGrid(2), new PolarGrid(9)];
    // A disc with a bite out of the outer ring: ring 4's last 9 cells off.
    const base = new PolarGrid(4);
    const on = new Uint8Array(base.size).fill(1);
    for (let i = 9; i < 18; i++) on[base.index(4, i)] = 0;
    grids.push(maskGrid(base, on));
    for (const grid of grids) {
      carveDfs(grid, createRng('json'));
      const maze = solve<Grid>({ grid, generator: 'backtracker', seed: 'json' });
      const text = stringifyMaze(maze);
      const back = parseMaze(text, [shape]);
      expect(back.grid.topology).toBe('polar');
      expect(Array.from(back.grid.cells)).toEqual(Array.from(grid.cells));
      expect(stringifyMaze(back)).toBe(text);
    }
  });

  it('writes topology polar and the ring count', () => {
    const grid = new PolarGrid(1);
    grid.link(0, OUT0);
    grid.link(0, OUT2);
    grid.link(1, CW);
    const maze: Maze<PolarGrid> = { grid, generator: 'g', seed: 's' };
    expect(stringifyMaze(maze)).toBe('{"format":"mazekit/1","topology":"polar","rings":1,"generator":"g","seed":"s","cells":[68,9,2,128]}');
  });

  it('refuses each broken rule with the rule named', () => {
    const ok = { format: 'mazekit/1', topology: 'polar', rings: 1, generator: 'g', seed: 's', cells: [68, 9, 2, 128] };
    const rule = (patch: object) => errorOf(() => parseMaze(JSON.stringify({ ...ok, ...patch }), [shape])).rule;
    expect(() => parseMaze(JSON.stringify(ok), [shape])).not.toThrow();
    expect(() => parseMaze(JSON.stringify({ ...ok, levels: 1 }), [shape])).not.toThrow();
    expect(rule({ rings: 0 })).toBe('size');
    expect(rule({ rings: 2.5 })).toBe('size');
    expect(rule({ rings: '1' })).toBe('size');
    expect(rule({ rings: undefined })).toBe('size');
    expect(rule({ levels: 2 })).toBe('size');
    expect(rule({ rings: maxRings() + 1 })).toBe('max-cells');
    expect(rule({ cells: [68, 9, 2] })).toBe('cells-length');
    expect(rule({ cells: [68, 9, 2, 256] })).toBe('cell-value');
    // The centre has no clockwise neighbour.
    expect(rule({ cells: [69, 9, 2, 128] })).toBe('off-grid');
    expect(rule({ cells: [68, 9, 2, 0] })).toBe('symmetric');
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, rings: 0 }), [shape])).message).toBe(
      '@mazekit/core/format: rule size: "rings" must be an integer >= 1, got 0',
    );
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, levels: 3 }), [shape])).message).toBe(
      '@mazekit/core/format: rule size: a polar maze has one level; "levels" may only be 1, got 3',
    );
    expect(errorOf(() => parseMaze(JSON.stringify({ ...ok, cells: [68, 8, 2, 128] }), [shape])).message).toBe(
      '@mazekit/core/format: rule symmetric: cell 2 opens ccw but cell 1 does not open cw',
    );
  });
});

describe('polar shape', () => {
  it('describes itself', () => {
    expect([shape.topology, shape.package, shape.multiLevel]).toEqual(['polar', '@mazekit/grid-polar', false]);
    expect(shape.params.map((p) => p.name)).toEqual(['rings']);
    expect(shape.directions).toEqual(['cw', 'ccw', 'out0', 'in0', 'out1', 'in1', 'out2', 'in2']);
    const grid = new PolarGrid(3);
    expect(shape.cellName(grid, 0)).toBe('cell 0 (the centre)');
    expect(shape.cellName(grid, 14)).toBe('cell 14 (ring 3, position 1)');
    expect('board' in shape).toBe(false);
    expect(grid.shape).toBe(shape);
    expect([grid.neighbor(0, OUT1), grid.neighbor(2, IN0)]).toEqual([2, -1]);
  });

  it('creates grids and refuses bad parameters, levels included, with one line naming the package', () => {
    expect(shape.create({ rings: 4 }).size).toBe(49);
    expect(shape.create().rings).toBe(10);
    expect(shape.create({ rings: 2, levels: 1 }).rings).toBe(2);
    for (const [params, mention] of [
      [{ rings: 0 }, new RegExp(`^@mazekit/grid-polar: option rings must be an integer from 1 to ${maxRings()}, got 0$`)],
      [{ rings: 1.5 }, /^@mazekit\/grid-polar: option rings must be an integer from 1 to \d+, got 1\.5$/],
      [{ rings: 3, levels: 2 }, /^@mazekit\/grid-polar: polar mazes have one level; got levels 2, allowed: 1$/],
      [{ width: 5 }, /^@mazekit\/grid-polar: unknown option "width"; allowed: rings$/],
    ] as const) {
      expect(errorOf(() => shape.create(params)).message).toMatch(mention);
    }
    expect(OUT2).toBe(6);
  });
});
