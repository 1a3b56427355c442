import { WORLD_SIZE, window as endlessWindow, windowMaze, type Texture } from '@mazekit/endless';
import { overrideDownloads, type DownloadOverride } from '../controls/downloads.js';
import { fileSafe } from '../download.js';
import { showMessages } from '../messages.js';
import type { Mode } from '../modes/registry.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { serializeState } from '../url-state.js';
import { overrideZoom } from '../view/maze-view.js';
import { drawFrame } from './draw.js';
import { START, clampCell, parseCoordinate, placeQuery, readPlace } from './params.js';

// The Endless mode: a window on the endless maze of the page's seed, travelled by dragging or
// with the keys, with a "go to" box and a walker (play mode). The address holds the seed (the
// page's own `seed`) and the place (`x`, `y`: the cell at the centre, and `texture`).

/** CSS pixels a cell at first and after `0`; the zoom keeps it between the two bounds. */
const CELL_PX = 14;
const MIN_CELL_PX = 3;
const MAX_CELL_PX = 64;

/**
 * Controls of the carved maze that mean nothing here, and why: off while the mode is on,
 * with the reason as their tooltip, and back as they were when it is left.
 */
const NOT_HERE: readonly (readonly [string, string])[] = [
  ['solution', 'The endless maze has no entrance or exit to solve between'],
  ['distances', 'Distances are counted from an entrance, which the endless maze has not'],
  ['view-3d', 'The 3D view shows the carved maze, not the endless one'],
  ['zoom-fit', 'The endless maze has no edge to fit: 0 goes back to the first zoom'],
  ['generator', 'The endless maze has its own textures (see Texture above it)'],
  ['shape', 'The endless maze is square'],
  ['width', 'The endless maze has no size: it is 2^48 cells on a side'],
  ['height', 'The endless maze has no size: it is 2^48 cells on a side'],
  ['levels', 'The endless maze has one floor'],
  ['rings', 'The endless maze is square'],
  ['crossings', 'The endless maze is square: its corridors do not cross'],
  ['mask', 'The endless maze has no outline'],
  ['mask-file', 'The endless maze has no outline'],
  ['braid', 'The endless maze is perfect (no loops)'],
  ['ends-at', 'The endless maze has no entrance or exit'],
];
let saved: { el: HTMLInputElement | HTMLButtonElement | HTMLSelectElement; disabled: boolean; title: string }[] = [];
const DIRS: Record<string, readonly [number, number, number]> = {
  ArrowUp: [0, -1, 1],
  ArrowDown: [0, 1, 2],
  ArrowRight: [1, 0, 4],
  ArrowLeft: [-1, 0, 8],
  w: [0, -1, 1],
  s: [0, 1, 2],
  d: [1, 0, 4],
  a: [-1, 0, 8],
};

let built: ReturnType<typeof build> | undefined;
let active = false;
let cx = START.x;
let cy = START.y;
let texture: Texture = START.texture;
let cell = CELL_PX;
/** True while the line above the maze is a "Go to" error: the next move that works clears it. */
let gotoError = false;
let player: [number, number] | undefined;
const trail = new Set<string>();
let pendingUrl = 0;

function build(): { view: HTMLDivElement; canvas: HTMLCanvasElement; where: HTMLOutputElement; gx: HTMLInputElement; gy: HTMLInputElement; textureSelect: HTMLSelectElement; walk: HTMLButtonElement } {
  const bar = document.createElement('div');
  bar.className = 'bar endless-bar';
  bar.dataset.modeBar = 'endless';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Endless maze');
  bar.innerHTML = `
    <span class="counter">Centre <output id="endless-where" aria-live="off"></output></span>
    <form id="endless-goto" class="row" aria-label="Go to a cell">
      <label for="endless-x">x</label><input id="endless-x" inputmode="numeric" size="16" autocomplete="off" />
      <label for="endless-y">y</label><input id="endless-y" inputmode="numeric" size="16" autocomplete="off" />
      <button type="submit">Go</button>
    </form>
    <label for="endless-texture">Texture</label>
    <select id="endless-texture" style="width: auto; flex: none"><option value="chunks">chunks</option><option value="division">division</option></select>
    <button id="endless-walk" type="button" aria-pressed="false" title="Walk the maze with the arrow keys from the centre cell">Walk</button>
    <span class="hint">Drag or use the arrow keys to travel, the wheel, + and − to zoom; the world is 2^48 cells on a side.</span>`;
  ui.modeBars.append(bar);
  const view = document.createElement('div');
  view.className = 'viewport';
  view.dataset.view = 'endless';
  view.hidden = true;
  const canvas = document.createElement('canvas');
  canvas.id = 'endless-canvas';
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'A window on the endless maze');
  view.append(canvas);
  ui.views.append(view);
  const el = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
  const parts = {
    view,
    canvas,
    where: el<HTMLOutputElement>('endless-where'),
    gx: el<HTMLInputElement>('endless-x'),
    gy: el<HTMLInputElement>('endless-y'),
    textureSelect: el<HTMLSelectElement>('endless-texture'),
    walk: el<HTMLButtonElement>('endless-walk'),
  };
  el<HTMLFormElement>('endless-goto').addEventListener('submit', (event) => {
    event.preventDefault();
    const x = parseCoordinate(parts.gx.value);
    const y = parseCoordinate(parts.gy.value);
    if (x === undefined || y === undefined) {
      showMessages([`Go to: x and y must be integers from 0 to ${WORLD_SIZE - 1}`]);
      gotoError = true;
      return;
    }
    moveTo(x, y);
    if (player) startWalk();
  });
  parts.textureSelect.addEventListener('change', () => {
    texture = parts.textureSelect.value as Texture;
    if (player) startWalk();
    redraw();
  });
  parts.walk.addEventListener('click', () => {
    if (player) stopWalk();
    else startWalk();
    canvas.focus();
  });
  wireDrag(canvas);
  new ResizeObserver(() => redraw()).observe(view);
  store.changed.on((keys) => {
    if (!active) return;
    if (keys.includes('seed')) {
      if (player) startWalk();
      redraw();
    }
    // The page rewrites the address on its own changes; put the place back after it.
    scheduleUrl(0);
  });
  return parts;
}

