import { generator as binaryTree } from '@mazekit/generator-binary-tree';
import { generator as eller } from '@mazekit/generator-eller';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as wilson } from '@mazekit/generator-wilson';
import { PolarGrid } from '@mazekit/grid-polar';
import { describe, expect, it } from 'vitest';
import { SHAPE_GRIDS, formatShapesSection, graphGenerators, polarRingsFor, shapeGrids, shapeRatio, timeShapes, type ShapeRow } from '../src/index.js';

describe('shape rows', () => {
  it('sizes a polar grid to the nearest ring of the cell count asked for', () => {
    const rings = polarRingsFor(1_000_000);
    const size = new PolarGrid(rings).size;
    expect(Math.abs(size - 1_000_000)).toBeLessThanOrEqual(Math.abs(new PolarGrid(rings - 1).size - 1_000_000));
    expect(Math.abs(size - 1_000_000)).toBeLessThanOrEqual(Math.abs(new PolarGrid(rings + 1).size - 1_000_000));
    const grids = shapeGrids(30);
    expect(SHAPE_GRIDS.map((g) => grids[g]().size)).toEqual([900, 900, 900, new PolarGrid(polarRingsFor(900)).size]);
    // The square is seen through the Grid interface only: no orthogonal fast path.
    expect(grids['square (generic)']().topology).not.toBe('orthogonal');
  });

  it('keeps the graph generators and leaves out the row-based ones', () => {
    expect(graphGenerators([eller, wilson, binaryTree, kruskal]).map((g) => g.id)).toEqual(['wilson', 'kruskal']);
  });

  it('times every grid, checks the mazes, and reports each ratio against the bar', () => {
    const rows = timeShapes({ side: 16, warmups: 0, rounds: 2 }, [wilson, kruskal], 7);
    expect(rows.map((r) => r.generator)).toEqual(['wilson', 'kruskal']);
    for (const row of rows) {
      expect(row.cells.hex).toBe(256);
      for (const g of SHAPE_GRIDS) expect(row.ms[g]).toBeGreaterThan(0);
    }
    const made: ShapeRow = {
      generator: 'made-up',
      cells: { 'square (generic)': 4, hex: 4, triangle: 4, polar: 4 },
      ms: { 'square (generic)': 100, hex: 150, triangle: 199, polar: 250 },
      cpuMs: { 'square (generic)': 50, hex: 50, triangle: 100, polar: 150 },
    };
    expect(shapeRatio(made, 'polar')).toEqual({ wall: 2.5, cpu: 3 });
    const text = formatShapesSection({ side: 16, warmups: 0, rounds: 2 }, [...rows, made]);
    expect(text).toContain('## Shapes: about 256 cells against the square generic path');
    expect(text).toContain('| made-up | 100.0 | 150.0 | 1.50x (1.00x) | 199.0 | 1.99x (2.00x) | 250.0 | 2.50x (3.00x) | no |');
    expect(text.split('\n').filter((l) => /^\| (wilson|kruskal) \|/.test(l))).toHaveLength(2);
  });
});
