import { TracePlayer, type TraceState } from '@mazekit/core';
import type { MazeModel } from '../maze/model.js';
import type { SolverRun } from '../solve/runs.js';
import { distanceFill, routeBits } from '../view/scene-data.js';

/** What one step of the timeline shows. */
export type Moment =
  | { readonly kind: 'carve'; readonly state: TraceState }
  | { readonly kind: 'flood'; readonly fill: Uint8Array }
  | { readonly kind: 'path'; readonly fill: Uint8Array; readonly route: Uint8Array }
  | { readonly kind: 'walk'; readonly state: TraceState }
  | { readonly kind: 'end'; readonly solved?: { readonly fill: Uint8Array; readonly route: Uint8Array }; readonly walked?: TraceState };

/** Mazes up to this many cells can have their solve animated. */
export const SOLVE_MAX_CELLS = 250_000;

/**
 * The steps the Watch mode plays: every carving step of the recording, then, with the
 * animated solve, either a solver's walk (one step per event of its recording, replayed
 * over the finished maze by core's trace player) or one step per ring of the distance flood
 * from the entrance and one per cell of the route to the exit. Step `steps` is the finished maze.
 */
export class Timeline {
  readonly carveSteps: number;
  readonly floodSteps: number;
  readonly pathSteps: number;
  /** Steps of the solver's walk (0 without one). */
  readonly walkSteps: number;
  private readonly player: TracePlayer | undefined;
  private readonly walker: TracePlayer | undefined;
  /** Recording steps shown as the timeline's first step (a walls generator's open field). */
  private readonly opening: number;
  private readonly distance: Int32Array | undefined;
  private readonly shades: Uint8Array | undefined;
  private readonly route: readonly number[];
  private readonly model: MazeModel;

  /**
   * `run` is the walk of the solver the animated solve shows; without one (`undefined`) the
   * solve is the distance flood. A run too long to record shows no steps.
   */
  constructor(model: MazeModel, solve: boolean, run?: SolverRun) {
    this.model = model;
    const recording = model.carved.recording;
    this.player = recording ? new TracePlayer(model.grid, recording) : undefined;
    this.opening = this.player ? model.carved.openingSteps : 0;
    // The field opened by a walls generator is one step: the animation is the walls going up.
    this.carveSteps = (this.player?.steps ?? 0) - (this.opening > 1 ? this.opening - 1 : 0);
    const solvable = solve && model.grid.size <= SOLVE_MAX_CELLS;
    this.walker = solve && run?.recording ? new TracePlayer(model.grid, run.recording, { carved: true }) : undefined;
    this.walkSteps = this.walker?.steps ?? 0;
    if (run) {
      this.floodSteps = 0;
      this.pathSteps = 0;
      this.route = [];
    } else if (solvable) {
      const { fill, distance } = distanceFill(model.grid, model.start);
      this.distance = distance;
      this.shades = fill;
      let max = 0;
      for (let c = 0; c < distance.length; c++) if (distance[c]! > max) max = distance[c]!;
      this.floodSteps = max + 1;
      this.route = model.route() ?? [];
      this.pathSteps = this.route.length;
    } else {
      this.floodSteps = 0;
      this.pathSteps = 0;
      this.route = [];
    }
  }

  /** True when there is anything to play. */
  get animated(): boolean {
    return this.steps > 0;
  }

  /** Steps in all. */
  get steps(): number {
    return this.carveSteps + this.floodSteps + this.pathSteps + this.walkSteps;
  }

  /** The picture after `step` steps. */
  at(step: number): Moment {
    if (step < this.carveSteps) {
      const recorded = this.opening > 1 && step > 0 ? step + this.opening - 1 : step;
      return { kind: 'carve', state: this.player!.seek(recorded) };
    }
    if (this.walker) {
      const state = this.walker.seek(step - this.carveSteps);
      return step >= this.steps ? { kind: 'end', walked: state } : { kind: 'walk', state };
    }
    // The end keeps what the solve found: the whole flood and the whole route.
    const k = Math.min(step, this.steps) - this.carveSteps;
    if (step >= this.steps && this.floodSteps === 0) return { kind: 'end' };
    // The flood: cells closer than k steps to the entrance, shaded by distance.
    const ring = Math.min(k, this.floodSteps);
    const fill = new Uint8Array(this.model.grid.size);
    const distance = this.distance!;
    const shades = this.shades!;
    for (let c = 0; c < fill.length; c++) if (distance[c]! >= 0 && distance[c]! < ring) fill[c] = shades[c]!;
    if (k < this.floodSteps) return { kind: 'flood', fill };
    const shown = this.route.slice(0, k - this.floodSteps + 1);
    const route = routeBits(this.model.grid, shown);
    return step >= this.steps ? { kind: 'end', solved: { fill, route } } : { kind: 'path', fill, route };
  }
}
