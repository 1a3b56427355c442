import { TracePlayer, type TraceState } from '@mazekit/core';
import type { MazeModel } from '../maze/model.js';
import { distanceFill, routeBits } from '../view/scene-data.js';

/** What one step of the timeline shows. */
export type Moment =
  | { readonly kind: 'carve'; readonly state: TraceState }
  | { readonly kind: 'flood'; readonly fill: Uint8Array }
  | { readonly kind: 'path'; readonly fill: Uint8Array; readonly route: Uint8Array }
  | { readonly kind: 'end'; readonly solved?: { readonly fill: Uint8Array; readonly route: Uint8Array } };

/** Mazes up to this many cells can have their solve animated. */
export const SOLVE_MAX_CELLS = 250_000;

/**
 * The steps the Watch mode plays: every carving step of the recording, then, with the
 * animated solve, one step per ring of the distance flood from the entrance and one per
 * cell of the route to the exit. Step `steps` is the finished maze.
 */
export class Timeline {
  readonly carveSteps: number;
  readonly floodSteps: number;
  readonly pathSteps: number;
  private readonly player: TracePlayer | undefined;
  /** Recording steps shown as the timeline's first step (a walls generator's open field). */
  private readonly opening: number;
  private readonly distance: Int32Array | undefined;
  private readonly shades: Uint8Array | undefined;
  private readonly route: readonly number[];
  private readonly model: MazeModel;

  constructor(model: MazeModel, solve: boolean) {
    this.model = model;
    const recording = model.carved.recording;
    this.player = recording ? new TracePlayer(model.grid, recording) : undefined;
    this.opening = this.player ? model.carved.openingSteps : 0;
    // The field opened by a walls generator is one step: the animation is the walls going up.
    this.carveSteps = (this.player?.steps ?? 0) - (this.opening > 1 ? this.opening - 1 : 0);
    const solvable = solve && model.grid.size <= SOLVE_MAX_CELLS;
    if (solvable) {
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
    return this.carveSteps + this.floodSteps + this.pathSteps;
  }

  /** The picture after `step` steps. */
  at(step: number): Moment {
    if (step < this.carveSteps) {
      const recorded = this.opening > 1 && step > 0 ? step + this.opening - 1 : step;
      return { kind: 'carve', state: this.player!.seek(recorded) };
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
