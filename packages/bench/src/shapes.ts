import { performance } from 'node:perf_hooks';
import { OrthogonalGrid, createRng, type Generator, type Grid } from '@mazekit/core';
import { HexGrid } from '@mazekit/grid-hex';
import { PolarGrid } from '@mazekit/grid-polar';
import { TriangleGrid } from '@mazekit/grid-triangle';
import { assertPerfect, genericView } from '@mazekit/testkit';
import { collector } from './gc.js';
import { median } from './timing.js';

/** What the shape rows time: boards of `side × side` cells (a polar grid of about as many), `rounds` timed after `warmups`. */
export interface ShapePlan {
  readonly side: number;
  readonly warmups: number;
  readonly rounds: number;
}

/** The full bench: a million cells a grid, three rounds after one warm-up. */
export const SHAPES_FULL: ShapePlan = { side: 1000, warmups: 1, rounds: 3 };
/** The quick smoke run. */
export const SHAPES_QUICK: ShapePlan = { side: 40, warmups: 0, rounds: 1 };

/** The bar: a shape carves in at most this many times the square generic path's time. */
export const SHAPE_RATIO_TARGET = 2;

/** The grids a row compares: the square through the Grid interface only, then the shapes. */
export const SHAPE_GRIDS = ['square (generic)', 'hex', 'triangle', 'polar'] as const;

/** One of {@link SHAPE_GRIDS}. */
export type ShapeGridName = (typeof SHAPE_GRIDS)[number];

/** The ring count whose polar grid is nearest `cells` cells. */
export function polarRingsFor(cells: number): number {
  let rings = 1;
  while (new PolarGrid(rings + 1).size <= cells) rings++;
  const below = new PolarGrid(rings).size;
  const above = new PolarGrid(rings + 1).size;
  return cells - below <= above - cells ? rings : rings + 1;
}

/** A fresh empty grid of each kind, about `side²` cells. */
export function shapeGrids(side: number): Record<ShapeGridName, () => Grid> {
  const rings = polarRingsFor(side * side);
  return {
    'square (generic)': () => genericView(new OrthogonalGrid(side, side)),
    hex: () => new HexGrid(side, side),
    triangle: () => new TriangleGrid(side, side),
    polar: () => new PolarGrid(rings),
  };
}

/** One generator's times on every grid. */
export interface ShapeRow {
  readonly generator: string;
  /** Cells of each grid. */
  readonly cells: Readonly<Record<ShapeGridName, number>>;
  /** Median wall time of the timed rounds, in milliseconds. */
  readonly ms: Readonly<Record<ShapeGridName, number>>;
  /** Median process CPU time of the same runs, in milliseconds. */
  readonly cpuMs: Readonly<Record<ShapeGridName, number>>;
}

/**
 * Times each generator carving every grid of {@link shapeGrids}: the grids take turns within
 * each round, so a change in the machine's load falls on all of them alike and the ratios
 * stay fair. Every carved maze is checked to be perfect once, outside the timed runs. The
 * rng is seeded per round, so the same mazes are made on every run of the bench.
 */
export function timeShapes(plan: ShapePlan, generators: readonly Generator[], seed: number, log: (line: string) => void = () => undefined): ShapeRow[] {
  const grids = shapeGrids(plan.side);
  const collect = collector();
  const rows: ShapeRow[] = [];
  for (const generator of generators) {
    log(`shapes: ${generator.id}`);
    const samples = Object.fromEntries(SHAPE_GRIDS.map((g) => [g, [] as number[]])) as Record<ShapeGridName, number[]>;
    const cpu = Object.fromEntries(SHAPE_GRIDS.map((g) => [g, [] as number[]])) as Record<ShapeGridName, number[]>;
    const cells = {} as Record<ShapeGridName, number>;
    for (let round = 0; round < plan.warmups + plan.rounds; round++) {
      for (const name of SHAPE_GRIDS) {
        const grid = grids[name]();
        const rng = createRng(`${seed}-${round}`);
        collect();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        generator.carve(grid, rng);
        const ms = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (round === 0) {
          assertPerfect(grid, `${generator.id} on ${name}`);
          cells[name] = grid.size;
        }
        if (round < plan.warmups) continue;
        samples[name].push(ms);
        cpu[name].push((c.user + c.system) / 1000);
      }
    }
    const ms = Object.fromEntries(SHAPE_GRIDS.map((g) => [g, median(samples[g])])) as Record<ShapeGridName, number>;
    const cpuMs = Object.fromEntries(SHAPE_GRIDS.map((g) => [g, median(cpu[g])])) as Record<ShapeGridName, number>;
    rows.push({ generator: generator.id, cells, ms, cpuMs });
  }
  return rows;
}

/** The graph generators among `generators`: those that carve every shape. */
export function graphGenerators(generators: readonly Generator[]): Generator[] {
  const grids = shapeGrids(4);
  return generators.filter((g) => SHAPE_GRIDS.every((name) => g.unsupported(grids[name]()) === undefined));
}

/** The ratio of a shape's time to the square generic path's, wall and CPU. */
export function shapeRatio(row: ShapeRow, grid: ShapeGridName): { wall: number; cpu: number } {
  return { wall: row.ms[grid] / row.ms['square (generic)'], cpu: row.cpuMs[grid] / row.cpuMs['square (generic)'] };
}

/** The report's section on shapes. */
export function formatShapesSection(plan: ShapePlan, rows: readonly ShapeRow[]): string {
  const first = rows[0];
  const size = (g: ShapeGridName): string => (first ? String(first.cells[g]) : '?');
  const out = [
    `## Shapes: about ${plan.side * plan.side} cells against the square generic path`,
    '',
    `Every graph generator on a ${plan.side} × ${plan.side} square grid seen only through the \`Grid\` interface (its generic path, no orthogonal fast path; ${size('square (generic)')} cells), a ${plan.side} × ${plan.side} hex grid (${size('hex')} cells), a ${plan.side} × ${plan.side} triangle grid (${size('triangle')} cells) and a polar grid of about as many cells (${size('polar')}). Median of ${plan.rounds} rounds after ${plan.warmups} warm-up; within a round the grids take turns, so load falls on all alike. Ratio: shape time over square generic time, wall (CPU in brackets); the bar is at most ${SHAPE_RATIO_TARGET}x.`,
    '',
    '| generator | square generic ms | hex ms | hex ratio | triangle ms | triangle ratio | polar ms | polar ratio | all within bar |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const cellsOf = (g: ShapeGridName): string => {
      const r = shapeRatio(row, g);
      return `${row.ms[g].toFixed(1)} | ${r.wall.toFixed(2)}x (${r.cpu.toFixed(2)}x)`;
    };
    const within = (['hex', 'triangle', 'polar'] as const).every((g) => shapeRatio(row, g).wall <= SHAPE_RATIO_TARGET);
    out.push(`| ${row.generator} | ${row.ms['square (generic)'].toFixed(1)} | ${cellsOf('hex')} | ${cellsOf('triangle')} | ${cellsOf('polar')} | ${within ? 'yes' : 'no'} |`);
  }
  out.push('');
  return out.join('\n');
}
