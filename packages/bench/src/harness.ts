import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { OrthogonalGrid, createRng } from '@mazekit/core';
import type { BenchConfig } from './config.js';
import { describeError } from './describe-error.js';
import { collector } from './gc.js';
import { machineInfo, type Machine } from './machine.js';
import { measureMemory, type MemoryUse } from './memory.js';
import { orderSubjects } from './order.js';
import { cellCount, sizeLabel, type Size } from './size.js';
import type { Subject } from './subject.js';
import { timeSvg, type SvgTiming } from './svg.js';
import { timeRuns } from './timing.js';
import { mazeFlaw } from './validate.js';

/** One subject at one size: timed (and checked), or skipped with the reason. */
export type Measurement =
  | {
      readonly status: 'timed';
      readonly medianMs: number;
      readonly samplesMs: readonly number[];
      /** Median process CPU time: less skewed than wall time when other work shares the machine. */
      readonly cpuMs: number;
      readonly flaw: string | undefined;
    }
  | { readonly status: 'skipped'; readonly reason: string };

/** Everything measured for one subject. */
export interface Row {
  readonly subject: Subject;
  /** One per size of the config, in the same order. */
  readonly results: readonly Measurement[];
  /** Memory at the config's main size, or why it was not weighed. */
  readonly memory: MemoryUse | string;
}

/** The SVG timing and which maze was drawn, or why there is none. */
export interface SvgResult {
  readonly maze: string;
  readonly timing: SvgTiming | string;
}

/** What {@link runBench} returns. */
export interface BenchReport {
  readonly config: BenchConfig;
  readonly machine: Machine;
  readonly rows: readonly Row[];
  /** Things the reader should know, e.g. generators that were skipped. */
  readonly notes: readonly string[];
  readonly svg: SvgResult;
  /** Wall time of the whole run, in milliseconds. */
  readonly elapsedMs: number;
  /** One-minute load average when it finished. */
  readonly endLoad: number;
}

/** Hooks for {@link runBench}. */
export interface BenchHooks {
  /** Progress lines (the CLI sends them to stderr). */
  readonly log?: (line: string) => void;
  /** Notes gathered before the run (e.g. from discovery). */
  readonly notes?: readonly string[];
}

function skipReason(subject: Subject, size: Size): string | undefined {
  const reason = subject.unsupported(size);
  if (reason !== undefined) return reason;
  if (subject.maxCells !== undefined && cellCount(size) > subject.maxCells) return subject.capReason ?? 'over its size cap';
  return undefined;
}

function check(subject: Subject, output: unknown, size: Size): string | undefined {
  try {
    return mazeFlaw(subject.toCells(output, size), size);
  } catch (error) {
    return describeError(error);
  }
}

/**
 * Times every subject at every size of `config` in one process (sizes outer, so all are
 * warmed alike), checks the last maze of each cell of the table is perfect, weighs one maze
 * of each at the main size, and times the SVG renderer on a backtracker maze.
 */
export async function runBench(config: BenchConfig, subjects: readonly Subject[], hooks: BenchHooks = {}): Promise<BenchReport> {
  const log = hooks.log ?? (() => undefined);
  const machine = machineInfo();
  const started = performance.now();
  const collect = collector();
  const ordered = orderSubjects(subjects);
  const results = new Map<Subject, Measurement[]>(ordered.map((s) => [s, []]));
  for (const { size, plan } of config.sizes) {
    for (const subject of ordered) {
      const reason = skipReason(subject, size);
      let m: Measurement;
      if (reason !== undefined) {
        m = { status: 'skipped', reason };
      } else {
        try {
          const timing = timeRuns(plan, createRng(config.seed), (rng) => subject.run(size, rng, config.seed), collect);
          const flaw = check(subject, timing.output, size);
          m = { status: 'timed', medianMs: timing.medianMs, samplesMs: timing.samplesMs, cpuMs: timing.cpuMs, flaw };
        } catch (error) {
          // A peer that runs out of stack or memory at some size is a result, not a bench failure.
          m = { status: 'skipped', reason: `${subject.label} threw at ${sizeLabel(size)}: ${describeError(error)}` };
        }
      }
      results.get(subject)!.push(m);
      log(`${sizeLabel(size)} ${subject.label}: ${m.status === 'timed' ? `${m.medianMs.toFixed(2)} ms (${m.samplesMs.length} runs)${m.flaw ? ` NOT PERFECT: ${m.flaw}` : ''}` : 'skipped'}`);
    }
  }
  const rows: Row[] = ordered.map((subject) => {
    const reason = skipReason(subject, config.main);
    let memory: MemoryUse | string;
    try {
      memory =
        reason ??
        measureMemory(createRng(config.seed), (rng) => subject.run(config.main, rng, config.seed), collect, subject.mazeBytes);
    } catch (error) {
      memory = `${subject.label} threw at ${sizeLabel(config.main)}: ${describeError(error)}`;
    }
    if (typeof memory !== 'string') log(`memory ${subject.label}: peak ${memory.peakBytes} B, retained ${memory.retainedBytes} B`);
    return { subject, results: results.get(subject)!, memory };
  });
  const svg = await svgResult(config, ordered);
  if (typeof svg.timing !== 'string') log(`svg ${svg.maze}: ${svg.timing.medianMs.toFixed(0)} ms, ${svg.timing.bytes} bytes`);
  return { config, machine, rows, notes: [...(hooks.notes ?? [])], svg, elapsedMs: performance.now() - started, endLoad: loadavg()[0] ?? 0 };
}

async function svgResult(config: BenchConfig, subjects: readonly Subject[]): Promise<SvgResult> {
  const size = config.svg;
  // mazekit's own backtracker first, then any other (the reference); the first that makes a perfect maze is drawn.
  const candidates = [
    ...subjects.filter((s) => s.kind === 'mazekit' && s.algorithm === 'backtracker'),
    ...subjects.filter((s) => s.kind !== 'mazekit' && s.algorithm === 'backtracker'),
  ];
  const failures: string[] = [];
  for (const source of candidates) {
    if (skipReason(source, size) !== undefined) continue;
    let cells: Uint8Array;
    try {
      cells = source.toCells(source.run(size, createRng(config.seed), config.seed), size);
    } catch (error) {
      failures.push(`${source.label} threw: ${describeError(error)}`);
      continue;
    }
    if (mazeFlaw(cells, size) !== undefined) continue;
    const grid = new OrthogonalGrid(size.width, size.height, size.levels, cells);
    return { maze: `${sizeLabel(size)} by ${source.label}`, timing: await timeSvg(grid, source.algorithm, config.seed) };
  }
  return { maze: '', timing: ['no backtracker made a perfect maze to draw', ...failures].join('; ') };
}
