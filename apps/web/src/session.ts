import { isOrthogonal, type Grid, type MaskBitmap, type OrthogonalGrid, type TraceRecording } from '@mazekit/core';
import type { LayoutCells } from '@mazekit/core';
import { Emitter } from './emitter.js';
import { findGenerator } from './generators.js';
import { CancelledError, MazeJob } from './job.js';
import { ANIMATE_MAX_CELLS } from './limits.js';
import { gridOf, gridRefusal } from './shape/grid-of.js';
import { maskOf } from './shape/mask-state.js';
import { findShapeById } from './shape/shapes.js';
import type { AppState } from './url-state.js';
import type { PyramidLevel } from './view/pyramid.js';

/** A maze the page has finished carving, with everything the views, modes and downloads need. */
export interface CarvedMaze {
  /** The settings that made it (a copy: later edits of the form do not change it). */
  readonly state: Readonly<AppState>;
  /** The finished maze (braided when asked), on the page's thread: any shape, masked or not. */
  readonly grid: Grid;
  /** A dungeon's rooms, doors and rock cell by cell (core's `layoutCells`), when its generator made them. */
  readonly dungeon?: LayoutCells | undefined;
  /** The same grid when it is an unmasked square one (the square view's raster and the 3D view take those). */
  readonly square: OrthogonalGrid | undefined;
  /** The mask it was carved with, if any. */
  readonly mask: MaskBitmap | undefined;
  /** Every carving step, for small mazes; absent for large ones or when it grew too long. */
  readonly recording: TraceRecording | undefined;
  /** Steps of the recording that open the field of a walls generator, shown as one step. */
  readonly openingSteps: number;
  /** The worker that carved it: it answers picture and download requests about it. */
  readonly job: MazeJob;
  /** A human name: generator, size, seed. */
  readonly label: string;
  /** Carving time in the worker, in ms. */
  readonly millis: number;
  readonly deadEnds: number;
  /** Why it is not animated, when it is not. */
  readonly note: string;
  /** The overview's wall pyramid levels, built in the worker for large mazes. */
  readonly wallLevels: PyramidLevel[] | undefined;
  /** The entrance and exit cells, placed in the worker by the settings' rule (core `mazeEnds`). */
  readonly start: number;
  readonly goal: number;
  /** The maze's own seed: the settings' seed, or `<seed>-k` of the one "hardest of N" kept. */
  readonly seed: string;
}

/** A carve that has begun. */
export interface CarveStart {
  readonly state: Readonly<AppState>;
  readonly label: string;
  /** True when the maze is small enough to be recorded and animated. */
  readonly recorded: boolean;
  readonly job: MazeJob;
}

/** The human name of the maze `state` describes. */
export function labelOf(state: Readonly<AppState>): string {
  const info = findGenerator(state.generator);
  const shape = findShapeById(state.shape);
  const kind = shape && state.shape !== 'orthogonal' ? `${shape.name.toLowerCase()} ` : '';
  const size = state.shape === 'polar' ? `${state.rings} rings` : `${kind}${state.width}×${state.height}${state.levels > 1 ? `×${state.levels}` : ''}${state.shape === 'weave' ? `, crossings ${state.crossings}` : ''}`;
  const mask = state.mask ? `, ${state.mask === 'custom' || state.mask === 'upload' ? 'uploaded' : state.mask} mask` : '';
  const braid = state.braid > 0 ? `, braid ${state.braid}` : '';
  const hardest = state.hardest > 1 ? `, hardest of ${state.hardest}` : '';
  return `${info?.name ?? state.generator}, ${size}${mask}, seed ${JSON.stringify(state.seed)}${braid}${hardest}`;
}

/**
 * The current maze: starts carves in a worker, drops superseded ones, and tells listeners
 * when a carve starts, finishes, fails or is cancelled. Only one maze is current at a time.
 */
export class Session {
  readonly started = new Emitter<CarveStart>();
  readonly carved = new Emitter<CarvedMaze>();
  readonly failed = new Emitter<string>();
  readonly cancelled = new Emitter<string>();
  /** Called with the fraction carved so far while a large maze is carved. */
  readonly progress = new Emitter<number>();
  private job: MazeJob | undefined;
  private label = '';
  private latest: CarvedMaze | undefined;
  /** The maze that was on show while the next one is carved. */
  private previous: CarvedMaze | undefined;

