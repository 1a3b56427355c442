import { currentMode } from './modes/registry.js';

type KeyHandler = (event: KeyboardEvent) => boolean;
const fallbacks: KeyHandler[] = [];

/** Adds a handler asked after the active mode's, for keys it did not use (e.g. zoom and pan). */
export function addKeyHandler(handler: KeyHandler): void {
  fallbacks.push(handler);
}

/**
 * Page keys, when no form field has the focus: first the active mode's, then the others
 * (view keys). A used key does not scroll the page.
 */
export function wireKeyboard(): void {
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, select, textarea, button, summary, a') || event.altKey || event.ctrlKey || event.metaKey) return;
    const used = currentMode()?.onKey?.(event) || fallbacks.some((handler) => handler(event));
    if (used) event.preventDefault();
  });
}
