// The "3D" view toggle: a view next to the 2D canvas that shows the current maze in three.js.
// This module is small and loaded with the page; three.js and the scene (view.ts) are
// imported only when the toggle is first switched on, so the 2D demo starts as fast as before.
import { OrthogonalGrid, geometryOf, solve, type Grid, type TraceState } from '@mazekit/core';
import { addKeyHandler, addUrlParam, addViewToggle, playMoved, sceneShown, session, store, ui, writeUrl, type PlayerPosition } from '../extensions.js';
import { drawMinimap } from './minimap.js';
import { drawShapeMinimap } from './shape-minimap.js';
import { ShapeWalker } from './shape-walker.js';
import { Walker, type Facing } from './walker.js';
import type { AnyWalker, MazeScene } from './view.js';
import './three.css';

interface Parts {
  readonly root: HTMLDivElement;
  readonly stage: HTMLDivElement;
  readonly walk: HTMLButtonElement;
  readonly spin: HTMLInputElement;
  readonly stairs: HTMLInputElement;
  readonly sharp: HTMLInputElement;
  readonly full: HTMLButtonElement;
  readonly hint: HTMLSpanElement;
  readonly minimap: HTMLCanvasElement;
  readonly note: HTMLParagraphElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/** Builds the view's elements inside `#views`, hidden. */
function build(): Parts {
  const root = element('div', { id: 'view3d', className: 'view3d', hidden: true });
  root.dataset.view = '3d';
  const bar = element('div', { className: 'three-bar' });
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', '3D view');
  const walk = element('button', { id: 'three-walk', type: 'button', textContent: 'Walk', title: 'Walk through the maze from the start (W A S D or arrows, E up a stair, Q down)' });
  walk.setAttribute('aria-pressed', 'false');
  const spinLabel = element('label', { className: 'check', title: 'Circle the camera round the maze' });
  const spin = element('input', { id: 'three-spin', type: 'checkbox' });
  spinLabel.append(spin, ' Spin');
  const stairsLabel = element('label', { className: 'check', title: 'Show the ramps that join the floors' });
  const stairs = element('input', { id: 'three-stairs', type: 'checkbox', checked: true });
  stairsLabel.append(stairs, ' Stairs');
  const sharpLabel = element('label', { className: 'check', title: 'Draw at full resolution while the camera moves too (smoother on a fast graphics card; by default a moving view is drawn at half resolution)' });
  const sharp = element('input', { id: 'three-sharp', type: 'checkbox' });
  sharpLabel.append(sharp, ' Sharp motion');
  const full = element('button', { id: 'three-full', type: 'button', textContent: 'Full window', title: 'Fill the window with the 3D view (Esc to leave)' });
  full.setAttribute('aria-pressed', 'false');
  const hint = element('span', { id: 'three-hint', className: 'hint', textContent: 'Drag to orbit, wheel or pinch to zoom, right-drag to pan' });
  bar.append(walk, spinLabel, stairsLabel, sharpLabel, full, hint);
  const stage = element('div', { id: 'three-stage', className: 'three-stage' });
  const minimap = element('canvas', { id: 'three-minimap', className: 'three-minimap', width: 180, height: 180, hidden: true });
  minimap.setAttribute('aria-label', 'Map of the floor you are on');
  // Shown on the stage; screen readers hear the same through the page's one live region.
  const note = element('p', { id: 'three-note', className: 'three-note' });
  stage.append(minimap, note);
  root.append(bar, stage);
  ui.views.append(root);
  return { root, stage, walk, spin, stairs, sharp, full, hint, minimap, note };
}

let parts: Parts | undefined;
let scene: MazeScene | undefined;
let loading: Promise<MazeScene> | undefined;
let on = false;
let walker: AnyWalker | undefined;
let ends = { start: -1, goal: -1, route: undefined as number[] | undefined };
let carving: TraceState | undefined;
let shownGrid: Grid | undefined;
/** The orbit camera as the address keeps it (`cam=x,y,z,tx,ty,tz`), once moved or given; a walk asked for by `cam=walk`. */
let camText: string | undefined;
let walkAsked = false;
/** The play mode's player, shown in the scene while a game is on. */
let player: PlayerPosition | undefined;

/** Loads three.js and the scene the first time the view is switched on. */
function load(): Promise<MazeScene> {
  loading ??= import('./view.js').then(({ MazeScene }) => {
    scene = new MazeScene(parts!.stage);
    scene.setSharp(parts!.sharp.checked);
    if (camText) scene.setCameraView(camText.split(',').map(Number));
    scene.onViewChange = () => {
      camText = scene!.cameraView().map((v) => String(Math.round(v * 10) / 10)).join(',');
      writeUrl();
    };
    const canvas = scene.renderer.domElement;
    canvas.addEventListener('pointerdown', () => canvas.focus());
    // Keys pressed on the 3D canvas are the walker's (or the view's) before the page's own
    // handlers see them: the hidden 2D view would otherwise pan with the arrow keys.
    canvas.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !onKey(event)) return;
      event.preventDefault();
      event.stopPropagation();
    });
    return scene;
  });
  return loading;
}

