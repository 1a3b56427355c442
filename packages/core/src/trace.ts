import type { Grid } from './grid.js';
import type { SolveTracer } from './solve-tracer.js';
import type { Tracer } from './tracer.js';

const VISIT = 1;
const CARVE = 2;
const WALL = 3;
const HEAD = 4;
const BACKTRACK = 5;
const EXTEND = 6;
const ERASE = 7;
const JOIN = 8;
const FRONTIER = 9;
const MARK = 10;
const FILL = 11;
const ROUTE = 12;

/**
 * A {@link Tracer} (and {@link SolveTracer}) that records every event into a compact
 * Int32Array log, so a view can replay the carving or the solving step by step, forwards and
 * backwards (see {@link TracePlayer}). One step = one event.
 */
export class TraceRecorder implements Tracer, SolveTracer {
  private data = new Int32Array(1024);
  private length = 0;
  private offsets = new Int32Array(256);
  /** Number of recorded events (steps). */
  steps = 0;

  private push(op: number, a: number, b?: number): void {
    this.reserve(3);
    this.startStep();
    this.data[this.length++] = op;
    this.data[this.length++] = a;
    if (b !== undefined) this.data[this.length++] = b;
  }

  private pushList(op: number, cells: readonly number[]): void {
    this.reserve(cells.length + 2);
    this.startStep();
    this.data[this.length++] = op;
    this.data[this.length++] = cells.length;
    for (const c of cells) this.data[this.length++] = c;
  }

  private reserve(n: number): void {
    if (this.length + n <= this.data.length) return;
    const next = new Int32Array(Math.max(this.data.length * 2, this.length + n));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  private startStep(): void {
    if (this.steps === this.offsets.length) {
      const next = new Int32Array(this.offsets.length * 2);
      next.set(this.offsets);
      this.offsets = next;
    }
    this.offsets[this.steps++] = this.length;
  }

  visit(cell: number): void {
    this.push(VISIT, cell);
  }
  carve(from: number, to: number): void {
    this.push(CARVE, from, to);
  }
  wall(from: number, to: number): void {
    this.push(WALL, from, to);
  }
  head(cell: number): void {
    this.push(HEAD, cell);
  }
  backtrack(cell: number): void {
    this.push(BACKTRACK, cell);
  }
  extend(cell: number): void {
    this.push(EXTEND, cell);
  }
  erase(cells: readonly number[]): void {
    this.pushList(ERASE, cells);
  }
  join(cells: readonly number[]): void {
    this.pushList(JOIN, cells);
  }
  frontier(cell: number): void {
    this.push(FRONTIER, cell);
  }
  mark(cell: number, count: number): void {
    this.push(MARK, cell, count);
  }
  fill(cell: number): void {
    this.push(FILL, cell);
  }
  route(cells: readonly number[]): void {
    this.pushList(ROUTE, cells);
  }

  /** The recording, ready to hand to a {@link TracePlayer} (or post to another thread). */
  finish(): TraceRecording {
    return { data: this.data.slice(0, this.length), offsets: this.offsets.slice(0, this.steps) };
  }
}

/** A finished recording: the event log and where each step starts in it. */
export interface TraceRecording {
  readonly data: Int32Array;
  readonly offsets: Int32Array;
}

/** What a view draws at one step of a replay. Arrays are indexed by cell. */
export interface TraceState {
  /** Passages carved so far (same bits as the finished grid). */
  readonly cells: Uint8Array;
  /** 1 where the cell is part of the maze. */
  readonly visited: Uint8Array;
  /** 1 where the cell is on the tentative path (Wilson's walk). */
  readonly onPath: Uint8Array;
  /** 1 where the cell is on the frontier (Prim's, growing tree). */
  readonly frontier: Uint8Array;
  /** The tentative path in order (head last). */
  readonly path: readonly number[];
  /** The walker's head, or -1. */
  readonly head: number;
  /** A solver's marks on each cell (Trémaux's: 1 walked once, 2 walked back), 0 for none. */
  readonly marks: Uint8Array;
  /** 1 where a solver filled the cell in as a dead end. */
  readonly filled: Uint8Array;
  /** The route a solver found, start to goal; empty until it reports one. */
  readonly route: readonly number[];
  /** The step the state is at: events `0 .. step - 1` are applied. */
  readonly step: number;
}

/** How a {@link TracePlayer} starts. */
export interface TracePlayerOptions {
  /**
   * True to replay over `grid`'s passages as they are (a solver's recording, walking the
   * finished maze); default false, an empty copy for a generator's recording to carve.
   */
  readonly carved?: boolean;
}

/**
 * Replays a {@link TraceRecording} on an empty copy of `grid` (or, with `carved`, on a copy
 * of the maze as it is, for a solver's recording): `seek(n)` gives the state after the first
 * `n` events. Moving forward applies only the new events; moving back replays from the start.
 */
export class TracePlayer {
  readonly grid: Grid;
  readonly recording: TraceRecording;
  private visitedArr: Uint8Array;
  private onPathArr: Uint8Array;
  private frontierArr: Uint8Array;
  private pathList: number[] = [];
  private headCell = -1;
  private at = 0;
  private marksArr: Uint8Array;
  private filledArr: Uint8Array;
  private routeList: readonly number[] = [];
  private readonly passages: Uint8Array | undefined;

