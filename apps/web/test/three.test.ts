import { OrthogonalGrid, generate, geometryOf, solve, type Grid, type Maze } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { findGenerator } from '../src/generators.js';
import { describe, expect, it } from 'vitest';
import { cellCentre, forEachWallRun, levelHeight, maxWalls, rampTriangles, routePoints } from '../src/three/geometry.js';
import { forEachShapeWall, maxShapeWalls, shapeFloorTriangles, stairScale } from '../src/three/shape-geometry.js';
import { ShapeWalker } from '../src/three/shape-walker.js';
import { Walker, facingTo } from '../src/three/walker.js';

/** A seeded multi-level maze from the bundled backtracker. */
function dfsMaze(width: number, height: number, levels: number, seed: string): Maze {
  return generate(findGenerator('backtracker')!, { width, height, levels, seed });
}

describe('3D geometry', () => {
  it('wall runs cover exactly the walls of the grid, each unit once', () => {
    const { grid } = dfsMaze(9, 7, 3, 'runs');
    const lh = levelHeight(grid);
    const drawn: string[] = [];
    const runs = forEachWallRun(grid, grid.cells, (x, y, z, length, alongX) => {
      const level = y / lh;
      expect(Number.isInteger(level)).toBe(true);
      for (let k = 0; k < length; k++) {
        if (alongX) drawn.push(`${level} h ${x - length / 2 + k} ${z}`);
        else drawn.push(`${level} v ${x} ${z - length / 2 + k}`);
      }
    });
    const want: string[] = [];
    for (let level = 0; level < grid.levels; level++) {
      for (let row = 0; row <= grid.height; row++) {
        for (let col = 0; col < grid.width; col++) {
          if (row === 0 || row === grid.height || !grid.isOpen(grid.index(col, row, level), 0)) want.push(`${level} h ${col} ${row}`);
        }
      }
      for (let col = 0; col <= grid.width; col++) {
        for (let row = 0; row < grid.height; row++) {
          if (col === 0 || col === grid.width || !grid.isOpen(grid.index(col, row, level), 3)) want.push(`${level} v ${col} ${row}`);
        }
      }
    }
    expect(drawn.sort()).toEqual(want.sort());
    expect(runs).toBeLessThan(want.length);
    expect(runs).toBeLessThanOrEqual(maxWalls(grid));
  });

  it('an uncarved grid is all walls, within the instance buffer', () => {
    const grid = new OrthogonalGrid(40, 40, 4);
    let units = 0;
    const runs = forEachWallRun(grid, grid.cells, (_x, _y, _z, length) => (units += length));
    expect(units).toBe(maxWalls(grid));
    expect(runs).toBe(4 * (41 + 41));
  });

  it('floors stack levelHeight apart; cells and routes sit at their centres', () => {
    expect(levelHeight({ width: 8, height: 6, levels: 3 })).toBe(3);
    expect(levelHeight({ width: 40, height: 40, levels: 4 })).toBe(10);
    const shape = { width: 5, height: 4, levels: 3 };
    expect(cellCentre(shape, 0)).toEqual([0.5, 0, 0.5]);
    expect(cellCentre(shape, 5 * 4 * 2 + 5 * 3 + 4)).toEqual([4.5, 6, 3.5]);
    expect(routePoints(shape, [0, 20], 0.25)).toEqual([
      [0.5, 0.25, 0.5],
      [0.5, 3.25, 0.5],
    ]);
  });

  it('a ramp rises from its floor to the next, one turn round the cell centre', () => {
    const tri = rampTriangles(20);
    expect(tri.length).toBe(20 * 6 * 3);
    let [lo, hi, far] = [Infinity, -Infinity, 0];
    for (let i = 0; i < tri.length; i += 3) {
      lo = Math.min(lo, tri[i + 1]!);
      hi = Math.max(hi, tri[i + 1]!);
      far = Math.max(far, Math.hypot(tri[i]!, tri[i + 2]!));
    }
    expect([lo, hi]).toEqual([0, 1]);
    expect(far).toBeLessThan(0.5);
  });
});

