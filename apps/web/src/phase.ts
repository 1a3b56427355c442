import { ui } from './ui.js';

/** What the page is doing; mirrored on `#app[data-state]` for styles and tests. */
export type Phase = 'idle' | 'carving' | 'drawing' | 'playing' | 'paused' | 'done' | 'cancelled' | 'failed';

/** Sets the page's phase. */
export function setPhase(phase: Phase): void {
  ui.app.dataset.state = phase;
}

/** The page's phase. */
export function phase(): Phase {
  return ui.app.dataset.state as Phase;
}
