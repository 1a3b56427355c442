import { OrthogonalGrid, createRng, generate, type Grid } from '@mazekit/core';
import { shape as hexShape } from '@mazekit/grid-hex';
import { CCW, CW, shape as polarShape, type PolarGrid } from '@mazekit/grid-polar';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { NORTH_SOUTH, WeaveGrid, shape } from '@mazekit/grid-weave';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../src/play/best.js';
import { keyMove } from '../src/play/keys.js';
import { levelOf, runToward, stairFrom, stepToward } from '../src/play/moves.js';
import { oppositeKey } from '../src/play/reverse.js';
import { Trail } from '../src/play/trail.js';
import { cellCentre, mapLayout, shapeMapLayout } from '../src/view/map-layout.js';
import { ON_ROUTE } from '../src/view/raster.js';

/** A 3 × 2 maze: 0-1-2 along the top, 2-5 down, 5-4-3 back along the bottom. */
function snake(): OrthogonalGrid {
  const g = new OrthogonalGrid(3, 2);
  g.link(0, 2);
  g.link(1, 2);
  g.link(2, 1);
  g.link(5, 3);
  g.link(4, 3);
  return g;
}

describe('moves', () => {
  const grid = snake();
  const layout = mapLayout(3, 2, 1);
  const centre = (c: number) => cellCentre(layout, c);

  it('steps toward a screen direction only through open passages', () => {
    expect(stepToward(grid, 0, { x: 1, y: 0 }, centre)).toBe(1);
    expect(stepToward(grid, 0, { x: 0, y: 1 }, centre)).toBe(-1);
    expect(stepToward(grid, 2, { x: 0.2, y: 1 }, centre)).toBe(5);
    expect(stepToward(grid, 2, { x: 1, y: -0.2 }, centre)).toBe(-1);
    expect(stepToward(grid, 0, { x: 0, y: 0 }, centre)).toBe(-1);
  });

  it('runs along a corridor through its bends to its end', () => {
    expect(runToward(grid, 0, { x: 1, y: 0 }, centre, -1)).toEqual([1, 2, 5, 4, 3]);
    expect(runToward(grid, 0, { x: 1, y: 0 }, centre, 2)).toEqual([1, 2]);
    expect(runToward(grid, 0, { x: -1, y: 0 }, centre, -1)).toEqual([]);
  });

  it('takes stairs up and down on a multi-level maze', () => {
    const m = generate(backtracker, { width: 3, height: 3, levels: 3, seed: 'stairs' }).grid;
    let found = 0;
    for (let c = 0; c < m.size; c++) {
      const up = stairFrom(m, c, 1);
      if (up >= 0) {
        expect(levelOf(m, up)).toBe(levelOf(m, c) + 1);
        expect(stairFrom(m, up, -1)).toBe(c);
        found++;
      }
    }
    expect(found).toBeGreaterThanOrEqual(2);
  });
});

describe('Trail', () => {
  it('grows with steps and shrinks when the player walks back', () => {
    const grid = snake();
    const trail = new Trail(grid, 0);
    trail.step(1);
    trail.step(2);
    expect(trail.cells).toEqual([0, 1, 2]);
    expect(trail.bits[1]).toBe(ON_ROUTE | 4 | 8);
    expect(trail.step(1)).toBe(true);
    expect(trail.cells).toEqual([0, 1]);
    expect(trail.bits[2]).toBe(0);
    expect(trail.bits[1]).toBe(ON_ROUTE | 8);
    expect(trail.head).toBe(1);
  });
});

describe('formatTime', () => {
  it('writes minutes, seconds and tenths', () => {
    expect(formatTime(0)).toBe('0:00.0');
    expect(formatTime(61_234)).toBe('1:01.2');
    expect(formatTime(599_999)).toBe('9:59.9');
  });
});

