import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrthogonalGrid, createRng, type Rng } from '@mazekit/core';
import type { BenchConfig } from './config.js';
import type { BenchReport, Row } from './harness.js';
import { referenceAldousBroder } from './reference/aldous-broder.js';
import { referenceBacktracker } from './reference/backtracker.js';
import { referenceKruskal } from './reference/kruskal.js';
import { referenceWilson } from './reference/wilson.js';
import { sizeLabel, type Size } from './size.js';
import { median } from './timing.js';

/** The algorithms with a C translation in `native/yardstick.c`, each of a reference in `src/reference/`. */
export const NATIVE_ALGORITHMS = ['backtracker', 'wilson', 'aldous-broder', 'kruskal'] as const;

/** One of {@link NATIVE_ALGORITHMS}. */
export type NativeAlgorithm = (typeof NATIVE_ALGORITHMS)[number];

const REFERENCES: Record<NativeAlgorithm, (grid: OrthogonalGrid, rng: Rng) => void> = {
  backtracker: referenceBacktracker,
  wilson: referenceWilson,
  'aldous-broder': referenceAldousBroder,
  kruskal: referenceKruskal,
};

/** The C source, shipped beside `dist` in the package folder. */
export const YARDSTICK_SOURCE = fileURLToPath(new URL('../native/yardstick.c', import.meta.url));

/** A compiled yardstick (remove it with `dispose`), or why there is none. */
export type Yardstick = { readonly binary: string; readonly compiler: string; dispose(): void } | { readonly skipped: string };

/**
 * Compiles the yardstick with `cc -O3` (or `$CC`) into a fresh folder in the system temp
 * folder, never into the repository. No compiler, or one that fails, is a skip with the reason.
 */
export function buildYardstick(compiler: string = process.env.CC ?? 'cc'): Yardstick {
  const version = spawnSync(compiler, ['--version'], { encoding: 'utf8' });
  if (version.error !== undefined || version.status !== 0) return { skipped: `no C compiler (\`${compiler}\`) found, so the native yardstick is skipped` };
  const dir = mkdtempSync(join(tmpdir(), 'mazekit-yardstick-'));
  const dispose = (): void => rmSync(dir, { recursive: true, force: true });
  const binary = join(dir, 'yardstick');
  const built = spawnSync(compiler, ['-O3', '-o', binary, YARDSTICK_SOURCE], { encoding: 'utf8' });
  if (built.error !== undefined || built.status !== 0) {
    dispose();
    const why = (built.stderr || String(built.error ?? '')).trim().split('\n')[0] ?? '';
    return { skipped: `\`${compiler} -O3\` could not compile the native yardstick (${why}), so it is skipped` };
  }
  const name = (version.stdout.split('\n')[0] ?? compiler).trim();
  return { binary, compiler: `${name}, -O3`, dispose };
}

/** How one C translation did at one size. */
export interface NativeTiming {
  readonly medianMs: number;
  readonly cpuMs: number;
  readonly samplesMs: readonly number[];
  /** FNV-1a of the first maze from a fresh rng seeded with the bench's seed. */
  readonly hash: string;
}

/** 32-bit FNV-1a of `cells`, as 8 hex digits (the yardstick prints the same). */
export function cellsHash(cells: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < cells.length; i++) h = Math.imul(h ^ cells[i]!, 16777619);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The hash of the maze the TypeScript reference makes from a fresh rng seeded with `seed`. */
export function referenceHash(algorithm: NativeAlgorithm, size: Size, seed: number): string {
  const grid = new OrthogonalGrid(size.width, size.height, size.levels);
  REFERENCES[algorithm](grid, createRng(seed));
  return cellsHash(grid.cells);
}