/** The ends and route of the maze on show: the 2D view's entrance and exit, core's solve between them. */
function solveCurrent(grid: Grid, start: number, goal: number): void {
  const maze = solve({ grid, generator: 'web', seed: '', start, goal });
  ends = { start: maze.start ?? 0, goal: maze.goal ?? 0, route: maze.solution };
}

/** Puts the current maze (or the carving step on show) into the scene. */
function refresh(): void {
  const current = session.current;
  if (!scene || !on) return;
  if (!current) {
    const state = store.state;
    if (state) scene.setMaze(new OrthogonalGrid(state.width, state.height, state.levels), { start: -1, goal: -1, route: undefined });
    return;
  }
  // Every shape draws through its geometry, and the first-person walk goes through any shape (shape-walker.ts).
  const grid = current.grid;
  if (shownGrid !== grid) {
    shownGrid = grid;
    solveCurrent(grid, current.start, current.goal);
    stopWalk();
  }
  scene.setMaze(grid, { ...ends, route: store.state.solution ? ends.route : undefined, dungeon: current.dungeon });
  if (carving) scene.setCarving(carving);
  else showPlayer();
  parts!.root.dataset.maze = current.label;
  parts!.root.dataset.ready = 'true';
  if (walkAsked && !session.busy && !carving) {
    walkAsked = false;
    startWalk();
  }
}

/** Puts the play mode's player into the scene (or takes it out), with its way as data for tests. */
function showPlayer(): void {
  if (!scene || !on || !parts) return;
  scene.showPlayer(player?.head, player?.way);
  if (player) parts.root.dataset.player = String(player.head);
  else delete parts.root.dataset.player;
}

function setOn(next: boolean): void {
  on = next;
  writeUrl();
  const p = parts!;
  p.root.hidden = !on;
  ui.viewport.hidden = on;
  if (!on) {
    stopWalk();
    setFull(false);
    scene?.setVisible(false);
    return;
  }
  p.root.dataset.ready = 'false';
  void load().then((s) => {
    if (!on) return;
    s.setVisible(true);
    refresh();
  });
}

function setFull(full: boolean): void {
  const p = parts!;
  p.root.classList.toggle('three-full', full);
  p.full.setAttribute('aria-pressed', String(full));
  p.full.textContent = full ? 'Leave full window' : 'Full window';
}

function note(text: string, announce = false): void {
  parts!.note.textContent = text;
  if (announce) ui.announce.textContent = text;
}

function walkerChanged(): void {
  const p = parts!;
  const grid = session.current?.grid;
  if (!walker || !grid) return;
  scene?.walkerMoved(walker);
  if (walker instanceof ShapeWalker) drawShapeMinimap(p.minimap, grid, walker.geometry, walker, ends.goal);
  else drawMinimap(p.minimap, walker.grid as OrthogonalGrid, walker, ends.goal);
  // A square walker's facing is 0–3 (north, east, south, west); a shape walker's the direction number of the side it faces.
  const facing = walker instanceof ShapeWalker ? walker.facingDir : walker.facing;
  const stairs = [walker.hasStair() ? 'E: up a floor' : '', walker.hasStair(true) ? 'Q: down a floor' : ''].filter(Boolean).join(', ');
  const floorChanged = p.root.dataset.level !== undefined && p.root.dataset.level !== String(walker.level);
  Object.assign(p.root.dataset, { cell: String(walker.cell), level: String(walker.level), facing: String(facing) });
  if (walker.cell === ends.goal) {
    p.root.dataset.goal = 'reached';
    note(`Goal reached in ${walker.moves} moves!`, true);
  } else note(`Level ${walker.level + 1} of ${grid.levels}${stairs ? ` — stairs here (${stairs})` : ''}`, floorChanged);
}

