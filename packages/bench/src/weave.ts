import { performance } from 'node:perf_hooks';
import { OrthogonalGrid, createRng, type Generator, type Grid } from '@mazekit/core';
import { WeaveGrid } from '@mazekit/grid-weave';
import { assertPerfect, genericView } from '@mazekit/testkit';
import { collector } from './gc.js';
import { SHAPE_RATIO_TARGET, type ShapePlan } from './shapes.js';
import { median } from './timing.js';

/** The crossing density of the weave rows: the CLI's default. */
export const WEAVE_DENSITY = 0.4;

/** One generator's times on the square generic path and on a weave board of as many cells. */
export interface WeaveRow {
  readonly generator: string;
  /** Crossings the weave board got (the first round). */
  readonly crossings: number;
  /** Median wall time, square generic and weave, in milliseconds. */
  readonly ms: readonly [number, number];
  /** Median process CPU time of the same runs, in milliseconds. */
  readonly cpuMs: readonly [number, number];
}

/**
 * Times each generator carving a `side × side` square grid seen only through the `Grid`
 * interface and a `side × side` weave grid at {@link WEAVE_DENSITY}: the weave carve includes
 * placing its crossings and contracting and expanding the graph. The two take turns within each
 * round; every maze is checked perfect once, outside the timed runs; the rng is seeded per round.
 */
export function timeWeave(plan: ShapePlan, generators: readonly Generator[], seed: number, log: (line: string) => void = () => undefined): WeaveRow[] {
  const make: readonly (() => Grid)[] = [() => genericView(new OrthogonalGrid(plan.side, plan.side)), () => new WeaveGrid(plan.side, plan.side, WEAVE_DENSITY)];
  const collect = collector();
  const rows: WeaveRow[] = [];
  for (const generator of generators) {
    log(`weave: ${generator.id}`);
    const wall: [number[], number[]] = [[], []];
    const cpu: [number[], number[]] = [[], []];
    let crossings = 0;
    for (let round = 0; round < plan.warmups + plan.rounds; round++) {
      for (let k = 0; k < 2; k++) {
        const grid = make[k]!();
        const rng = createRng(`${seed}-${round}`);
        collect();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        generator.carve(grid, rng);
        const ms = performance.now() - t0;
        const c = process.cpuUsage(c0);
        if (round === 0) {
          assertPerfect(grid, `${generator.id} on ${k === 0 ? 'square (generic)' : 'weave'}`);
          if (grid instanceof WeaveGrid) crossings = grid.crossings().length;
        }
        if (round < plan.warmups) continue;
        wall[k]!.push(ms);
        cpu[k]!.push((c.user + c.system) / 1000);
      }
    }
    rows.push({ generator: generator.id, crossings, ms: [median(wall[0]), median(wall[1])], cpuMs: [median(cpu[0]), median(cpu[1])] });
  }
  return rows;
}

/** The report's section on weave boards. */
export function formatWeaveSection(plan: ShapePlan, rows: readonly WeaveRow[]): string {
  const cells = plan.side * plan.side;
  const out = [
    `## Weave: ${cells} cells against the square generic path`,
    '',
    `Every graph generator on a ${plan.side} × ${plan.side} square grid seen only through the \`Grid\` interface and on a ${plan.side} × ${plan.side} weave grid (\`@mazekit/grid-weave\`, crossings ${WEAVE_DENSITY}; the time includes placing the crossings and contracting and expanding the graph). Median of ${plan.rounds} rounds after ${plan.warmups} warm-up, the two grids taking turns. Ratio: weave time over square generic time, wall (CPU in brackets); the bar is at most ${SHAPE_RATIO_TARGET}x.`,
    '',
    '| generator | crossings | square generic ms | weave ms | ratio | within bar |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const wall = row.ms[1] / row.ms[0];
    const cpu = row.cpuMs[1] / row.cpuMs[0];
    out.push(`| ${row.generator} | ${row.crossings} | ${row.ms[0].toFixed(1)} | ${row.ms[1].toFixed(1)} | ${wall.toFixed(2)}x (${cpu.toFixed(2)}x) | ${wall <= SHAPE_RATIO_TARGET ? 'yes' : 'no'} |`);
  }
  out.push('');
  return out.join('\n');
}
