import { stringifyMaze, type Grid, type Maze } from '@mazekit/core';
import { fileSafe, saveFile } from '../download.js';
import { CancelledError, MazeJob, type OnStage } from '../job.js';
import { showMessages } from '../messages.js';
import { session } from '../session.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { layoutFor } from '../layout.js';
import { currentModel } from '../maze/current.js';
import { showDownloadProgress } from './download-progress.js';

/** A download button: its id, its text, and what it saves. */
export interface DownloadSpec {
  readonly id: string;
  readonly label: string;
  readonly title?: string;
  /**
   * Why this download cannot write the maze on show, as one line (the button is disabled with
   * it as its tooltip), or `''` when it can. Asked again whenever a maze is carved or a mode
   * changes what the downloads write.
   */
  readonly unavailable?: () => string;
  /** Makes and saves the file; a thrown error is shown as "Download failed: …". */
  run(): Promise<void> | void;
}

const buttons: HTMLButtonElement[] = [];
/** The downloads that say when they cannot write the maze on show, with their usual tooltips. */
const limited: { button: HTMLButtonElement; title: string; unavailable: () => string }[] = [];

/**
 * What the downloads write instead of the carved maze while another view is on show (the
 * endless window): its file name stem and the maze itself, small enough to draw on the page.
 */
export interface DownloadOverride {
  readonly name: string;
  readonly maze: Maze<Grid>;
}

let override: (() => DownloadOverride) | undefined;
/** True while a download is being made (one at a time). */
let busy = false;

/** Points every download at `source` (a mode's own maze), or back at the carved maze with `undefined`. */
export function overrideDownloads(source: (() => DownloadOverride) | undefined): void {
  override = source;
  enableDownloads();
}

/** The maze the downloads write while a mode overrides them. */
export function downloadOverride(): DownloadOverride | undefined {
  return override?.();
}

/** Downloads work whenever there is something on show (a carved maze, or a mode's own) and no other download is being made. */
function enableDownloads(): void {
  for (const b of buttons) b.disabled = busy || (session.current === undefined && override === undefined);
  for (const { button, title, unavailable } of limited) {
    if (button.disabled) continue;
    const why = unavailable();
    button.disabled = why !== '';
    button.title = why || title;
  }
}

/**
 * The file name stem for the maze on show, from the settings that made it:
 * `maze-<generator>-<w>x<h>[x<levels>]-<seed>` for a square maze, the shape before the size
 * for others (`maze-prim-hex-24x16-…`, `maze-prim-polar-8rings-…`, `maze-prim-weave-24x16-c0.4-…`), a mask after it.
 */
export function baseName(): string {
  if (override) return override().name;
  const s = session.current?.state ?? store.state;
  const levels = s.levels > 1 ? `x${s.levels}` : '';
  const crossings = s.shape === 'weave' ? `-c${s.crossings}` : '';
  const size = s.shape === 'polar' ? `polar-${s.rings}rings${levels}` : `${s.shape === 'orthogonal' ? '' : `${s.shape}-`}${s.width}x${s.height}${levels}${crossings}`;
  const mask = s.mask && s.mask !== 'custom' && s.mask !== 'upload' ? `-${s.mask}` : s.mask ? '-masked' : '';
  // The maze's own seed: "hardest of N" names the one it kept.
  return `maze-${s.generator}-${size}${mask}-${fileSafe(session.current?.seed ?? s.seed)}`;
}

/** The "Download failed" notice last shown, as the page reads it, while it may still be on show. */
let failure: string | undefined;

async function guarded(run: () => Promise<void> | void): Promise<void> {
  try {
    await run();
    // A download that is saved takes the last one's failure away, if nothing has replaced it.
    if (failure !== undefined && ui.messages.textContent === failure) showMessages([]);
    failure = undefined;
  } catch (error) {
    if (error instanceof CancelledError) return;
    const line = `Download failed: ${(error as Error).message}`;
    showMessages([line]);
    failure = ui.messages.textContent;
  }
}

function register(button: HTMLButtonElement, run: () => Promise<void> | void): void {
  buttons.push(button);
  button.disabled = session.current === undefined && override === undefined;
  button.addEventListener('click', () => void guarded(run));
}

