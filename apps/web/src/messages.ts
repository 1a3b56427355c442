import { ui } from './ui.js';

/** A message as a person reads it: without the package name the libraries put in front (`@mazekit/core: `). */
export function readable(line: string): string {
  return line.replace(/@mazekit\/[\w-]+: /g, '');
}

/** Shows `lines` in the notice box above the maze (hidden when empty). */
export function showMessages(lines: readonly string[]): void {
  ui.messages.replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: readable(line) })));
  ui.messages.hidden = lines.length === 0;
}

/**
 * Writes the status line under the maze. It is not a live region: it changes often (every
 * maze, every overlay) and would chatter; {@link announce} is for the few things worth saying.
 */
export function showStatus(parts: readonly string[]): void {
  ui.status.textContent = parts.filter(Boolean).join(' · ');
}

/** Says `text` once to screen readers (a polite live region, updated only on real events). */
export function announce(text: string): void {
  ui.announce.textContent = text;
}
