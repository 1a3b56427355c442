import { WORLD_SIZE, window as endlessWindow, type Texture } from '@mazekit/endless';
import { showMessages } from '../messages.js';
import type { Mode } from '../modes/registry.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { serializeState } from '../url-state.js';
import { drawFrame } from './draw.js';
import { START, clampCell, parseCoordinate, placeQuery, readPlace } from './params.js';

// The Endless mode: a window on the endless maze of the page's seed, travelled by dragging or
// with the keys, with a "go to" box and a walker (play mode). The address holds the seed (the
// page's own `seed`) and the place (`x`, `y`: the cell at the centre, and `texture`).

const CELL_PX = 14;
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
    <span class="hint">Drag or use the arrow keys to travel; the world is 2^48 cells on a side.</span>`;
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
      return;
    }
    showMessages([]);
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
    cx = clampView(cx - (event.clientX - last.x) / CELL_PX);
    cy = clampView(cy - (event.clientY - last.y) / CELL_PX);
    last = { x: event.clientX, y: event.clientY };
    redraw();
  });
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
  redraw();
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
  drawFrame(canvas, { seed: store.state.seed, texture, cx, cy, cell: CELL_PX, player, trail }, WORLD_SIZE);
  const [x, y] = centre();
  where.value = `${x}, ${y}`;
  canvas.dataset.x = String(x);
  canvas.dataset.y = String(y);
  canvas.dataset.texture = texture;
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
    moveTo(place.x, place.y);
    scheduleUrl(0);
  },
  leave() {
    active = false;
    clearTimeout(pendingUrl);
    if (built) built.view.hidden = true;
    ui.viewport.hidden = false;
  },
  onKey(event) {
    const dir = DIRS[event.key];
    if (dir) {
      if (player) return step(dir[0], dir[1], dir[2]);
      const by = event.shiftKey ? 20 : 1;
      moveTo(clampCell(Math.floor(cx) + dir[0] * by), clampCell(Math.floor(cy) + dir[1] * by));
      return true;
    }
    if (event.key === 'Escape' && player) {
      stopWalk();
      return true;
    }
    return false;
  },
};
