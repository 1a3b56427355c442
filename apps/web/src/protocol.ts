import type { EndsRule, GeneratorOptions, LayoutCells, MaskBitmap, SolveEffort, TraceRecording } from '@mazekit/core';
import type { PyramidLevel } from './view/pyramid.js';
import type { Colors, Layers } from './view/raster.js';

/** The picture layout shared by animation frames and the finished maze. */
export interface Layout {
  readonly cellSize: number;
  readonly wallWidth: number;
  readonly padding: number;
}

/** Carve a maze; the worker keeps it for the requests that follow. */
export interface GenerateMessage {
  readonly type: 'generate';
  readonly generator: string;
  /** Shape (topology), size and mask of the grid, as `gridOf` takes them. */
  readonly shape: string;
  readonly width: number;
  readonly height: number;
  readonly levels: number;
  readonly rings: number;
  /** A weave maze's crossings density (see `GridRequest`). */
  readonly crossings: number;
  readonly mask: MaskBitmap | undefined;
  readonly seed: string;
  readonly options: GeneratorOptions;
  /** Fraction of dead ends opened after carving, as the CLI's `--braid` (0: none). */
  readonly braid: number;
  /** Where the entrance and exit go (core `mazeEnds`). */
  readonly ends: EndsRule;
  /** Carve this many mazes from `<seed>-1 ..` and keep the hardest (1: just `seed`), as `--count N --pick hardest`. */
  readonly hardest: number;
  /** Record every step for the animation (small mazes only). */
  readonly record: boolean;
  /** Build the overview's wall pyramid in the worker (large mazes). */
  readonly pyramid: boolean;
}

/** Compute the solution and distance layers (large mazes; small ones are done on the page). */
export interface OverlayMessage {
  readonly type: 'overlay';
  readonly id: number;
  readonly solution: boolean;
  readonly distances: boolean;
  /** Cell colours by palette index, for the overview's colour pyramid. */
  readonly palette: Uint32Array;
}

/** Hold a maze made elsewhere (a mode's own, as maze JSON) for downloads: no entrance, exit or route is added. */
export interface LoadMessage {
  readonly type: 'load';
  readonly json: string;
}

/** Draw the finished maze and encode it as a PNG download. */
export interface RenderMessage {
  readonly type: 'render';
  readonly id: number;
  readonly layout: Layout;
  readonly solution: boolean;
  readonly distances: boolean;
}

/**
 * Draw the whole map of a maze of another shape (or masked) at `z` pixels a cell, as the
 * page's view draws it (`view/vector.ts`), off the page's thread: the overview of a large maze.
 */
export interface PictureMessage {
  readonly type: 'picture';
  readonly id: number;
  readonly z: number;
  readonly layers: Omit<Layers, 'cells'>;
  readonly colors: Colors;
}

/** Produce a download: maze JSON (`mazekit/1`) or SVG. */
export interface ExportMessage {
  readonly type: 'export';
  readonly id: number;
  readonly format: 'json' | 'svg';
  readonly solution: boolean;
  readonly distances: boolean;
}

/** Write the maze as a zipped Tiled map (see `tiled-zip.ts`), the map file called `<name>.tmj`. */
export interface TiledMessage {
  readonly type: 'tiled';
  readonly id: number;
  readonly name: string;
}

/** Solve the maze with a solver package between the page's entrance and exit, recording its walk. */
export interface SolveMessage {
  readonly type: 'solve';
  readonly id: number;
  readonly solver: string;
}

/** Write the maze as a printable PDF (render-pdf), with a solution page when asked. */
export interface PdfMessage {
  readonly type: 'pdf';
  readonly id: number;
  readonly solution: boolean;
}

/** Messages from the page to the worker. */
export type ToWorker = GenerateMessage | LoadMessage | RenderMessage | ExportMessage | OverlayMessage | PictureMessage | SolveMessage | TiledMessage | PdfMessage;

/** Cells carved so far, for the progress bar. */
export interface ProgressMessage {
  readonly type: 'progress';
  readonly done: number;
  readonly total: number;
}

