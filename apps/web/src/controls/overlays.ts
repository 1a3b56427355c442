import { update, writeUrl } from '../store.js';
import { ui } from '../ui.js';
import { refreshPicture } from '../view/finished.js';

/** Wires the Solution and Distances boxes: they go in the address and redraw the finished maze. */
export function wireOverlays(): void {
  const changed = (): void => {
    update({ solution: ui.solution.checked, distances: ui.distances.checked });
    writeUrl();
    void refreshPicture();
  };
  ui.solution.addEventListener('change', changed);
  ui.distances.addEventListener('change', changed);
}
