import { describe, expect, it } from 'vitest';
import {
  DOWN,
  EAST,
  MARK_SIZE,
  NORTH,
  OrthogonalGrid,
  PathBuilder,
  SOUTH,
  SideMiddle,
  UP,
  WEST,
  cellRoom,
  drawEndMark,
  drawGridWalls,
  drawStairMarks,
  drawWalls,
  exitGaps,
  exitSide,
  floorLayout,
  hasStair,
  isGap,
  orthogonalShape,
  wallRuns,
} from '../src/index.js';

describe('wall runs', () => {
  it('merges collinear walls: a 1-row corridor is 4 runs', () => {
    const g = new OrthogonalGrid(5, 1);
    for (let c = 0; c < 4; c++) g.link(c, EAST);
    const runs: number[][] = [];
    wallRuns(g, 0, (...r) => runs.push(r));
    expect(runs).toEqual([
      [0, 0, 5, 0],
      [0, 1, 5, 1],
      [0, 0, 0, 1],
      [5, 0, 5, 1],
    ]);
  });

  it('leaves gaps where passages are', () => {
    const g = new OrthogonalGrid(2, 2);
    g.link(0, SOUTH);
    g.link(2, EAST);
    g.link(1, SOUTH);
    const runs: number[][] = [];
    wallRuns(g, 0, (...r) => runs.push(r));
    // A U shape: no wall on the middle horizontal line, half a wall on the middle vertical one.
    expect(runs).toEqual([
      [0, 0, 2, 0],
      [0, 2, 2, 2],
      [0, 0, 0, 2],
      [1, 0, 1, 1],
      [2, 0, 2, 2],
    ]);
  });

  it('draws through any PathContext and builds short SVG paths', () => {
    const g = new OrthogonalGrid(2, 1);
    const path = new PathBuilder();
    drawWalls(path, g, 0, 10, 5, 5);
    expect(path.toString()).toBe('M5 5H25M5 15H25M5 5V15M15 5V15M25 5V15');
    const p2 = new PathBuilder(1);
    p2.moveTo(0.25, 0);
    p2.lineTo(3.04, 4);
    expect(p2.toString()).toBe('M0.3 0L3 4');
  });

  it('lays floors side by side in rows', () => {
    const layout = floorLayout(new OrthogonalGrid(4, 3, 5), undefined, 1);
    expect([layout.columns, layout.rows]).toEqual([3, 2]);
    expect(layout.origin(4)).toEqual({ x: 5, y: 4 });
    expect([layout.width, layout.height]).toEqual([14, 7]);
  });
});

describe('marks and gaps through any geometry', () => {
  const grid = new OrthogonalGrid(8, 4, 2);
  const geometry = orthogonalShape.geometry(grid);

  it('sizes marks from the room around the centre', () => {
    expect(cellRoom(grid, geometry, 5)).toBeCloseTo(0.5, 9);
    const start = new PathBuilder(3);
    drawEndMark(grid, geometry, 0, 'start', false, start);
    expect(start.toString()).toBe('M0.8 0.5A0.3 0.3 0 0 1 0.2 0.5A0.3 0.3 0 0 1 0.8 0.5Z');
    const goal = new PathBuilder(3);
    drawEndMark(grid, geometry, 0, 'goal', true, goal);
    // The goal square has the area of the disc; beside a stair it shrinks to 0.45 of the room.
    const h = (Math.sqrt(Math.PI) / 2) * MARK_SIZE.endOnStair * 0.5;
    expect(goal.toString()).toBe(`M${(0.5 - h).toFixed(3)} ${(0.5 - h).toFixed(3)}H${(0.5 + h).toFixed(3)}V${(0.5 + h).toFixed(3)}H${(0.5 - h).toFixed(3)}Z`);
  });

  it('marks stairs up, down and both with one look', () => {
    const g = new OrthogonalGrid(3, 1, 3);
    g.link(g.index(0, 0, 0), UP);
    g.link(g.index(1, 0, 1), UP);
    g.link(g.index(1, 0, 1), DOWN);
    const geo = orthogonalShape.geometry(g);
    expect(hasStair(g, geo, g.index(1, 0, 1))).toBe(true);
    expect(hasStair(g, geo, g.index(2, 0, 1))).toBe(false);
    const floor = (level: number) => {
      const p = new PathBuilder(3);
      drawStairMarks(g, geo, level, p);
      return p.toString();
    };
    // Floor 0: two stairs up (apex above the base); floor 1: one down, then a two-way stair
    // (a half-size up triangle above a half-size down one); floor 2: one down.
    expect(floor(0)).toBe('M0.5 0.125L0.825 0.688H0.175ZM1.5 0.125L1.825 0.688H1.175Z');
    expect(floor(1)).toBe('M0.5 0.875L0.825 0.313H0.175ZM1.5 0.125L1.662 0.406H1.338ZM1.5 0.875L1.662 0.594H1.338Z');
    expect(floor(2)).toBe('M1.5 0.875L1.825 0.313H1.175Z');
  });

  it('finds the outer side of an end farthest from the centre, none inside', () => {
    expect(exitSide(grid, geometry, 0)).toBe(WEST);
    expect(exitSide(grid, geometry, 31)).toBe(EAST);
    expect(exitSide(grid, geometry, 3)).toBe(NORTH);
    expect(exitSide(grid, geometry, 9)).toBe(-1);
    expect(exitGaps(grid, geometry, [0, undefined, 9, 31, -1])).toEqual([0, WEST, 31, EAST]);
    expect(isGap([0, WEST], 0, WEST)).toBe(true);
    expect(isGap([0, WEST], 0, NORTH)).toBe(false);
    expect(isGap(undefined, 0, WEST)).toBe(false);
  });

  it('leaves the gaps out of the walls, merged runs and per side alike', () => {
    const g = new OrthogonalGrid(2, 1);
    const runs: number[][] = [];
    wallRuns(g, 0, (...r) => runs.push(r), [0, WEST, 1, SOUTH]);
    expect(runs).toEqual([
      [0, 0, 2, 0],
      [0, 1, 1, 1],
      [1, 0, 1, 1],
      [2, 0, 2, 1],
    ]);
    const p = new PathBuilder();
    drawGridWalls(g, orthogonalShape.geometry(g), 0, p, [0, WEST, 1, EAST]);
    expect(p.toString()).toBe('M0 0H1M0 1H1M1 0V1M1 0H2M1 1H2');
  });

  it('reads the middle of a side, straight or curved', () => {
    const m = new SideMiddle();
    m.moveTo(0, 0);
    m.lineTo(2, 4);
    expect([m.x, m.y]).toEqual([1, 2]);
    m.arc(0, 0, 2, 0, Math.PI / 2);
    expect(m.x).toBeCloseTo(Math.SQRT2, 9);
    expect(m.y).toBeCloseTo(Math.SQRT2, 9);
    m.arc(0, 0, 2, 0, -Math.PI / 2, true);
    expect(m.y).toBeCloseTo(-Math.SQRT2, 9);
  });

  it('lays out floors from a geometry as from a grid', () => {
    expect(floorLayout(geometry).origin(1)).toEqual(floorLayout(grid).origin(1));
  });
});
