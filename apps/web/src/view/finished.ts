import { ANIMATE_MAX_CELLS } from '../limits.js';
import { showMessages, showStatus } from '../messages.js';
import { CancelledError } from '../job.js';
import { session } from '../session.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { currentLayout, showPicture } from './maze-view.js';

let finished: ImageBitmap | undefined;
let request = 0;
let wanted = false;
let facts = '';
let extra = '';

/** Drops the picture of the previous maze. */
export function forgetPicture(): void {
  finished?.close();
  finished = undefined;
  wanted = false;
  request++;
}

/** Sets the facts (first part) of the status line for the maze on show. */
export function setFacts(text: string): void {
  facts = text;
  showStatus([facts, extra]);
}

/** Shows the finished maze (asking the worker for it first when needed). */
export function showFinished(): void {
  wanted = true;
  if (finished) showPicture(finished);
}

/** Stops showing the finished maze (an animation frame is on show). */
export function hideFinished(): void {
  wanted = false;
}

/** The finished picture, for the PNG download. */
export function finishedPicture(): ImageBitmap | undefined {
  return finished;
}

/** Asks the worker for the finished picture with the current solution and distance settings. */
export async function refreshPicture(): Promise<void> {
  const maze = session.current;
  if (!maze) return;
  const id = ++request;
  // Big pictures take seconds to draw (a heat map is one rectangle a cell): say so, offer Cancel.
  const slow = maze.grid.size > ANIMATE_MAX_CELLS;
  if (slow) {
    ui.progressLabel.textContent = 'Drawing';
    ui.progress.removeAttribute('value');
    ui.progressBox.hidden = false;
  }
  try {
    const rendered = await maze.job.render(currentLayout(), store.state.solution, store.state.distances);
    if (id !== request || maze !== session.current) {
      rendered.bitmap.close();
      return;
    }
    finished?.close();
    finished = rendered.bitmap;
    extra = rendered.solutionLength === undefined ? '' : `solution ${rendered.solutionLength} steps`;
    showStatus([facts, extra]);
    if (wanted) showPicture(finished);
  } catch (error) {
    if (!(error instanceof CancelledError) && maze === session.current) showMessages([`Drawing failed: ${(error as Error).message}`]);
  } finally {
    if (slow && maze === session.current && id === request) ui.progressBox.hidden = true;
  }
}
