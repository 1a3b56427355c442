import { Emitter } from '../emitter.js';
import { CancelledError } from '../job.js';
import { showMessages, showStatus } from '../messages.js';
import { session } from '../session.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { colorsOf, preferredScheme } from '../view/palette.js';
import { MazeModel, type OverlayResult } from './model.js';

let model: MazeModel | undefined;
let overlay: OverlayResult | undefined;
let overlayKey = '';
let request = 0;
let facts = '';
let note = '';

/** Fires when a new maze is ready (or the old one is dropped). */
export const modelChanged = new Emitter<MazeModel | undefined>();
/** Fires when the overlay layers (solution, distances) of the maze on show change. */
export const overlayChanged = new Emitter<OverlayResult | undefined>();

/** The finished maze on show. */
export function currentModel(): MazeModel | undefined {
  return model;
}

/** The solution and distance layers as the boxes ask, once computed. */
export function currentOverlay(): OverlayResult | undefined {
  return overlay;
}

/** Sets the facts (first part) of the status line. */
export function setFacts(text: string): void {
  facts = text;
  showStatus([facts, overlay?.solutionLength === undefined ? '' : `solution ${overlay.solutionLength} steps`, note]);
}

/** Sets (or clears, with '') a note at the end of the status line. */
export function setNote(text: string): void {
  note = text;
  setFacts(facts);
}

/** Computes (or fetches from the worker) the overlay the Solution and Distances boxes ask for. */
async function loadOverlay(): Promise<void> {
  const m = model;
  const { solution, distances } = store.state;
  const key = `${Number(solution)}${Number(distances)}`;
  if (!m || key === overlayKey) return;
  overlayKey = key;
  const id = ++request;
  if (!solution && !distances && m.grid.levels === 1) {
    overlay = undefined;
  } else {
    const slow = !m.small;
    if (slow) {
      ui.progressLabel.textContent = 'Solving';
      ui.progress.removeAttribute('value');
      ui.progressBox.hidden = false;
    }
    try {
      const next = await m.overlay(solution, distances, colorsOf(preferredScheme()).palette);
      if (id !== request || m !== model) return;
      overlay = next;
    } catch (error) {
      if (!(error instanceof CancelledError) && m === model) showMessages([`Drawing failed: ${(error as Error).message}`]);
      return;
    } finally {
      if (slow && id === request) ui.progressBox.hidden = true;
    }
  }
  setFacts(facts);
  overlayChanged.emit(overlay);
}

/** Keeps the model and its overlay in step with the session and the view boxes. */
export function wireCurrent(): void {
  // A carve that begins leaves the maze on show in place: it is replaced when the next one is
  // carved, and stays when the carve is cancelled or fails.
  session.started.on(() => {
    note = '';
  });
  session.carved.on((carved) => {
    model = new MazeModel(carved);
    overlay = undefined;
    overlayKey = '';
    modelChanged.emit(model);
    void loadOverlay();
  });
  store.changed.on((keys) => {
    if (keys.includes('solution') || keys.includes('distances')) void loadOverlay();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    model?.forgetOverlays();
    overlayKey = '';
    void loadOverlay();
  });
}
