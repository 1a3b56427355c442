import { Emitter } from '../emitter.js';
import { ui } from '../ui.js';

/**
 * A way of using the page: watching the carving, playing the maze, or one another module
 * adds (e.g. an endless maze). Its bar (an element with `data-mode-bar="<id>"` inside
 * `#mode-bars`) shows only while it is active.
 */
export interface Mode {
  /** Written in the address as `mode=<id>`. */
  readonly id: string;
  /** The button text. */
  readonly label: string;
  /** The button tooltip. */
  readonly title?: string;
  /** Called when the mode becomes active (also on load when the address names it). */
  enter(): void;
  /** Called when another mode takes over. */
  leave(): void;
  /** Handles a key pressed on the page outside form fields; true when it used the key. */
  onKey?(event: KeyboardEvent): boolean;
}

const modes: Mode[] = [];
let active: Mode | undefined;

/** Fires with the id of the mode that just became active. */
export const modeChanged = new Emitter<string>();

/** Adds a mode and its button; call before the page starts (see main.ts). */
export function registerMode(mode: Mode): void {
  if (modes.some((m) => m.id === mode.id)) throw new Error(`mode ${mode.id} is registered twice`);
  modes.push(mode);
  const button = document.createElement('button');
  button.type = 'button';
  button.id = `mode-${mode.id}`;
  button.textContent = mode.label;
  if (mode.title) button.title = mode.title;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => requestMode(mode.id));
  ui.modes.append(button);
}

/** The ids of every registered mode, in button order. */
export function modeIds(): string[] {
  return modes.map((m) => m.id);
}

/** The active mode. */
export function currentMode(): Mode | undefined {
  return active;
}

let requestHandler: (id: string) => void = (id) => activateMode(id);

/** Sets what a click on a mode button does (main.ts routes it through the page state). */
export function onModeRequest(handler: (id: string) => void): void {
  requestHandler = handler;
}

function requestMode(id: string): void {
  requestHandler(id);
}

/** Leaves the active mode and enters `id` (nothing happens when it is already active). */
export function activateMode(id: string): void {
  const next = modes.find((m) => m.id === id) ?? modes[0];
  if (!next || next === active) return;
  active?.leave();
  active = next;
  ui.app.dataset.mode = next.id;
  for (const m of modes) document.getElementById(`mode-${m.id}`)?.setAttribute('aria-pressed', String(m === next));
  for (const bar of ui.modeBars.querySelectorAll<HTMLElement>('[data-mode-bar]')) bar.hidden = bar.dataset.modeBar !== next.id;
  next.enter();
  modeChanged.emit(next.id);
}
