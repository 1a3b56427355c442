import { TracePlayer, type Grid, type TraceState } from '@mazekit/core';
import type { SolverRun } from '../solve/runs.js';

/** Trace events that move a solver on by one step: the walker's head, a cell filled in. */
const HEAD = 4;
const FILL = 11;

/**
 * One racer's walk, replayed by its step count: the race clock is counted in steps (a
 * walker's moves, a flood's cells taken, a filler's cells filled), the same unit each
 * solver's effort reports, so the two counters tick at one rate and the finishing order
 * is the order of the efforts.
 */
export class RaceLane {
  readonly run: SolverRun;
  /** Steps to the finish: the solver's own count ({@link SolverRun.effort}). */
  readonly steps: number;
  private readonly player: TracePlayer | undefined;
  /** `ends[k]`: events replayed once `k + 1` step events have happened. */
  private readonly ends: Int32Array;
  /** Step events the recording has before the solver's first counted step (a walker's place at the start). */
  private readonly lead: number;

  constructor(grid: Grid, run: SolverRun) {
    this.run = run;
    this.steps = run.effort.steps;
    const recording = run.recording;
    if (!recording) {
      this.player = undefined;
      this.ends = new Int32Array(0);
      this.lead = 0;
      return;
    }
    this.player = new TracePlayer(grid, recording, { carved: true });
    const { data, offsets } = recording;
    const ends: number[] = [];
    for (let i = 0; i < offsets.length; i++) {
      const op = data[offsets[i]!];
      if (op === HEAD || op === FILL) ends.push(i + 1);
    }
    this.ends = Int32Array.from(ends);
    this.lead = Math.max(0, ends.length - this.steps);
  }

  /** True when the walk was too long to record: only its result can be shown. */
  get animated(): boolean {
    return this.player !== undefined;
  }

  /** True once `t` steps have been taken. */
  finishedAt(t: number): boolean {
    return t >= this.steps;
  }

  /** The walk after `t` steps (the whole recording, route included, once finished); undefined when not animated. */
  at(t: number): TraceState | undefined {
    const player = this.player;
    if (!player) return undefined;
    if (this.finishedAt(t)) return player.seek(player.steps);
    const k = Math.min(this.ends.length, Math.max(0, t) + this.lead);
    return player.seek(k === 0 ? 0 : this.ends[k - 1]!);
  }
}

/** A racer's place: its solver's name and its steps, or that it gave up. */
export interface Finisher {
  readonly name: string;
  readonly steps: number;
  readonly found: boolean;
}

/**
 * The finishing order: those that found the route by fewest steps (equal steps share a place),
 * then those that gave up. Returns one line, e.g. "1st Trémaux's algorithm, 412 steps; 2nd …".
 */
export function finishingOrder(racers: readonly Finisher[]): string {
  const found = racers.filter((r) => r.found).sort((a, b) => a.steps - b.steps);
  const parts: string[] = [];
  let place = 0;
  found.forEach((r, i) => {
    if (i === 0 || r.steps !== found[i - 1]!.steps) place = i + 1;
    parts.push(`${ordinal(place)} ${r.name}, ${r.steps} steps`);
  });
  for (const r of racers.filter((x) => !x.found)) parts.push(`${r.name} gave up after ${r.steps} steps`);
  if (found.length === 2 && found[0]!.steps === found[1]!.steps) return `A tie: both found the exit in ${found[0]!.steps} steps`;
  return parts.join('; ');
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : `${n}th`;
}