  constructor(grid: Grid, recording: TraceRecording, options: TracePlayerOptions = {}) {
    this.grid = grid.clone();
    this.passages = options.carved ? grid.cells.slice() : undefined;
    if (!this.passages) this.grid.cells.fill(0);
    this.recording = recording;
    this.visitedArr = new Uint8Array(grid.size);
    this.onPathArr = new Uint8Array(grid.size);
    this.frontierArr = new Uint8Array(grid.size);
    this.marksArr = new Uint8Array(grid.size);
    this.filledArr = new Uint8Array(grid.size);
  }

  /** Number of steps in the recording. */
  get steps(): number {
    return this.recording.offsets.length;
  }

  /** Moves to just after step `n` (clamped to the recording) and returns the state. */
  seek(n: number): TraceState {
    const target = Math.max(0, Math.min(this.steps, Math.floor(n)));
    if (target < this.at) this.reset();
    const { data, offsets } = this.recording;
    while (this.at < target) {
      const o = offsets[this.at]!;
      this.apply(data, o);
      this.at++;
    }
    return this.state;
  }

  /** The state at the current step. */
  get state(): TraceState {
    return {
      cells: this.grid.cells,
      visited: this.visitedArr,
      onPath: this.onPathArr,
      frontier: this.frontierArr,
      path: this.pathList,
      head: this.headCell,
      marks: this.marksArr,
      filled: this.filledArr,
      route: this.routeList,
      step: this.at,
    };
  }

  private reset(): void {
    if (this.passages) this.grid.cells.set(this.passages);
    else this.grid.cells.fill(0);
    this.marksArr.fill(0);
    this.filledArr.fill(0);
    this.routeList = [];
    this.visitedArr.fill(0);
    this.onPathArr.fill(0);
    this.frontierArr.fill(0);
    this.pathList = [];
    this.headCell = -1;
    this.at = 0;
  }

  private apply(data: Int32Array, o: number): void {
    const op = data[o];
    const a = data[o + 1]!;
    switch (op) {
      case VISIT:
        this.visitedArr[a] = 1;
        this.frontierArr[a] = 0;
        break;
      case CARVE:
      case WALL: {
        const d = this.grid.directionTo(a, data[o + 2]!);
        if (d >= 0) {
          if (op === CARVE) this.grid.link(a, d);
          else this.grid.unlink(a, d);
        }
        break;
      }
      case HEAD:
      case BACKTRACK:
        this.headCell = a;
        break;
      case EXTEND:
        this.onPathArr[a] = 1;
        this.pathList.push(a);
        this.headCell = a;
        break;
      case ERASE:
        for (let i = 0; i < a; i++) this.onPathArr[data[o + 2 + i]!] = 0;
        // Erased cells are the tail of the path; keep the rest (the loop's first cell stays).
        this.pathList.length = Math.max(0, this.pathList.length - a);
        if (this.pathList.length) this.headCell = this.pathList[this.pathList.length - 1]!;
        break;
      case JOIN:
        for (let i = 0; i < a; i++) {
          const c = data[o + 2 + i]!;
          this.onPathArr[c] = 0;
          this.visitedArr[c] = 1;
        }
        this.pathList = [];
        break;
      case FRONTIER:
        this.frontierArr[a] = 1;
        break;
      case MARK:
        this.marksArr[a] = data[o + 2]!;
        break;
      case FILL:
        this.filledArr[a] = 1;
        break;
      case ROUTE:
        this.routeList = Array.from(data.subarray(o + 2, o + 2 + a));
        break;
    }
  }
}
