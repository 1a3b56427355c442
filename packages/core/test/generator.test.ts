import { describe, expect, it } from 'vitest';
import { EAST, OrthogonalGrid, createRng, defineGenerator, generate, isPerfect, resolveOptions, type Carving, type Generator, type Rng, type Tracer } from '../src/index.js';
import { testMaze } from './helpers.js';

const dfs: Generator = defineGenerator({
  id: 'test-dfs',
  name: 'Test DFS',
  summary: 'A depth-first search for tests.',
  package: '@mazekit/test-dfs',
  topologies: ['orthogonal'],
  multiLevel: false,
  uniform: false,
  options: [{ name: 'bias', type: 'number', description: 'unused', default: 0.5, min: 0, max: 1 }],
  carve(grid, rng, options, tracer) {
    expect(options.bias).toBeTypeOf('number');
    const made = testMaze((grid as OrthogonalGrid).width, (grid as OrthogonalGrid).height, 1, rng, tracer);
    grid.cells.set(made.cells);
  },
});

describe('defineGenerator and generate', () => {
  it('generates reproducibly from a seed', () => {
    const a = generate(dfs, { width: 10, height: 8, seed: 'x' });
    const b = generate(dfs, { width: 10, height: 8, seed: 'x' });
    expect(a.seed).toBe('x');
    expect(a.generator).toBe('test-dfs');
    expect(isPerfect(a.grid)).toBe(true);
    expect(Array.from(a.grid.cells)).toEqual(Array.from(b.grid.cells));
    expect(generate(dfs, { width: 10, height: 8, seed: 7 }).seed).toBe('7');
  });

  it('refuses what the generator cannot do, naming its package', () => {
    expect(() => generate(dfs, { width: 3, height: 3, levels: 2, seed: 1 })).toThrow(
      '@mazekit/test-dfs: test-dfs carves single-level mazes only; got levels=2, allowed: 1',
    );
    expect(() => generate(dfs, { width: 3, height: 3, seed: 1, options: { bias: 2 } })).toThrow(
      '@mazekit/test-dfs: option bias must be a number from 0 to 1, got 2',
    );
    expect(() => generate(dfs, { width: 3, height: 3, seed: 1, options: { nope: 1 } })).toThrow(
      '@mazekit/test-dfs: unknown option "nope"; allowed: bias',
    );
    const used = new OrthogonalGrid(2, 2);
    used.link(0, 2);
    expect(() => dfs.carve(used, createRng(1))).toThrow(/no passages before carving; cell 0 has 4/);
    const tail = new OrthogonalGrid(3, 3);
    tail.link(7, 2);
    expect(() => dfs.carve(tail, createRng(1))).toThrow(/cell 7 has 4/);
    expect(() => dfs.carve(new OrthogonalGrid(2, 2), 5 as unknown as () => number)).toThrow(/rng must be a function/);
    expect(() => defineGenerator({ ...dfs, id: 'Bad Id', carve: () => undefined })).toThrow(/generator id must be/);
  });

  it('resolves options: defaults, choices, booleans', () => {
    const specs = [
      { name: 'policy', type: 'choice', description: '', default: 'newest', choices: ['newest', 'oldest'] },
      { name: 'fast', type: 'boolean', description: '', default: false },
      { name: 'label', type: 'string', description: '', default: '' },
      { name: 'n', type: 'number', description: '', default: 1, integer: true, min: 1 },
    ] as const;
    expect(resolveOptions('p', specs, undefined)).toEqual({ policy: 'newest', fast: false, label: '', n: 1 });
    expect(resolveOptions('p', specs, { policy: 'oldest', n: 3 })).toMatchObject({ policy: 'oldest', n: 3 });
    expect(() => resolveOptions('p', specs, { policy: 'x' })).toThrow('p: option policy must be one of newest, oldest, got "x"');
    expect(() => resolveOptions('p', specs, { fast: 1 })).toThrow('p: option fast must be true or false, got 1');
    expect(() => resolveOptions('p', specs, { label: 1 })).toThrow('p: option label must be a string, got 1');
    expect(() => resolveOptions('p', specs, { n: 1.5 })).toThrow('p: option n must be an integer >= 1, got 1.5');
  });
});

