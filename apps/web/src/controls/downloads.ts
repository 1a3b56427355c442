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
  /** Makes and saves the file; a thrown error is shown as "Download failed: …". */
  run(): Promise<void> | void;
}

const buttons: HTMLButtonElement[] = [];

/**
 * The file name stem for the maze on show, from the settings that made it:
 * `maze-<generator>-<w>x<h>[x<levels>]-<seed>` for a square maze, the shape before the size
 * for others (`maze-prim-hex-24x16-…`, `maze-prim-polar-8rings-…`), a mask after it.
 */
export function baseName(): string {
  const s = session.current?.state ?? store.state;
  const levels = s.levels > 1 ? `x${s.levels}` : '';
  const size = s.shape === 'polar' ? `polar-${s.rings}rings${levels}` : `${s.shape === 'orthogonal' ? '' : `${s.shape}-`}${s.width}x${s.height}${levels}`;
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
  button.disabled = session.current === undefined;
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
  return button;
}

async function exportText(format: 'json' | 'svg'): Promise<void> {
  const maze = session.current;
  if (!maze) return;
  const text = await maze.job.export(format, store.state.solution, store.state.distances);
  const type = format === 'json' ? 'application/json' : 'image/svg+xml';
  saveFile(`${baseName()}.${format}`, new Blob([text], { type }));
}

/** The finished maze drawn by render-canvas in the worker, with the solution and distances as shown. */
async function downloadPng(): Promise<void> {
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
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('the browser could not encode the PNG'));
      saveFile(`${baseName()}.png`, blob);
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
  const enable = () => {
    for (const b of buttons) b.disabled = session.current === undefined;
  };
  session.started.on(enable);
  session.cancelled.on(enable);
  session.failed.on(enable);
  session.carved.on(enable);
}