function wireDrag(canvas: HTMLCanvasElement): void {
  let last: { x: number; y: number } | undefined;
  canvas.addEventListener('pointerdown', (event) => {
    last = { x: event.clientX, y: event.clientY };
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!last) return;
    cx = clampView(cx - (event.clientX - last.x) / cell);
    cy = clampView(cy - (event.clientY - last.y) / cell);
    last = { x: event.clientX, y: event.clientY };
    moved();
    redraw();
  });
  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      // Line steps (mouse wheels) and pixel deltas (trackpads) zoom about the same per notch.
      const delta = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaY;
      const box = canvas.getBoundingClientRect();
      zoom(Math.exp(-delta / 300), event.clientX - box.left, event.clientY - box.top);
    },
    { passive: false },
  );
  const end = (): void => {
    last = undefined;
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
}

function clampView(value: number): number {
  return Math.min(WORLD_SIZE - 0.5, Math.max(0.5, value));
}

function moveTo(x: number, y: number): void {
  cx = x + 0.5;
  cy = y + 0.5;
  moved();
  redraw();
}

/** A move that worked: a "Go to" error above the maze is out of date now. */
function moved(): void {
  if (!gotoError) return;
  gotoError = false;
  showMessages([]);
}

/**
 * Zooms by `factor` about CSS point (`px`, `py`) of the canvas (default its centre): the cell
 * under that point stays under it (`to`: that cell size instead). Cells stay between {@link MIN_CELL_PX} and {@link MAX_CELL_PX}.
 */
function zoom(factor: number, px?: number, py?: number, to?: number): void {
  if (!built) return;
  const next = Math.min(MAX_CELL_PX, Math.max(MIN_CELL_PX, to ?? cell * factor));
  if (next === cell) return;
  const w = built.canvas.clientWidth;
  const h = built.canvas.clientHeight;
  const dx = (px ?? w / 2) - w / 2;
  const dy = (py ?? h / 2) - h / 2;
  cx = clampView(cx + dx / cell - dx / next);
  cy = clampView(cy + dy / cell - dy / next);
  cell = next;
  redraw();
}

/** The cells in view: every cell at least partly on the canvas, inside the world. */
function inView(): { x: number; y: number; w: number; h: number } {
  const w = built!.canvas.clientWidth || 300;
  const h = built!.canvas.clientHeight || 150;
  const x0 = Math.max(0, Math.floor(cx - w / 2 / cell));
  const y0 = Math.max(0, Math.floor(cy - h / 2 / cell));
  const x1 = Math.min(WORLD_SIZE, Math.ceil(cx + w / 2 / cell));
  const y1 = Math.min(WORLD_SIZE, Math.ceil(cy + h / 2 / cell));
  return { x: x0, y: y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) };
}

/** What the downloads write here: the window in view, named by what it shows. */
function shownWindow(): DownloadOverride {
  const v = inView();
  const seed = store.state.seed;
  return {
    name: `maze-endless-${texture}-x${v.x}-y${v.y}-${v.w}x${v.h}-${fileSafe(seed)}`,
    maze: windowMaze(seed, v.x, v.y, v.w, v.h, { texture }),
  };
}