  /** The maze on show, once carved. */
  get current(): CarvedMaze | undefined {
    return this.latest;
  }

  /** True while a carve is under way. */
  get busy(): boolean {
    return this.job !== undefined && this.latest?.job !== this.job;
  }

  /** Carves the maze `state` describes, replacing (and stopping) whatever came before. */
  async generate(state: Readonly<AppState>): Promise<void> {
    const snapshot: AppState = { ...state, options: { ...state.options } };
    const mask = maskOf(state);
    const request = { shape: state.shape, width: state.width, height: state.height, levels: state.levels, rings: state.rings, crossings: state.crossings, mask };
    // The maze on show stays (and its worker keeps answering for it) until the next one is
    // carved: a cancelled or failed carve leaves it where it was.
    const previous = this.latest ?? this.previous;
    // The page's copy of the grid: the worker builds the same one and sends back its passages.
    let empty: Grid;
    try {
      empty = gridOf(request);
    } catch (error) {
      this.stopCarve();
      this.latest = previous;
      this.previous = undefined;
      this.failed.emit(gridRefusal(error));
      return;
    }
    this.stopCarve();
    this.previous = previous;
    this.latest = undefined;
    const recorded = empty.size <= ANIMATE_MAX_CELLS;
    const job = new MazeJob({
      generator: state.generator,
      ...request,
      seed: state.seed,
      options: state.options,
      braid: state.braid,
      ends: state.ends,
      hardest: state.hardest,
      record: recorded,
      pyramid: !recorded && state.shape === 'orthogonal' && !mask,
    });
    this.job = job;
    this.label = labelOf(snapshot);
    job.onProgress = (done, total) => this.progress.emit(done / total);
    this.started.emit({ state: snapshot, label: this.label, recorded, job });
    let generated;
    try {
      generated = await job.generated;
    } catch (error) {
      // A cancelled or superseded job is no longer `this.job`: whoever stopped it has said so.
      if (job !== this.job) return;
      this.job = undefined;
      this.restorePrevious();
      this.failed.emit(error instanceof CancelledError ? 'cancelled' : (error as Error).message);
      return;
    }
    if (job !== this.job) return;
    // The crossings of a weave maze are placed as it is carved: the page's copy takes the worker's.
    const grid = generated.over ? gridOf(request, undefined, generated.over) : empty;
    grid.cells.set(generated.cells);
    const note = generated.recordingDropped ? 'too many steps to animate' : recorded ? '' : 'too large to animate';
    // The new maze replaces the one on show: its worker is no longer needed.
    if (this.previous && this.previous.job !== job) this.previous.job.cancel();
    this.previous = undefined;
    const picked = generated.seed !== state.seed ? ` (seed ${JSON.stringify(generated.seed)})` : '';
    this.latest = {
      state: snapshot,
      grid,
      square: isOrthogonal(grid) ? grid : undefined,
      mask,
      recording: generated.recording,
      openingSteps: generated.openingSteps,
      job,
      label: this.label + picked,
      millis: generated.millis,
      deadEnds: generated.deadEnds,
      note,
      wallLevels: generated.wallLevels,
      start: generated.start,
      goal: generated.goal,
      seed: generated.seed,
      dungeon: generated.dungeon,
    };
    this.carved.emit(this.latest);
  }

  /** Stops the carve under way (not the worker of the maze on show). */
  private stopCarve(): void {
    if (this.job && this.job !== this.latest?.job && this.job !== this.previous?.job) this.job.cancel();
    this.job = undefined;
  }

  /** After a carve that made nothing: the maze that was on show is current again. */
  private restorePrevious(): void {
    this.latest = this.previous;
    this.previous = undefined;
    if (this.latest) this.job = this.latest.job;
  }

  /** Stops the carve under way, if any; the maze that was on show stays. */
  cancel(): void {
    if (!this.job || !this.busy) return;
    this.job.cancel();
    this.job = undefined;
    this.restorePrevious();
    this.cancelled.emit(this.label);
  }
}

/** The one session of the page. */
export const session = new Session();