describe('walker', () => {
  it('moves only through open passages and climbs only where a stair is', () => {
    const { grid } = dfsMaze(6, 5, 2, 'walker');
    for (let cell = 0; cell < grid.size; cell++) {
      for (const facing of [0, 1, 2, 3] as const) {
        const walker = new Walker(grid, cell, facing);
        const moved = walker.step();
        const dir = [0, 2, 1, 3][facing]!; // facing N E S W → grid direction
        expect(moved).toBe(grid.isOpen(cell, dir));
        expect(walker.cell).toBe(moved ? grid.neighbor(cell, dir) : cell);
      }
      const up = new Walker(grid, cell);
      expect(up.climb()).toBe(grid.isOpen(cell, 4));
      expect(up.cell).toBe(grid.isOpen(cell, 4) ? cell + grid.plane : cell);
      const down = new Walker(grid, cell);
      expect(down.climb(true)).toBe(grid.isOpen(cell, 5));
    }
  });

  it('turns, steps back, counts moves and follows a solution to the goal', () => {
    const maze = solve(dfsMaze(7, 6, 3, 'route'));
    const { grid } = maze;
    const route = maze.solution!;
    const walker = new Walker(grid, route[0]!, 0);
    walker.turnLeft();
    expect(walker.facing).toBe(3);
    walker.turnRight();
    walker.turnRight();
    expect(walker.facing).toBe(1);
    for (let i = 1; i < route.length; i++) {
      const [from, to] = [route[i - 1]!, route[i]!];
      if (Math.abs(to - from) === grid.plane) expect(walker.climb(to < from)).toBe(true);
      else {
        const want = facingTo(grid.width, from, to);
        expect(want).not.toBe(-1);
        while (walker.facing !== want) walker.turnRight();
        expect(walker.step()).toBe(true);
      }
      expect(walker.cell).toBe(to);
    }
    expect(walker.cell).toBe(maze.goal);
    expect(walker.moves).toBe(route.length - 1);
    // Stepping back retraces the last move along the floor.
    const [before, goal] = [route[route.length - 2]!, route[route.length - 1]!];
    if (Math.abs(goal - before) !== grid.plane) {
      expect(walker.step(true)).toBe(true);
      expect(walker.cell).toBe(before);
    }
  });

  it('facingTo names the four neighbours, also in a one-column grid', () => {
    expect([facingTo(5, 7, 2), facingTo(5, 7, 8), facingTo(5, 7, 12), facingTo(5, 7, 6), facingTo(5, 7, 9)]).toEqual([0, 1, 2, 3, -1]);
    expect([facingTo(1, 3, 4), facingTo(1, 3, 2)]).toEqual([2, 0]);
  });
});