describe('keys on other shapes', () => {
  /** Every cell's neighbour reached by a key, on a fully open grid (every passage carved). */
  function openGrid(grid: Grid): Grid {
    for (let c = 0; c < grid.size; c++) for (let d = 0; d < grid.degree; d++) if (grid.neighbor(c, d) >= 0) grid.link(c, d);
    return grid;
  }

  it('hex: the six keys around S take the six sides, the arrows up and down an open upper or lower side', () => {
    const grid = openGrid(hexShape.create({ width: 5, height: 5 }));
    const layout = shapeMapLayout(grid);
    const centre = (c: number) => cellCentre(layout, c);
    const cell = 12; // the middle of row 2
    const stepBy = (key: string): number => {
      const move = keyMove('hex', key, centre(cell), { x: 0, y: 0 });
      if (move?.kind !== 'step') throw new Error(`no step for ${key}`);
      return stepToward(grid, cell, move.toward, centre, move.minCos);
    };
    const names = ['east', 'west', 'north-east', 'south-west', 'north-west', 'south-east'];
    const byKey: Record<string, string> = { d: 'east', a: 'west', e: 'north-east', z: 'south-west', q: 'north-west', c: 'south-east' };
    for (const [key, name] of Object.entries(byKey)) expect(stepBy(key), key).toBe(grid.neighbor(cell, names.indexOf(name)));
    expect([grid.neighbor(cell, 2), grid.neighbor(cell, 4)]).toContain(stepBy('ArrowUp'));
    expect([grid.neighbor(cell, 3), grid.neighbor(cell, 5)]).toContain(stepBy('s'));
    expect(keyMove('hex', 'r', { x: 0, y: 0 }, { x: 0, y: 0 })).toEqual({ kind: 'stair', way: 1 });
  });

  it('polar: up goes out, down in, left and right round the ring, turning with the player', () => {
    const grid = openGrid(polarShape.create({ rings: 4 }));
    const layout = shapeMapLayout(grid);
    const centre = (c: number) => cellCentre(layout, c);
    const hub = centre(0);
    const ringOf = (c: number) => (grid as PolarGrid).ring(c);
    for (const cell of [5, 9, 14, 20]) {
      const go = (key: string): number => {
        const move = keyMove('polar', key, centre(cell), hub);
        if (move?.kind !== 'step') throw new Error(`no step for ${key}`);
        return stepToward(grid, cell, move.toward, centre, move.minCos);
      };
      const ring = ringOf(cell);
      if (ring < 4) expect(ringOf(go('ArrowUp')), `out from ${cell}`).toBe(ring + 1);
      expect(ringOf(go('ArrowDown')), `in from ${cell}`).toBe(ring - 1);
      expect(go('ArrowRight'), `cw from ${cell}`).toBe(grid.neighbor(cell, CW));
      expect(go('a'), `ccw from ${cell}`).toBe(grid.neighbor(cell, CCW));
    }
  });
});

describe('weave: over and under', () => {
  /** A 5 × 5 weave maze carved around one crossing at cell 12 (col 2, row 2), north–south on top. */
  function woven(): WeaveGrid {
    const grid = new WeaveGrid(5, 5).addCrossing(12, NORTH_SOUTH);
    backtracker.carve(grid, createRng('weave-play'));
    return grid;
  }
  const stepBy = (grid: Grid, cell: number, key: string): number => {
    const layout = shapeMapLayout(grid);
    const centre = (c: number) => cellCentre(layout, c);
    const move = keyMove(grid.topology, key, centre(cell), { x: 0, y: 0 });
    if (move?.kind !== 'step') throw new Error(`no step for ${key}`);
    return stepToward(grid, cell, move.toward, centre, move.minCos);
  };

  it('a step into the crossing along the corridor beneath goes under it, and the opposite key comes back', () => {
    const grid = woven();
    expect(stepBy(grid, 11, 'ArrowRight')).toBe(13);
    expect(stepBy(grid, 13, 'ArrowLeft')).toBe(11);
    expect(oppositeKey('weave', 'ArrowRight')).toBe('ArrowLeft');
  });

  it('a step along the corridor on top goes over it, onto the crossing and on', () => {
    const grid = woven();
    expect(stepBy(grid, 7, 'ArrowDown')).toBe(12);
    expect(stepBy(grid, 12, 'ArrowDown')).toBe(17);
    expect(stepBy(grid, 12, 's')).toBe(17);
    expect(stepBy(grid, 17, 'ArrowUp')).toBe(12);
    expect(stepBy(grid, 12, 'w')).toBe(7);
    // The crossing's sides are the walls of its corridor on top: no step from it sideways.
    expect(stepBy(grid, 12, 'ArrowLeft')).toBe(-1);
    expect(stepBy(grid, 12, 'ArrowRight')).toBe(-1);
  });

  it('every step has its reverse, over and under, on a carved weave maze', () => {
    const grid = shape.create({ width: 9, height: 7, crossings: 1 });
    backtracker.carve(grid, createRng('weave-reverse'));
    expect(grid.crossings().length).toBeGreaterThan(2);
    let under = 0;
    for (let c = 0; c < grid.size; c++) {
      for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
        const to = stepBy(grid, c, key);
        if (to < 0) continue;
        if (Math.abs(to - c) === 2 || Math.abs(to - c) === 2 * grid.width) under++;
        expect(stepBy(grid, to, oppositeKey('weave', key)!), `${key} from ${c}`).toBe(c);
      }
    }
    // Each crossing's corridor beneath, both ways.
    expect(under).toBe(2 * grid.crossings().length);
  });

  it('runs on through a tunnel, and the trail goes under without marking the crossing', () => {
    const grid = woven();
    const layout = shapeMapLayout(grid);
    const centre = (c: number) => cellCentre(layout, c);
    expect(runToward(grid, 11, { x: 1, y: 0 }, centre, -1)[0]).toBe(13);
    const trail = new Trail(grid, 11);
    trail.step(13);
    expect(trail.bits[11]).toBe(ON_ROUTE | 4);
    expect(trail.bits[13]).toBe(ON_ROUTE | 8);
    expect(trail.bits[12]).toBe(0);
    expect(trail.step(11)).toBe(true);
    expect(trail.cells).toEqual([11]);
    expect(trail.bits[13]).toBe(0);
  });
});