describe('grids with fixed passages (Grid.carving)', () => {
  // A 3 x 1 row whose first passage (0-1) is fixed: the generator carves a 2 x 1 graph in
  // which vertex 0 stands for cells 0 and 1, and the carving opens both passages.
  function fixedRow(): { grid: OrthogonalGrid; calls: string[] } {
    const calls: string[] = [];
    const grid = new OrthogonalGrid(3, 1);
    const view = new OrthogonalGrid(2, 1);
    const carving: Carving = {
      grid: view,
      trace(tracer: Tracer): Tracer {
        calls.push('trace');
        tracer.carve?.(0, 1);
        return { carve: (a, b) => tracer.carve?.(a + 1, b + 1) };
      },
      finish() {
        calls.push('finish');
        grid.link(0, EAST);
        if (view.isOpen(0, EAST)) grid.link(1, EAST);
      },
    };
    Object.assign(grid, {
      carving(rng: Rng): Carving {
        calls.push(`carving ${typeof rng}`);
        return carving;
      },
    });
    return { grid, calls };
  }
  const anyGrid: Generator = defineGenerator({
    ...{ id: 'test-any', name: 'Test', summary: 'Links east.', package: '@mazekit/test-any', multiLevel: false, uniform: false },
    topologies: ['*'],
    carve(grid, _rng, _options, tracer) {
      for (let c = 0; c + 1 < grid.size; c++) {
        grid.link(c, EAST);
        tracer?.carve?.(c, c + 1);
      }
    },
  });

  it('carves the graph the grid hands over, then lets the grid open it', () => {
    const { grid, calls } = fixedRow();
    anyGrid.carve(grid, createRng('x'));
    expect(calls).toEqual(['carving function', 'finish']);
    expect(Array.from(grid.cells)).toEqual([4, 12, 8]);
  });

  it("reports the carve through the grid's tracer, fixed passages first", () => {
    const { grid, calls } = fixedRow();
    const events: string[] = [];
    anyGrid.carve(grid, createRng('x'), undefined, { carve: (a, b) => events.push(`${a}-${b}`) });
    expect(calls).toEqual(['carving function', 'trace', 'finish']);
    expect(events).toEqual(['0-1', '1-2']);
  });
});

describe('row streams', () => {
  const rowsGen = defineGenerator({
    id: 'corridors',
    name: 'Corridors',
    summary: 'Each row one east-west corridor, joined at the west edge.',
    package: '@mazekit/corridors',
    topologies: ['orthogonal'],
    multiLevel: false,
    uniform: false,
    carve() {},
    *rows(width, height) {
      for (let r = 0; r < height; r++) {
        const row = new Uint8Array(width);
        for (let c = 0; c < width; c++) row[c] = (c > 0 ? 8 : 0) | (c < width - 1 ? 4 : 0) | (c === 0 && r > 0 ? 1 : 0) | (c === 0 && r < height - 1 ? 2 : 0);
        yield row;
      }
    },
  });

  it('is offered only by generators that define one, with checked arguments', () => {
    expect(dfs.rows).toBeUndefined();
    const rows = [...rowsGen.rows!(3, 2, createRng(1))];
    expect(rows.map((r) => Array.from(r))).toEqual([
      [6, 12, 8],
      [5, 12, 8],
    ]);
    expect(() => rowsGen.rows!(0, 2, createRng(1))).toThrow('@mazekit/corridors: width must be an integer from 1 to 100000000, got 0');
    // @ts-expect-error -- a generator without options takes none, also at compile time
    expect(() => rowsGen.rows!(2, 2, createRng(1), { x: 1 })).toThrow('@mazekit/corridors: unknown option "x"; allowed: none');
  });
});
