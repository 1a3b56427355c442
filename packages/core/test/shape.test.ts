import { describe, expect, it } from 'vitest';
import {
  OrthogonalGrid,
  PathBuilder,
  ScaledContext,
  arcTo,
  createRng,
  drawGridWalls,
  geometryOf,
  isMazekitError,
  orthogonalShape,
  shapeOf,
  wallRuns,
  type PathContext,
} from '../src/index.js';
import { testMaze } from './helpers.js';
import { LineGrid, lineShape } from './line-shape.js';

/** Records the segments drawn: each `moveTo` + `lineTo` pair as "x1,y1-x2,y2", ends in sorted order. */
function segments(draw: (ctx: PathContext) => void): string[] {
  const out: string[] = [];
  let at = '';
  draw({
    moveTo: (x, y) => void (at = `${x},${y}`),
    lineTo: (x, y) => {
      const to = `${x},${y}`;
      out.push([at, to].sort().join('-'));
      at = to;
    },
  });
  return out;
}

function errorOf(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

describe('orthogonalShape', () => {
  it('describes itself and its parameters', () => {
    expect(orthogonalShape.topology).toBe('orthogonal');
    expect(orthogonalShape.package).toBe('@mazekit/core');
    expect(orthogonalShape.multiLevel).toBe(true);
    expect(orthogonalShape.params.map((p) => p.name)).toEqual(['width', 'height', 'levels']);
    expect(orthogonalShape.directions).toEqual(['north', 'south', 'east', 'west', 'up', 'down']);
  });

  it('creates grids from parameters, defaults filled in', () => {
    const grid = orthogonalShape.create({ width: 5, height: 3, levels: 2 });
    expect([grid.width, grid.height, grid.levels, grid.size]).toEqual([5, 3, 2, 30]);
    expect(orthogonalShape.create().size).toBe(400);
    expect(shapeOf(grid)).toBe(orthogonalShape);
  });

  it('refuses bad parameters with one line naming the package', () => {
    for (const [params, mention] of [
      [{ width: 0 }, /width must be an integer from 1/],
      [{ width: 2.5 }, /width/],
      [{ rings: 3 }, /unknown option "rings"; allowed: width, height, levels/],
      [{ width: 100000, height: 100000 }, /at most 100000000/],
    ] as const) {
      const error = errorOf(() => orthogonalShape.create(params));
      expect(isMazekitError(error)).toBe(true);
      expect(error.message).toMatch(/^@mazekit\/core: /);
      expect(error.message).toMatch(mention);
      expect(error.message).not.toContain('\n');
    }
  });

  it('names cells with their column, row and level', () => {
    expect(orthogonalShape.cellName(new OrthogonalGrid(4, 3), 6)).toBe('cell 6 (col 2, row 1)');
    expect(orthogonalShape.cellName(new OrthogonalGrid(4, 3, 2), 18)).toBe('cell 18 (col 2, row 1, level 1)');
  });
});

describe('orthogonal geometry', () => {
  const grid = new OrthogonalGrid(5, 4, 3);
  const geo = orthogonalShape.geometry(grid);

  it('frames one floor in cell units and places each cell', () => {
    expect([geo.width, geo.height, geo.levels]).toEqual([5, 4, 3]);
    const point = { x: 0, y: 0 };
    expect(geo.center(grid.index(3, 2, 1), point)).toBe(point);
    expect(point).toEqual({ x: 3.5, y: 2.5 });
    expect(geo.level(grid.index(3, 2, 1))).toBe(1);
    expect([geo.stair(0), geo.stair(3), geo.stair(4), geo.stair(5)]).toEqual([0, 0, 1, -1]);
  });

  it("draws adjacent cells' shared walls on the same segment, and nothing for stairs", () => {
    for (let c = 0; c < grid.size; c++) {
      for (let d = 0; d < grid.degree; d++) {
        const n = grid.neighbor(c, d);
        const mine = segments((ctx) => geo.wall(c, d, ctx));
        if (geo.stair(d) !== 0) {
          expect(mine).toEqual([]);
          continue;
        }
        expect(mine).toHaveLength(1);
        if (n >= 0) expect(segments((ctx) => geo.wall(n, grid.opposite(d), ctx))).toEqual(mine);
      }
    }
  });

  it('outlines a cell as the closed square whose sides are its walls', () => {
    const c = grid.index(1, 2, 0);
    const sides = [0, 1, 2, 3].flatMap((d) => segments((ctx) => geo.wall(c, d, ctx))).sort();
    const path = new PathBuilder();
    geo.outline(c, path);
    expect(path.toString()).toBe('M1 2H2V3H1Z');
    const outline = segments((ctx) => {
      geo.outline(c, { moveTo: (x, y) => ctx.moveTo(x, y), lineTo: (x, y) => ctx.lineTo(x, y), closePath: () => ctx.lineTo(1, 2) });
    });
    expect(outline.sort()).toEqual(sides);
  });

  it('draws through drawGridWalls exactly the walls wallRuns draws', () => {
    const maze = testMaze(9, 6, 2, createRng('walls'));
    for (let level = 0; level < 2; level++) {
      const unit: string[] = [];
      wallRuns(maze, level, (x1, y1, x2, y2) => {
        // Split each merged run into unit segments.
        for (let x = x1; x < x2; x++) unit.push([`${x},${y1}`, `${x + 1},${y1}`].sort().join('-'));
        for (let y = y1; y < y2; y++) unit.push([`${x1},${y}`, `${x1},${y + 1}`].sort().join('-'));
      });
      const drawn = segments((ctx) => drawGridWalls(maze, geometryOf(maze), level, ctx));
      expect(drawn.sort()).toEqual(unit.sort());
    }
  });
});

describe('arcs', () => {
  it('PathBuilder writes true SVG arcs, with canvas semantics', () => {
    const p = new PathBuilder();
    p.moveTo(10, 0);
    p.arc(0, 0, 10, 0, Math.PI / 2);
    expect(p.toString()).toBe('M10 0A10 10 0 0 1 0 10');
    const q = new PathBuilder();
    q.moveTo(0, 0);
    q.arc(0, 0, 10, 0, (3 * Math.PI) / 2, false);
    expect(q.toString()).toBe('M0 0H10A10 10 0 1 1 0 -10');
    const r = new PathBuilder();
    r.arc(0, 0, 10, Math.PI / 2, 0, true);
    expect(r.toString()).toBe('M0 10A10 10 0 0 0 10 0');
  });

  it('PathBuilder draws a full circle as two half arcs and closes paths', () => {
    const p = new PathBuilder();
    p.arc(5, 5, 5, 0, 2 * Math.PI);
    p.closePath();
    expect(p.toString()).toBe('M10 5A5 5 0 0 1 0 5A5 5 0 0 1 10 5Z');
  });

  it('arcTo flattens an arc into lines for a context without arc', () => {
    const points: Array<[number, number]> = [];
    const ctx: PathContext = { moveTo: () => undefined, lineTo: (x, y) => void points.push([x, y]) };
    arcTo(ctx, 0, 0, 2, 0, Math.PI);
    expect(points.length).toBeGreaterThanOrEqual(37);
    const [x0, y0] = points[0]!;
    const [x1, y1] = points[points.length - 1]!;
    expect([x0, y0]).toEqual([2, 0]);
    expect(x1).toBeCloseTo(-2, 12);
    expect(y1).toBeCloseTo(0, 12);
    for (const [x, y] of points) expect(Math.hypot(x, y)).toBeCloseTo(2, 12);
    for (const [, y] of points) expect(y).toBeGreaterThanOrEqual(-1e-12); // clockwise on screen: through y > 0
  });

  it('ScaledContext maps cell units to output units, arcs and radii too', () => {
    const p = new PathBuilder();
    const ctx = new ScaledContext(p, 10, 5, 7);
    ctx.moveTo(1, 1);
    ctx.lineTo(2, 1);
    ctx.arc(2, 2, 1, -Math.PI / 2, 0);
    ctx.closePath();
    expect(p.toString()).toBe('M15 17H25A10 10 0 0 1 35 27Z');
  });
});

describe('shapes of plugin grids', () => {
  it('finds a grid’s own shape and draws it through its geometry', () => {
    const grid = new LineGrid(4);
    grid.link(0, 0);
    expect(shapeOf(grid)).toBe(lineShape);
    const drawn = segments((ctx) => drawGridWalls(grid, geometryOf(grid), 0, ctx));
    expect(drawn.sort()).toEqual(['0,0-0,1', '2,0-2,1', '3,0-3,1', '4,0-4,1']);
  });

  it('refuses to draw a grid without a shape', () => {
    const bare = { ...new LineGrid(2), shape: undefined, topology: 'bare', neighbor: () => -1 };
    expect(() => geometryOf(bare as unknown as LineGrid)).toThrow(/^@mazekit\/core: the bare grid has no shape/);
  });
});