describe('3D geometry of other shapes, through their geometry', () => {
  const carve = (grid: Grid) => solve(generate(findGenerator('wilson')!, { grid, seed: '3d' }));

  it.each([
    ['hex', () => hex.create({ width: 6, height: 5, levels: 2 })],
    ['triangle', () => triangle.create({ width: 9, height: 4, levels: 2 })],
    ['polar', () => polar.create({ rings: 4 })],
  ])('%s: wall pieces lie on the closed sides, floors cover every cell, ramps fit', (_, make) => {
    const { grid } = carve(make());
    const geometry = geometryOf(grid);
    // Every closed side's middle, found again among the pieces' ends and middles.
    const pieces: number[][] = [];
    const count = forEachShapeWall(grid, geometry, grid.cells, (x0, z0, x1, z1, level) => pieces.push([x0, z0, x1, z1, level]));
    expect(count).toBe(pieces.length);
    expect(count).toBeLessThanOrEqual(maxShapeWalls(grid, geometry));
    let closed = 0;
    const centre = { x: 0, y: 0 };
    for (let c = 0; c < grid.size; c++) {
      geometry.center(c, centre);
      for (let d = 0; d < grid.degree; d++) {
        if (geometry.stair(d) !== 0 || grid.neighbor(c, d) === -2) continue;
        const has = geometry.wall(c, d, { moveTo() {}, lineTo() {} });
        if (!has) continue;
        if (!grid.isOpen(c, d)) closed++;
      }
    }
    // Each inner closed side is counted from both cells, an edge side once; pieces: at least one a side.
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.length).toBeLessThanOrEqual(closed * (grid.topology === 'polar' ? 40 : 1));
    for (const [, , , , level] of pieces) expect(level).toBeLessThan(grid.levels);
    // No piece crosses a passage: the middle of an open side is never on a piece.
    const onPiece = (x: number, y: number, level: number) =>
      pieces.some(([x0, z0, x1, z1, l]) => l === level && Math.abs((x1! - x0!) * (y - z0!) - (z1! - z0!) * (x - x0!)) / Math.hypot(x1! - x0!, z1! - z0!) < 1e-6 && (x - x0!) * (x - x1!) + (y - z0!) * (y - z1!) <= 1e-9);
    const mid = { x: 0, y: 0 };
    for (let c = 0; c < grid.size; c++) {
      for (let d = 0; d < grid.degree; d++) {
        if (geometry.stair(d) !== 0) continue;
        const pts: number[] = [];
        if (!geometry.wall(c, d, { moveTo: (x, y) => pts.push(x, y), lineTo: (x, y) => pts.push(x, y) })) continue;
        if (grid.topology === 'polar') continue; // arcs: the chord's middle is off the arc
        [mid.x, mid.y] = [(pts[0]! + pts[pts.length - 2]!) / 2, (pts[1]! + pts[pts.length - 1]!) / 2];
        expect(onPiece(mid.x, mid.y, geometry.level(c))).toBe(!grid.isOpen(c, d));
      }
    }
    // Floors: each cell's triangles add up to its outline's area, and every cell has some.
    const { corners, first } = shapeFloorTriangles(grid, geometry);
    for (let c = 0; c < grid.size; c++) expect(first[c + 1]! - first[c]!).toBeGreaterThanOrEqual(3);
    let area = 0;
    for (let k = 0; k < corners.length; k += 6) {
      area += Math.abs((corners[k + 2]! - corners[k]!) * (corners[k + 5]! - corners[k + 1]!) - (corners[k + 4]! - corners[k]!) * (corners[k + 3]! - corners[k + 1]!)) / 2;
    }
    const cellArea = { hex: Math.sqrt(3) / 2, triangle: Math.sqrt(3) / 4 }[grid.topology as 'hex' | 'triangle'];
    if (cellArea) expect(area).toBeCloseTo(cellArea * grid.size, 3);
    // A ramp fits the room a cell leaves round its centre: a hexagon's is a square's, a triangle's 1/√3 of it.
    if (grid.topology !== 'polar') expect(stairScale(grid, geometry)).toBeCloseTo(grid.topology === 'hex' ? 1 : 1 / Math.sqrt(3), 2);
  });
});

describe('the first-person walker on other shapes', () => {
  it.each([
    ['hex', () => hex.create({ width: 6, height: 5, levels: 3 })],
    ['triangle', () => triangle.create({ width: 9, height: 4, levels: 2 })],
    ['polar', () => polar.create({ rings: 4 })],
  ])('%s: turns side to side, steps only through open sides, climbs stairs, follows the solution', (_, make) => {
    const grid = make();
    const maze = solve({ ...generate(findGenerator('wilson')!, { grid, seed: 'walk' }), start: 0, goal: grid.size - 1 });
    const walker = new ShapeWalker(maze.grid, geometryOf(maze.grid), 0);
    const route = maze.solution!;
    let climbs = 0;
    for (let i = 1; i < route.length; i++) {
      const next = route[i]!;
      if (geometryOf(maze.grid).level(next) !== walker.level) {
        expect(walker.climb(next < walker.cell)).toBe(true);
        climbs++;
      } else {
        // Turn right until the side faced leads there; a closed side faced on the way stops a step.
        for (let turns = 0; maze.grid.neighbor(walker.cell, walker.facingDir) !== next; turns++) {
          expect(turns).toBeLessThan(walker.sides().length);
          if (!maze.grid.isOpen(walker.cell, walker.facingDir)) {
            const at = walker.cell;
            expect(walker.step()).toBe(false);
            expect(walker.cell).toBe(at);
          }
          walker.turnRight();
        }
        expect(walker.step()).toBe(true);
      }
      expect(walker.cell).toBe(next);
    }
    if (grid.levels > 1) expect(climbs).toBeGreaterThan(0);
    expect(walker.moves).toBe(route.length - 1);
    // Turning left undoes turning right.
    const heading = walker.heading;
    walker.turnRight();
    walker.turnLeft();
    expect(walker.heading).toBeCloseTo(heading, 9);
  });
});
