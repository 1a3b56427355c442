import { describe, expect, it } from 'vitest';
import {
  MaskedGeometry,
  OrthogonalGrid,
  createRng,
  defineGenerator,
  geometryOf,
  isMasked,
  isMazekitError,
  isPerfect,
  maskCells,
  maskFromPixels,
  maskGrid,
  parseTextMask,
  shapeOf,
  orthogonalShape,
  type Grid,
} from '../src/index.js';
import { carveAny } from './helpers.js';
import { LineGrid } from './line-shape.js';

const HEART = `
.##.##.
#######
#######
.#####.
..###..
...#...
`.slice(1);

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

function onCount(on: Uint8Array): number {
  return on.reduce((a, b) => a + b, 0);
}

describe('text masks', () => {
  it('reads # and . rows', () => {
    const m = parseTextMask(HEART);
    expect([m.width, m.height]).toEqual([7, 6]);
    expect(Array.from(m.on.subarray(0, 7))).toEqual([0, 1, 1, 0, 1, 1, 0]);
    expect(onCount(m.on)).toBe(27);
  });

  it('reads X and space rows, ragged lines padded with off cells, CRLF too', () => {
    const m = parseTextMask('XX\r\nX\r\n x \r\n\r\n');
    expect([m.width, m.height]).toEqual([3, 3]);
    expect(Array.from(m.on)).toEqual([1, 1, 0, 1, 0, 0, 0, 1, 0]);
  });

  it('refuses an empty mask and foreign characters, naming line and column', () => {
    expect(errorOf(() => parseTextMask('\n \n')).message).toMatch(/text mask is empty/);
    expect(errorOf(() => parseTextMask('##\n#o')).message).toBe(
      '@mazekit/core: text mask line 2, column 2: "o" is not a mask character; use # or X for on, . or space for off',
    );
  });
});

describe('maskGrid', () => {
  it('presents only the on-cells, in base order, with off neighbours gone', () => {
    const base = new OrthogonalGrid(7, 6);
    const grid = maskGrid(base, maskCells(base, parseTextMask(HEART)));
    expect(isMasked(grid)).toBe(true);
    expect(grid.size).toBe(27);
    expect(grid.topology).toBe('orthogonal');
    expect(grid.degree).toBe(4);
    expect(grid.toBase[0]).toBe(1);
    expect(grid.fromBase[0]).toBe(-1);
    expect(grid.neighbor(0, 3)).toBe(-1); // west of (1,0) is off
    expect(grid.neighbor(0, 1)).toBe(grid.fromBase[8]); // south of (1,0) is (1,1)
    for (let c = 0; c < grid.size; c++) {
      for (let d = 0; d < grid.degree; d++) {
        const n = grid.neighbor(c, d);
        if (n >= 0) expect(grid.neighbor(n, grid.opposite(d))).toBe(c);
      }
    }
    expect(shapeOf(grid)).toBe(orthogonalShape);
  });

  it('is carved perfect by a generator that uses only the Grid interface, flat and multi-level', () => {
    for (const levels of [1, 3]) {
      const base = new OrthogonalGrid(7, 6, levels);
      const grid = carveAny(maskGrid(base, maskCells(base, parseTextMask(HEART))), createRng('heart'));
      expect(isPerfect(grid)).toBe(true);
      expect(grid.size).toBe(27 * levels);
      expect(Array.from(grid.baseCells()).filter((v, i) => v !== 0 && grid.fromBase[i] === -1)).toEqual([]);
      expect(isPerfect(grid.clone())).toBe(true);
    }
  });

  it('draws masked cells with the base geometry', () => {
    const base = new OrthogonalGrid(7, 6);
    const grid = maskGrid(base, maskCells(base, parseTextMask(HEART)));
    const geo = geometryOf(grid);
    expect(geo).toBeInstanceOf(MaskedGeometry);
    expect(geo.center(0)).toEqual({ x: 1.5, y: 0.5 });
    expect([geo.width, geo.height]).toEqual([7, 6]);
  });

  it('refuses a mask with no on-cell, the wrong length, or on-cells that do not connect', () => {
    const base = new OrthogonalGrid(4, 3);
    expect(errorOf(() => maskGrid(base, new Uint8Array(12))).message).toBe(
      '@mazekit/core: the mask switches every cell off; at least one cell must be on',
    );
    expect(errorOf(() => maskGrid(base, new Uint8Array(11))).message).toMatch(/one entry per cell \(12\), got 11/);
    const split = maskCells(base, parseTextMask('##.#\n##.#\n....'));
    expect(errorOf(() => maskGrid(base, split)).message).toBe(
      "@mazekit/core: the mask's on-cells do not all connect: cell 3 (col 3, row 0) cannot be reached from cell 0 (col 0, row 0); join the regions or keep the largest one",
    );
    expect(errorOf(() => maskGrid(maskGrid(base, split, { keepLargest: true }), split)).message).toMatch(/already masked/);
  });

  it('keeps the largest region when asked', () => {
    const base = new OrthogonalGrid(4, 3);
    const kept = maskGrid(base, maskCells(base, parseTextMask('#..#\n...#\n#..#')), { keepLargest: true });
    expect(Array.from(kept.toBase)).toEqual([3, 7, 11]);
  });

  it('joins floors through stairs: a mask split on one floor is whole across levels', () => {
    const base = new OrthogonalGrid(3, 1, 2);
    const grid = maskGrid(base, Uint8Array.of(1, 0, 1, 1, 1, 1));
    expect(grid.size).toBe(5);
  });
});