/** Turns off the controls of the carved maze (with the reason), or puts them back as they were. */
function carvedControls(off: boolean): void {
  if (!off) {
    for (const s of saved) {
      s.el.disabled = s.disabled;
      s.el.title = s.title;
    }
    saved = [];
    return;
  }
  const three = document.getElementById('view-3d') as HTMLInputElement | null;
  // The 3D view would stand beside the endless one: it goes off first.
  if (three?.checked) three.click();
  for (const [id, why] of NOT_HERE) {
    const el = document.getElementById(id) as HTMLInputElement | HTMLButtonElement | HTMLSelectElement | null;
    if (!el) continue;
    saved.push({ el, disabled: el.disabled, title: el.title });
    el.disabled = true;
    el.title = why;
  }
}

function startWalk(): void {
  player = [clampCell(Math.floor(cx)), clampCell(Math.floor(cy))];
  trail.clear();
  trail.add(`${player[0]},${player[1]}`);
  built!.walk.setAttribute('aria-pressed', 'true');
  built!.walk.textContent = 'Stop walking';
  redraw();
}

function stopWalk(): void {
  player = undefined;
  trail.clear();
  built!.walk.setAttribute('aria-pressed', 'false');
  built!.walk.textContent = 'Walk';
  redraw();
}

/** One step of the walker, only through an open passage; the view follows. */
function step(dx: number, dy: number, bit: number): boolean {
  if (!player) return false;
  const [px, py] = player;
  const bits = endlessWindow(store.state.seed, px, py, 1, 1, { texture })[0]!;
  if (!(bits & bit)) return true;
  player = [px + dx, py + dy];
  trail.add(`${player[0]},${player[1]}`);
  moveTo(player[0], player[1]);
  return true;
}

function centre(): [number, number] {
  return [clampCell(Math.floor(cx)), clampCell(Math.floor(cy))];
}

function redraw(): void {
  if (!active || !built) return;
  const { canvas, where } = built;
  drawFrame(canvas, { seed: store.state.seed, texture, cx, cy, cell, player, trail }, WORLD_SIZE);
  const [x, y] = centre();
  where.value = `${x}, ${y}`;
  canvas.dataset.x = String(x);
  canvas.dataset.y = String(y);
  canvas.dataset.texture = texture;
  canvas.dataset.cell = cell.toFixed(3);
  if (player) canvas.dataset.player = `${player[0]},${player[1]}`;
  else delete canvas.dataset.player;
  scheduleUrl(150);
}

/** Rewrites the address (no new history entry) a moment after the last move. */
function scheduleUrl(delay: number): void {
  clearTimeout(pendingUrl);
  pendingUrl = window.setTimeout(() => {
    if (!active) return;
    const [x, y] = centre();
    history.replaceState(null, '', `${location.pathname}?${serializeState(store.state)}&${placeQuery({ x, y, texture })}`);
  }, delay);
}

/** The Endless mode, registered in main.ts. */
export const endlessMode: Mode = {
  id: 'endless',
  label: 'Endless',
  title: 'An endless maze, 2^48 cells on a side: travel it, jump anywhere, walk it',
  enter() {
    const { place, problems } = readPlace(location.search);
    built ??= build();
    active = true;
    if (problems.length) showMessages(problems);
    texture = place.texture;
    built.textureSelect.value = texture;
    built.gx.value = String(place.x);
    built.gy.value = String(place.y);
    ui.viewport.hidden = true;
    built.view.hidden = false;
    carvedControls(true);
    overrideZoom((factor) => zoom(factor));
    overrideDownloads(shownWindow);
    moveTo(place.x, place.y);
    scheduleUrl(0);
  },
  leave() {
    active = false;
    clearTimeout(pendingUrl);
    if (built) built.view.hidden = true;
    ui.viewport.hidden = false;
    carvedControls(false);
    overrideZoom(undefined);
    overrideDownloads(undefined);
  },
  onKey(event) {
    const dir = DIRS[event.key];
    if (dir) {
      if (player) return step(dir[0], dir[1], dir[2]);
      const by = event.shiftKey ? 20 : 1;
      moveTo(clampCell(Math.floor(cx) + dir[0] * by), clampCell(Math.floor(cy) + dir[1] * by));
      return true;
    }
    const zoomKeys: Record<string, number> = { '+': 1.5, '=': 1.5, '-': 1 / 1.5, _: 1 / 1.5 };
    if (event.key === '0') {
      zoom(1, undefined, undefined, CELL_PX);
      return true;
    }
    const factor = zoomKeys[event.key];
    if (factor !== undefined) {
      zoom(factor);
      return true;
    }
    if (event.key === 'Escape' && player) {
      stopWalk();
      return true;
    }
    return false;
  },
};