/** The maze is carved. */
export interface GeneratedMessage {
  readonly type: 'generated';
  /** The recording, when one was asked for and stayed under the limit. */
  readonly recording: TraceRecording | undefined;
  readonly recordingDropped: boolean;
  /** Recording steps that open the field of a walls generator (shown as one step); 0 for others. */
  readonly openingSteps: number;
  /** Milliseconds the carving took. */
  readonly millis: number;
  /** Cells with exactly one passage. */
  readonly deadEnds: number;
  /** The finished maze's passages, one byte a cell (a copy; the worker keeps its own). */
  readonly cells: Uint8Array;
  /** The overview's wall pyramid, when asked for. */
  readonly wallLevels: PyramidLevel[] | undefined;
  /** The entrance and exit cells (core `mazeEnds` of the request's rule). */
  readonly start: number;
  readonly goal: number;
  /** The seed of the maze carved: the request's, or the hardest one's of "hardest of N". */
  readonly seed: string;
  /**
   * A dungeon's rooms, doors and rock cell by cell (core's `layoutCells` of the generator's
   * layout), when it made one: computed here and handed over, as it takes a while on a large maze.
   */
  readonly dungeon: LayoutCells | undefined;
  /** A weave maze's crossings, placed as it was carved (core's `WovenGrid.over`, a copy); absent for other shapes. */
  readonly over: Uint8Array | undefined;
}

/** The overlay layers (see `view/scene-data.ts`), with their pyramids. */
export interface OverlaidMessage {
  readonly type: 'overlaid';
  readonly id: number;
  readonly route: Uint8Array | undefined;
  readonly routeLevels: PyramidLevel[] | undefined;
  readonly fill: Uint8Array | undefined;
  readonly fillLevels: PyramidLevel[] | undefined;
  /** Steps from entrance to exit, when the solution was asked for and exists. */
  readonly solutionLength: number | undefined;
}

/** The PNG asked for by a {@link RenderMessage}, encoded in the worker. */
export interface RenderedMessage {
  readonly type: 'rendered';
  readonly id: number;
  readonly png: Blob;
}

/** The PDF asked for by a {@link PdfMessage}. */
export interface PdfWrittenMessage {
  readonly type: 'pdf-written';
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** What a download request is doing now (`drawing`, `encoding`, …), sent as it moves on, for the page's progress line. */
export interface StageMessage {
  readonly type: 'stage';
  readonly id: number;
  readonly stage: DownloadStage;
}

/** The steps a download goes through in the worker, in order; each request names those it passes. */
export type DownloadStage = 'loading' | 'writing' | 'drawing' | 'encoding';

/** The map picture asked for by a {@link PictureMessage}. */
export interface PicturedMessage {
  readonly type: 'pictured';
  readonly id: number;
  readonly bitmap: ImageBitmap;
}

/** A solver's walk: what it found, how hard it worked, and its events for the animation. */
export interface SolvedMessage {
  readonly type: 'solved';
  readonly id: number;
  readonly route: number[] | null;
  readonly effort: SolveEffort;
  /** Every event of the walk, for a `TracePlayer` over the finished maze; absent past the limit. */
  readonly recording: TraceRecording | undefined;
}

/** A download's text. */
export interface ExportedMessage {
  readonly type: 'exported';
  readonly id: number;
  /** The file, made into a Blob in the worker, so the page never copies a large text. */
  readonly file: Blob;
}

/** The zipped Tiled map asked for by a {@link TiledMessage}. */
export interface ZippedMessage {
  readonly type: 'zipped';
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** A request failed; `id` is absent when carving failed. */
export interface FailedMessage {
  readonly type: 'failed';
  readonly id: number | undefined;
  readonly message: string;
}

/** Messages from the worker to the page. */
export type FromWorker = ProgressMessage | GeneratedMessage | StageMessage | RenderedMessage | PdfWrittenMessage | ExportedMessage | OverlaidMessage | PicturedMessage | SolvedMessage | ZippedMessage | FailedMessage;
