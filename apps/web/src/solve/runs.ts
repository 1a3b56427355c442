import type { SolveEffort, TraceRecording } from '@mazekit/core';
import type { MazeModel } from '../maze/model.js';

/** A solver's walk over the maze on show, from the page's entrance to its exit. */
export interface SolverRun {
  readonly solver: string;
  readonly route: number[] | null;
  readonly effort: SolveEffort;
  /** Its events, for a `TracePlayer` over the finished maze; absent when too long to animate. */
  readonly recording: TraceRecording | undefined;
}

const runs = new WeakMap<MazeModel, Map<string, Promise<SolverRun>>>();

/** The walk of solver `id` over `model`'s maze, computed once in the maze's worker. */
export function solverRun(model: MazeModel, id: string): Promise<SolverRun> {
  let byId = runs.get(model);
  if (!byId) runs.set(model, (byId = new Map<string, Promise<SolverRun>>()));
  let run = byId.get(id);
  if (!run) {
    run = model.carved.job.solve(id).then((m) => ({ solver: id, route: m.route, effort: m.effort, recording: m.recording }));
    byId.set(id, run);
  }
  return run;
}
