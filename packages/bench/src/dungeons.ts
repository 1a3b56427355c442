import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EAST, SOUTH, generate, layoutCells } from '@mazekit/core';
import { generator as rooms } from '@mazekit/generator-rooms';
import { collector } from './gc.js';
import { median } from './timing.js';

/** What the dungeon rows time: a `side` × `side` map, `rounds` timed after `warmups`. */
export interface DungeonPlan {
  readonly side: number;
  readonly warmups: number;
  readonly rounds: number;
}

/** The full bench: 1000 × 1000. */
export const DUNGEONS_FULL: DungeonPlan = { side: 1000, warmups: 1, rounds: 3 };
/** The quick smoke run. */
export const DUNGEONS_QUICK: DungeonPlan = { side: 60, warmups: 0, rounds: 1 };

/** What one run made: how much of it is open floor, and whether it gave up. */
export interface DungeonOutcome {
  /** Open tiles (floor: rooms, corridors, doors) over all tiles of the map. */
  readonly openTiles: number;
  readonly tiles: number;
  /** For mazekit: open cells (not rock) over all cells; undefined for a tile map. */
  readonly openCells?: number;
  readonly rooms: number;
  /** True when the maker returned no map (rot.js's Uniform past its time limit). */
  readonly failed: boolean;
}

/** One maker's row. */
export interface DungeonRow {
  readonly label: string;
  /** Cells (mazekit) or tiles (rot.js) of the map asked for, side². */
  readonly size: number;
  readonly ms: number;
  readonly cpuMs: number;
  /** The last run's outcome. */
  readonly outcome: DungeonOutcome;
}

interface DungeonSubject {
  readonly label: string;
  run(side: number, round: number): DungeonOutcome;
}

/**
 * mazekit's rooms generator with its default options, and what it made as a block grid: each
 * cell a tile, each wall or passage between two cells a tile, so (2·side + 1)² tiles, the
 * open ones the open cells and their passages (doors included).
 */
function mazekitSubject(): DungeonSubject {
  return {
    label: 'rooms (mazekit)',
    run(side, round) {
      const maze = generate(rooms, { width: side, height: side, seed: `dungeons-${round}` });
      const grid = maze.grid;
      const layout = layoutCells(maze)!;
      let passages = 0;
      for (let c = 0; c < grid.size; c++) {
        const bits = grid.cells[c]!;
        if (bits & (1 << EAST)) passages++;
        if (bits & (1 << SOUTH)) passages++;
      }
      const open = grid.size - layout.counts[0];
      return {
        openTiles: open + passages,
        tiles: (2 * grid.width + 1) * (2 * grid.height + 1),
        openCells: open,
        rooms: maze.layout?.rooms.length ?? 0,
        failed: false,
      };
    },
  };
}

/** The part of rot.js's API the rows use. */
interface RotMap {
  create(callback: (x: number, y: number, value: number) => void): unknown;
  getRooms(): unknown[];
}
interface Rot {
  readonly RNG: { setSeed(seed: number): void };
  readonly Map: { readonly Digger: new (w: number, h: number) => RotMap; readonly Uniform: new (w: number, h: number) => RotMap };
}

const require = createRequire(import.meta.url);

/** rot.js and its version, from its package.json beside the resolved entry. */
export async function loadRot(): Promise<{ rot: Rot; version: string }> {
  const entry = require.resolve('rot-js');
  const manifest = join(dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const module = (await import('rot-js')) as unknown as { default?: Rot } & Rot;
  return { rot: module.default ?? module, version };
}

/**
 * rot.js's `Map.Digger` or `Map.Uniform` with its default options (as a game developer calls
 * them), seeded: a `side` × `side` tile map, read back through `create`'s callback (0 = floor).
 * Both stop after their `timeLimit` (1 s by default): Digger keeps what it dug by then,
 * Uniform returns null.
 */
function rotSubject(rot: Rot, version: string, kind: 'Digger' | 'Uniform'): DungeonSubject {
  return {
    label: `rot-js ${version} Map.${kind}`,
    run(side, round) {
      rot.RNG.setSeed(round + 1);
      let open = 0;
      const map = new rot.Map[kind](side, side);
      const made = map.create((_x, _y, value) => {
        if (value === 0) open++;
      });
      return { openTiles: open, tiles: side * side, rooms: map.getRooms().length, failed: made === null };
    },
  };
}

/** The makers the rows time: mazekit's rooms, then rot.js's Digger and Uniform. */
export async function dungeonSubjects(): Promise<DungeonSubject[]> {
  const { rot, version } = await loadRot();
  return [mazekitSubject(), rotSubject(rot, version, 'Digger'), rotSubject(rot, version, 'Uniform')];
}

/** Times each maker on a `side` × `side` map: wall and process CPU time, median of the rounds. */
export function timeDungeons(plan: DungeonPlan, subjects: readonly DungeonSubject[], log: (line: string) => void = () => undefined): DungeonRow[] {
  const collect = collector();
  return subjects.map((subject) => {
    log(`dungeons: ${subject.label}`);
    const wall: number[] = [];
    const cpu: number[] = [];
    let outcome: DungeonOutcome | undefined;
    for (let round = 0; round < plan.warmups + plan.rounds; round++) {
      collect();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      outcome = subject.run(plan.side, round);
      const ms = performance.now() - t0;
      const used = process.cpuUsage(c0);
      if (round >= plan.warmups) {
        wall.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    return { label: subject.label, size: plan.side * plan.side, ms: median(wall), cpuMs: median(cpu), outcome: outcome! };
  });
}

const fixed = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`;

/** The report's section on dungeons. */
export function formatDungeonsSection(plan: DungeonPlan, rows: readonly DungeonRow[]): string {
  const { side } = plan;
  const out = [
    `## Dungeons: ${side} × ${side}`,
    '',
    `mazekit's rooms generator (default options: rooms, winding corridors, doors, dead ends removed) on a ${side} × ${side} grid, beside rot.js's \`Map.Digger\` and \`Map.Uniform\` on a ${side} × ${side} tile map, each as a game developer calls it (default options, seeded). A mazekit cell is one tile of floor with walls between cells, so its ${side} × ${side} dungeon is a ${2 * side + 1} × ${2 * side + 1} block grid; *open floor* counts, in that block grid, open cells and the passages between them, and for rot.js the floor tiles (value 0). Mcells/s is the ${side * side} cells or tiles asked for over the wall time. rot.js's makers stop after their \`timeLimit\` (1000 ms by default): Digger then keeps what it dug, Uniform returns no map at all (*gave up*). Median of ${plan.rounds} rounds after ${plan.warmups} warm-up; *CPU ms* is the process's CPU time (all threads), less skewed than wall time when other work shares the machine, and *Mcells/s by CPU* the speed computed from it.`,
    '',
    '| maker | ms | Mcells/s | CPU ms | Mcells/s by CPU | open floor | open cells | rooms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const o = row.outcome;
    const floor = o.failed ? 'gave up' : percent(o.openTiles, o.tiles);
    const cells = o.openCells === undefined ? '–' : percent(o.openCells, row.size);
    const speed = (ms: number): string => fixed(row.size / ms / 1000);
    out.push(`| ${row.label} | ${fixed(row.ms)} | ${speed(row.ms)} | ${fixed(row.cpuMs)} | ${speed(row.cpuMs)} | ${floor} | ${cells} | ${o.failed ? '–' : o.rooms} |`);
  }
  out.push('');
  return out.join('\n');
}