/** Adds a download button to the view bar; it is enabled whenever a maze is on show. */
export function addDownload(spec: DownloadSpec): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = spec.id;
  button.textContent = spec.label;
  if (spec.title) button.title = spec.title;
  ui.downloads.append(button);
  register(button, () => spec.run());
  if (spec.unavailable) {
    limited.push({ button, title: spec.title ?? '', unavailable: spec.unavailable });
    enableDownloads();
  }
  return button;
}

/** What one download writes: its kind as the progress line names it, its file name, and how the worker makes it. */
export interface DownloadJob {
  /** The kind of file, as the progress line says it: "SVG", "PDF", "Tiled map". */
  readonly what: string;
  /** The file name from the maze's name stem (see {@link baseName}). */
  file(stem: string): string;
  /**
   * Makes the file in `job`'s worker (the carved maze's, or one holding the mode's own maze:
   * `own` is true then, and the file has no entrance, exit or overlays), telling `onStage`
   * each step it reaches.
   */
  make(job: MazeJob, onStage: OnStage, stem: string, own: boolean): Promise<Blob>;
}

/**
 * Makes a download off the page's thread and saves it, with its progress line on show: in
 * the carved maze's worker, or, while a mode shows its own maze (the endless window), in a
 * worker that holds that maze for this download alone. One download runs at a time; the
 * buttons are off until it is saved or fails.
 */
export async function saveDownload(spec: DownloadJob): Promise<void> {
  if (busy) return;
  const own = downloadOverride();
  const job = own ? new MazeJob({ json: stringifyMaze(own.maze) }) : session.current?.job;
  if (!job) return;
  const stem = baseName();
  busy = true;
  enableDownloads();
  const progress = showDownloadProgress(ui.downloadProgress, spec.what);
  try {
    const blob = await spec.make(job, (stage) => progress.stage(stage), stem, own !== undefined);
    const name = spec.file(stem);
    saveFile(name, blob);
    progress.saved(name);
  } catch (error) {
    progress.stopped();
    throw error;
  } finally {
    if (own) job.cancel();
    busy = false;
    enableDownloads();
  }
}

const svgDownload: DownloadJob = {
  what: 'SVG',
  file: (stem) => `${stem}.svg`,
  make: (job, onStage, _stem, own) => job.export('svg', !own && store.state.solution, !own && store.state.distances, onStage),
};

const jsonDownload: DownloadJob = {
  what: 'maze JSON',
  file: (stem) => `${stem}.json`,
  make: (job, onStage, _stem, own) => job.export('json', !own && store.state.solution, false, onStage),
};

/** The finished maze drawn by render-canvas and encoded in the worker, with the solution and distances as shown. */
const pngDownload: DownloadJob = {
  what: 'PNG',
  file: (stem) => `${stem}.png`,
  make(job, onStage, _stem, own) {
    const shown = downloadOverride();
    if (own && shown) {
      // A mode's own maze: a window of a screen's size, drawn plain.
      const grid = shown.maze.grid as Grid & { width?: number; height?: number };
      return job.png(layoutFor(grid.width ?? 1, grid.height ?? 1, 1), false, false, onStage);
    }
    // Sized by the floor's drawing in cell units (a polar maze is 2 × rings + 1 across).
    const state = session.current?.state ?? store.state;
    const floor = currentModel()?.layout ?? { width: state.width, height: state.height, levels: state.levels };
    return job.png(layoutFor(Math.ceil(floor.width), Math.ceil(floor.height), floor.levels), store.state.solution, store.state.distances, onStage);
  },
};

/** Wires the built-in downloads (SVG, PNG, maze JSON) and enables every download with a maze. */
export function wireDownloads(): void {
  ui.downloadSvg.title = 'Download the maze as SVG (the same bytes as mazekit generate --format svg)';
  ui.downloadPng.title = 'Download the picture as PNG';
  ui.downloadJson.title = 'Download the maze JSON (the same bytes as mazekit generate --format json)';
  register(ui.downloadSvg, () => saveDownload(svgDownload));
  register(ui.downloadPng, () => saveDownload(pngDownload));
  register(ui.downloadJson, () => saveDownload(jsonDownload));
  // Off while a maze is carved; after a cancelled or failed carve, on again for the maze still on show.
  session.started.on(enableDownloads);
  session.cancelled.on(enableDownloads);
  session.failed.on(enableDownloads);
  session.carved.on(enableDownloads);
}
