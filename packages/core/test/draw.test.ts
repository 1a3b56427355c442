import { describe, expect, it } from 'vitest';
import { EAST, OrthogonalGrid, PathBuilder, SOUTH, drawWalls, floorLayout, wallRuns } from '../src/index.js';

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