function startWalk(): void {
  const current = session.current;
  if (!scene || !current || session.busy) return;
  // Square mazes turn a quarter at a time; other shapes turn from side to side of the cell.
  const square = current.square;
  walker = square ? new Walker(square, ends.start, firstFacing(square, ends.start)) : new ShapeWalker(current.grid, geometryOf(current.grid), ends.start);
  const p = parts!;
  p.walk.textContent = 'Stop walking';
  p.walk.setAttribute('aria-pressed', 'true');
  p.minimap.hidden = false;
  p.hint.textContent = 'W/↑ forward, S/↓ back, A/← D/→ turn, E up a stair, Q down';
  delete p.root.dataset.goal;
  p.root.dataset.walking = 'true';
  scene.startWalk(walker);
  walkerChanged();
  writeUrl();
  scene.renderer.domElement.focus();
}

function stopWalk(): void {
  const p = parts;
  if (!p || !walker) return;
  scene?.stopWalk();
  walker = undefined;
  p.walk.textContent = 'Walk';
  p.walk.setAttribute('aria-pressed', 'false');
  p.minimap.hidden = true;
  p.hint.textContent = 'Drag to orbit, wheel or pinch to zoom, right-drag to pan';
  p.root.dataset.walking = 'false';
  note('');
  writeUrl();
}

/** The first open way out of `cell` (south, east, north, west), so the walk starts facing a corridor. */
function firstFacing(grid: OrthogonalGrid, cell: number): Facing {
  const bits = grid.cells[cell]!;
  for (const [facing, bit] of [[2, 2], [1, 4], [0, 1], [3, 8]] as const) if (bits & bit) return facing;
  return 2;
}

function onKey(event: KeyboardEvent): boolean {
  if (!on || !parts) return false;
  if (event.key === 'Escape' && parts.root.classList.contains('three-full')) {
    setFull(false);
    return true;
  }
  if (!walker) return false;
  const actions: Record<string, () => boolean | void> = {
    ArrowUp: () => walker!.step(),
    w: () => walker!.step(),
    ArrowDown: () => walker!.step(true),
    s: () => walker!.step(true),
    ArrowLeft: () => walker!.turnLeft(),
    a: () => walker!.turnLeft(),
    ArrowRight: () => walker!.turnRight(),
    d: () => walker!.turnRight(),
    e: () => walker!.climb(),
    PageUp: () => walker!.climb(),
    q: () => walker!.climb(true),
    PageDown: () => walker!.climb(true),
  };
  const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  if (!action) return false;
  action();
  walkerChanged();
  return true;
}

/** Adds the 3D toggle and view to the page. */
export function wireThreeView(): void {
  parts = build();
  const p = parts;
  // The address keeps the view: `view=3d` when it is on, `cam=walk` during a walk, else the orbit camera once moved.
  const params = new URLSearchParams(location.search);
  const asked = params.get('view') === '3d';
  const cam = params.get('cam') ?? '';
  if (cam === 'walk') walkAsked = asked;
  else if (/^-?[\d.]+(,-?[\d.]+){5}$/.test(cam)) camText = cam;
  const toggle = addViewToggle({ id: 'view-3d', label: '3D', title: 'Show the maze in 3D: orbit it, watch it carved, walk through it', checked: asked, onChange: setOn });
  addUrlParam('view', () => (on || toggle.checked ? '3d' : undefined));
  addUrlParam('cam', () => (!(on || toggle.checked) ? undefined : walker || walkAsked ? 'walk' : camText));
  // After the page has read its own settings from the address (this runs before that).
  if (asked) queueMicrotask(() => setOn(true));
  p.walk.addEventListener('click', () => (walker ? stopWalk() : startWalk()));
  p.spin.addEventListener('change', () => scene?.setSpin(p.spin.checked));
  p.stairs.addEventListener('change', () => scene?.setStairsVisible(p.stairs.checked));
  p.sharp.addEventListener('change', () => scene?.setSharp(p.sharp.checked));
  p.full.addEventListener('click', () => setFull(!p.root.classList.contains('three-full')));
  addKeyHandler(onKey);
  session.started.on(() => {
    carving = undefined;
    shownGrid = undefined;
    stopWalk();
    if (parts) parts.root.dataset.ready = 'false';
    refresh();
  });
  session.carved.on(() => refresh());
  session.cancelled.on(() => refresh());
  session.failed.on(() => refresh());
  sceneShown.on((shown) => {
    // A carving frame carries its step; any other scene (the finished maze) ends the carving.
    const state = shown?.picture === 'frame' ? shown.state : undefined;
    if (!shown || state === carving) return;
    carving = state;
    if (!scene || !on || !session.current) return;
    parts!.root.dataset.step = state ? String(state.step) : 'end';
    if (state) scene.setCarving(state);
    else refresh();
  });
  playMoved.on((position) => {
    player = position;
    if (!carving) showPlayer();
  });
  store.changed.on((keys) => {
    if (keys.includes('solution') && on) refresh();
  });
}
