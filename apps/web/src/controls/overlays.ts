import { setNote } from '../maze/current.js';
import { animating } from '../modes/watch.js';
import { store, update, writeUrl } from '../store.js';
import { ui } from '../ui.js';

/**
 * Wires the Solution and Distances boxes: they go in the address and show on the finished
 * maze at once. Ticked during the carving animation, the page says when they will show.
 */
export function wireOverlays(): void {
  const changed = (): void => {
    update({ solution: ui.solution.checked, distances: ui.distances.checked });
    writeUrl();
    const on = store.state.solution || store.state.distances;
    setNote(on && animating() ? 'solution and distances show when the animation ends (End shows them now)' : '');
  };
  ui.solution.addEventListener('change', changed);
  ui.distances.addEventListener('change', changed);
}