/** Times one C translation at `size` under the same plan as the JavaScript rows (warm-ups, runs, budget). */
export function timeNative(binary: string, algorithm: NativeAlgorithm, size: Size, plan: BenchConfig['sizes'][number]['plan'], seed: number): NativeTiming {
  const args = [algorithm, size.width, size.height, size.levels, String(seed), plan.warmups, plan.warmupMs, plan.runs, plan.budgetMs].map(String);
  const out = spawnSync(binary, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (out.error !== undefined || out.status !== 0) throw new Error(`the native ${algorithm} failed at ${sizeLabel(size)}: ${(out.stderr || String(out.error)).trim()}`);
  const parsed = JSON.parse(out.stdout) as { hash: string; samplesMs: number[]; cpuMs: number[] };
  return { medianMs: median(parsed.samplesMs), cpuMs: median(parsed.cpuMs), samplesMs: parsed.samplesMs, hash: parsed.hash };
}

/** Every C translation at every size of a config, with whether its maze is the reference's. */
export interface NativeRun {
  readonly compiler: string;
  readonly rows: readonly { readonly algorithm: NativeAlgorithm; readonly results: readonly { readonly timing: NativeTiming; readonly same: boolean }[] }[];
}

/**
 * Compiles and times the yardstick for `algorithms` at every size of `config`, checking at
 * each size that the C maze is byte for byte the TypeScript reference's (by hash). Returns
 * the reason instead when it is skipped.
 */
export function nativeYardstick(config: BenchConfig, algorithms: readonly NativeAlgorithm[] = NATIVE_ALGORITHMS, log: (line: string) => void = () => undefined): NativeRun | string {
  const built = buildYardstick();
  if ('skipped' in built) return built.skipped;
  try {
    const rows = algorithms.map((algorithm) => ({
      algorithm,
      results: config.sizes.map(({ size, plan }) => {
        const timing = timeNative(built.binary, algorithm, size, plan, config.seed);
        const same = timing.hash === referenceHash(algorithm, size, config.seed);
        log(`native ${algorithm} ${sizeLabel(size)}: ${timing.medianMs.toFixed(2)} ms${same ? '' : ' NOT THE REFERENCE MAZE'}`);
        return { timing, same };
      }),
    }));
    return { compiler: built.compiler, rows };
  } finally {
    built.dispose();
  }
}

function num(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}

function timed(row: Row | undefined, index: number): { ms: number; cpu: number } | undefined {
  const m = row?.results[index];
  return m?.status === 'timed' && m.flaw === undefined ? { ms: m.medianMs, cpu: m.cpuMs } : undefined;
}

/** The goal for mazekit's generators against the native yardstick. */
export const NATIVE_RATIO_TARGET = 1.2;

/**
 * The report's native yardstick section: for each C translation at each size, its median
 * wall and CPU time, the TypeScript reference's and mazekit's generator's from the same run,
 * each over the C time (wall, CPU in brackets), and whether the C maze is the reference's.
 */
export function formatNativeSection(report: BenchReport, native: NativeRun | string): string {
  const out = ['## Native yardstick', ''];
  if (typeof native === 'string') {
    out.push(`Skipped: ${native}.`, '');
    return out.join('\n');
  }
  out.push(
    `C translations of the plain typed-array references (\`packages/bench/native/yardstick.c\`: the same algorithm, data layout and random stream, so the same maze: checked by hash at every size), compiled with ${native.compiler}, timed in the same run under the same plan (warm-ups, then the median of the timed runs, each from the same running rng; allocating the maze included). JavaScript over C, wall-clock (CPU time in brackets); mazekit's goal is at most ${NATIVE_RATIO_TARGET}x at ${sizeLabel(report.config.main)}.`,
    '',
    '| algorithm | size | C ms | C CPU ms | reference ms | reference ÷ C | mazekit ms | mazekit ÷ C | same maze |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  const ratio = (js: { ms: number; cpu: number } | undefined, c: NativeTiming): string =>
    js === undefined ? 'n/a' : `${(js.ms / c.medianMs).toFixed(2)}x (${(js.cpu / Math.max(c.cpuMs, 1e-6)).toFixed(2)}x)`;
  for (const { algorithm, results } of native.rows) {
    const reference = report.rows.find((r) => r.subject.kind === 'reference' && r.subject.algorithm === algorithm);
    const mazekit = report.rows.find((r) => r.subject.kind === 'mazekit' && r.subject.algorithm === algorithm);
    results.forEach(({ timing, same }, i) => {
      const size = report.config.sizes[i]!.size;
      const ref = timed(reference, i);
      const mk = timed(mazekit, i);
      out.push(
        `| ${algorithm} | ${sizeLabel(size)} | ${num(timing.medianMs)} | ${num(timing.cpuMs)} | ${ref ? num(ref.ms) : 'n/a'} | ${ratio(ref, timing)} | ${mk ? num(mk.ms) : 'n/a'} | ${ratio(mk, timing)} | ${same ? 'yes' : 'NO'} |`,
      );
    });
  }
  out.push('');
  return out.join('\n');
}
