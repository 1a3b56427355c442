import { stringifyMaze, type Grid, type Maze } from '@mazekit/core';
import { fileSafe, saveFile } from '../download.js';
import { CancelledError } from '../job.js';
import { showMessages } from '../messages.js';
import { session } from '../session.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { layoutFor } from '../layout.js';
import { currentModel } from '../maze/current.js';

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

/** Points every download at `source` (a mode's own maze), or back at the carved maze with `undefined`. */
export function overrideDownloads(source: (() => DownloadOverride) | undefined): void {
  override = source;
  enableDownloads();
}

/** The maze the downloads write while a mode overrides them. */
export function downloadOverride(): DownloadOverride | undefined {
  return override?.();
}

/** Downloads work whenever there is something on show: a carved maze, or a mode's own. */
function enableDownloads(): void {
  for (const b of buttons) b.disabled = session.current === undefined && override === undefined;
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

async function guarded(run: () => Promise<void> | void): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof CancelledError)) showMessages([`Download failed: ${(error as Error).message}`]);
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

async function exportText(format: 'json' | 'svg'): Promise<void> {
  const shown = downloadOverride();
  if (shown) {
    // A mode's own maze (as the CLI's `window` command writes it): no ends, no overlays.
    const text = format === 'json' ? `${stringifyMaze(shown.maze)}\n` : (await import('@mazekit/render-svg')).renderSvg(shown.maze);
    saveFile(`${shown.name}.${format}`, new Blob([text], { type: format === 'json' ? 'application/json' : 'image/svg+xml' }));
    return;
  }
  const maze = session.current;
  if (!maze) return;
  const text = await maze.job.export(format, store.state.solution, store.state.distances);
  const type = format === 'json' ? 'application/json' : 'image/svg+xml';
  saveFile(`${baseName()}.${format}`, new Blob([text], { type }));
}

/** The finished maze drawn by render-canvas in the worker, with the solution and distances as shown. */
async function downloadPng(): Promise<void> {
  const shown = downloadOverride();
  if (shown) return savePng(shown.name, await drawnOnPage(shown.maze));
  const maze = session.current;
  if (!maze) return;
  // Sized by the floor's drawing in cell units (a polar maze is 2 × rings + 1 across).
  const floor = currentModel()?.layout ?? { width: maze.state.width, height: maze.state.height, levels: maze.state.levels };
  const layout = layoutFor(Math.ceil(floor.width), Math.ceil(floor.height), floor.levels);
  const rendered = await maze.job.render(layout, store.state.solution, store.state.distances);
  const picture = rendered.bitmap;
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  canvas.getContext('2d')?.drawImage(picture, 0, 0);
  picture.close();
  return savePng(baseName(), canvas);
}

/** A mode's maze drawn by render-canvas on the page (it is a window of a screen's size; the renderer is fetched on first use). */
async function drawnOnPage(maze: Maze<Grid>): Promise<HTMLCanvasElement> {
  const { canvasSize, drawMaze } = await import('@mazekit/render-canvas');
  const grid = maze.grid as Grid & { width?: number; height?: number };
  const layout = layoutFor(grid.width ?? 1, grid.height ?? 1, 1);
  const size = canvasSize(maze, layout);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  drawMaze(ctx, maze, layout);
  return canvas;
}

function savePng(name: string, canvas: HTMLCanvasElement): Promise<void> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('the browser could not encode the PNG'));
      saveFile(`${name}.png`, blob);
      resolve();
    }, 'image/png'),
  );
}

/** Wires the built-in downloads (SVG, PNG, maze JSON) and enables every download with a maze. */
export function wireDownloads(): void {
  ui.downloadSvg.title = 'Download the maze as SVG (the same bytes as mazekit generate --format svg)';
  ui.downloadPng.title = 'Download the picture as PNG';
  ui.downloadJson.title = 'Download the maze JSON (the same bytes as mazekit generate --format json)';
  register(ui.downloadSvg, () => exportText('svg'));
  register(ui.downloadPng, downloadPng);
  register(ui.downloadJson, () => exportText('json'));
  // Off while a maze is carved; after a cancelled or failed carve, on again for the maze still on show.
  session.started.on(enableDownloads);
  session.cancelled.on(enableDownloads);
  session.failed.on(enableDownloads);
  session.carved.on(enableDownloads);
}