describe('maskCells', () => {
  it('maps a bitmap of the board size one pixel to one cell on every floor', () => {
    const base = new OrthogonalGrid(3, 2, 2);
    const on = maskCells(base, { width: 3, height: 2, on: Uint8Array.of(1, 0, 1, 1, 1, 0) });
    expect(Array.from(on)).toEqual([1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 0]);
  });

  it('scales a bitmap of another size to the board, nearest pixel', () => {
    const base = new OrthogonalGrid(2, 1);
    const on = maskCells(base, { width: 4, height: 2, on: Uint8Array.of(0, 0, 1, 1, 0, 0, 1, 1) });
    expect(Array.from(on)).toEqual([0, 1]);
    const wide = new OrthogonalGrid(4, 2);
    expect(Array.from(maskCells(wide, { width: 2, height: 1, on: Uint8Array.of(1, 0) }))).toEqual([1, 1, 0, 0, 1, 1, 0, 0]);
  });

  it('samples the pixel under each cell centre on shapes without a board', () => {
    const line = new LineGrid(4);
    expect(Array.from(maskCells(line, { width: 2, height: 1, on: Uint8Array.of(0, 1) }))).toEqual([0, 0, 1, 1]);
  });

  it('refuses a malformed bitmap', () => {
    const bad = { width: 2, height: 2, on: new Uint8Array(3) };
    expect(errorOf(() => maskCells(new OrthogonalGrid(2, 2), bad)).message).toMatch(/mask bitmap needs integer width, height/);
  });
});

describe('generators and masks', () => {
  const spec = {
    name: 'Test',
    summary: 'test',
    package: '@mazekit/test',
    multiLevel: false,
    uniform: false,
    carve: (grid: Grid, rng: () => number) => void carveAny(grid, rng),
  };
  const base = new OrthogonalGrid(3, 3);
  const on = maskCells(base, parseTextMask('##\n##'));

  it('a graph generator (topologies *) carves masked grids', () => {
    const any = defineGenerator({ ...spec, id: 'any', topologies: ['*'] });
    const grid = maskGrid(base, on);
    any.carve(grid, createRng('x'));
    expect(isPerfect(grid)).toBe(true);
  });

  it('a board generator refuses them with one line', () => {
    const rows = defineGenerator({ ...spec, id: 'rows', topologies: ['orthogonal'] });
    const error = errorOf(() => rows.carve(maskGrid(base, on), createRng('x')));
    expect(error.message).toBe('@mazekit/test: rows cannot carve masked grids; it needs the whole orthogonal board');
  });
});

describe('maskFromPixels', () => {
  it('dark opaque pixels are on; light, mid-grey-and-lighter and transparent ones are off', () => {
    // black, white, dark grey, light grey, transparent black, pure blue (dark), pure green (light)
    const px = [0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255, 200, 200, 200, 255, 0, 0, 0, 0, 0, 0, 255, 255, 0, 255, 0, 255, 0, 0, 0, 128];
    const bitmap = maskFromPixels(8, 1, px);
    expect([...bitmap.on]).toEqual([1, 0, 1, 0, 0, 1, 0, 1]);
    expect(bitmap.width).toBe(8);
    expect(bitmap.height).toBe(1);
  });

  it('refuses a size or pixel count that does not match, with one line', () => {
    expect(errorOf(() => maskFromPixels(0, 1, [])).message).toBe('@mazekit/core: a picture mask needs an integer width and height >= 1, got 0 x 1');
    expect(errorOf(() => maskFromPixels(2, 1, [0, 0, 0, 255])).message).toBe('@mazekit/core: a 2x1 picture mask needs 8 RGBA bytes, got 4');
  });
});
