import { currentModel, modelChanged } from '../maze/current.js';
import type { MazeModel } from '../maze/model.js';
import { announce } from '../messages.js';
import { bestTime, formatTime, offerTime } from '../play/best.js';
import { keyMove } from '../play/keys.js';
import { levelOf, runToward, stairFrom, stepToward, type Point } from '../play/moves.js';
import { playMoved } from '../play/moved.js';
import { KeySteps } from '../play/reverse.js';
import { Trail } from '../play/trail.js';
import { mazeKey, shareLink } from '../store.js';
import { ui } from '../ui.js';
import type { Gesture } from '../view/gestures.js';
import { cellCentre, floorOrigin } from '../view/map-layout.js';
import { cellAtPoint, cellPixels, gestures, keepInView, setDragPans, setScene, zoomBy } from '../view/maze-view.js';
import { markPyramid } from '../view/overview.js';
import { raiseTexel, type Pyramid } from '../view/pyramid.js';
import type { Colors } from '../view/raster.js';
import { routeBits } from '../view/scene-data.js';
import { mazeScene } from '../view/scenes.js';
import type { Mode } from './registry.js';

/** Where a game is: not started, walking, at the exit, or given up. */
type GameState = 'ready' | 'walking' | 'won' | 'gave-up';

interface Game {
  readonly model: MazeModel;
  readonly trail: Trail;
  /** Cells ever walked, for the overview (a `max` pyramid only grows). */
  trailPyramid: Pyramid | undefined;
  state: GameState;
  moves: number;
  began: number;
  ended: number;
  /** The way out, shown after giving up. */
  route: Uint8Array | undefined;
}

let game: Game | undefined;
let active = false;
/** The key steps of the game, so the opposite key always goes back the way it came. */
const keySteps = new KeySteps();
let clock = 0;

/** Comfortable cell size (CSS px) to play at: large mazes start zoomed in on the entrance. */
const PLAY_CELL = 18;

function centreOf(model: MazeModel): (cell: number) => Point {
  return (cell) => cellCentre(model.layout, cell);
}

/** The centre of the first floor on the map (the hub of a polar maze). */
function hubOf(model: MazeModel): Point {
  const at = floorOrigin(model.layout, 0);
  return { x: at.x + model.layout.width / 2, y: at.y + model.layout.height / 2 };
}

function elapsed(g: Game): number {
  // Not started (or given up before the first move): no time.
  if (g.state === 'ready' || g.began === 0) return 0;
  return (g.state === 'walking' ? performance.now() : g.ended) - g.began;
}

function showStats(): void {
  const g = game;
  ui.playTime.textContent = formatTime(g ? elapsed(g) : 0);
  ui.playMoves.textContent = String(g?.moves ?? 0);
  const best = g ? bestTime(mazeKey(g.model.carved.state)) : undefined;
  ui.playBest.textContent = best === undefined ? '–' : formatTime(best);
  if (g) {
    Object.assign(ui.app.dataset, { player: String(g.trail.head), moves: String(g.moves), game: g.state });
  }
}

/** The clock ticks ten times a second while walking; it is plain text, not a live region. */
function tickClock(): void {
  clearInterval(clock);
  clock = window.setInterval(() => {
    if (game?.state === 'walking') ui.playTime.textContent = formatTime(elapsed(game));
  }, 100);
}

function draw(): void {
  const g = game;
  if (!active || !g) return;
  const { model, trail } = g;
  const scene = mazeScene(model, undefined, {
    trail: trail.bits,
    get trailPyramid() {
      g.trailPyramid ??= markPyramid(model.layout, trail.bits);
      return g.trailPyramid;
    },
    route: g.route,
    marks: [{ cell: trail.head, color: playerColor, round: true }],
    picture: 'play',
  });
  setScene(scene);
  playMoved.emit({ head: trail.head, way: trail.cells, state: g.state });
}

// The player's colour comes from the colour scheme the view draws with.
let playerColor = 0;
function rememberColors(colors: Colors): void {
  playerColor = colors.player;
}

function newGame(model: MazeModel): void {
  keySteps.clear();
  game = { model, trail: new Trail(model.grid, model.start), trailPyramid: undefined, state: 'ready', moves: 0, began: 0, ended: 0, route: undefined };
  ui.finish.hidden = true;
  ui.playGiveUp.disabled = false;
  showStats();
  draw();
  if (active && cellPixels() < PLAY_CELL) zoomBy(PLAY_CELL / cellPixels());
  if (active) keepInView(model.start);
}

/** Walks along `cells` (each a neighbour of the one before); stops at the exit. */
function walk(cells: readonly number[]): void {
  const g = game;
  if (!g || g.state === 'won' || g.state === 'gave-up' || cells.length === 0) return;
  if (g.state === 'ready') {
    g.state = 'walking';
    g.began = performance.now();
    tickClock();
  }
  for (const cell of cells) {
    g.trail.step(cell);
    g.moves++;
    if (g.trailPyramid) {
      const at = cellCentre(g.model.layout, cell);
      raiseTexel(g.trailPyramid, Math.floor(at.x), Math.floor(at.y), 255);
    }
    if (cell === g.model.goal) {
      finish(g);
      break;
    }
  }
  showStats();
  draw();
  keepInView(g.trail.head);
}

function finish(g: Game): void {
  g.state = 'won';
  g.ended = performance.now();
  clearInterval(clock);
  const time = elapsed(g);
  const key = mazeKey(g.model.carved.state);
  const previous = bestTime(key);
  const record = offerTime(key, time);
  const best = record ? 'a new best time' : previous === undefined ? '' : `best ${formatTime(previous)}`;
  ui.finishText.textContent = `Out in ${formatTime(time)} with ${g.moves} moves${best ? ` (${best})` : ''}.`;
  ui.challengeLink.value = shareLink({ mode: 'play', solution: false, distances: false });
  ui.finish.hidden = false;
  ui.playGiveUp.disabled = true;
  announce(ui.finishText.textContent);
}

function giveUp(): void {
  const g = game;
  if (!g || g.state === 'won' || g.state === 'gave-up') return;
  const walked = g.state === 'walking';
  g.state = 'gave-up';
  g.ended = performance.now();
  clearInterval(clock);
  ui.playGiveUp.disabled = true;
  const show = (route: number[] | undefined): void => {
    if (game !== g) return;
    g.route = route ? routeBits(g.model.grid, route) : undefined;
    showStats();
    draw();
    const moves = `${g.moves} ${g.moves === 1 ? 'move' : 'moves'}`;
    announce(`Gave up after ${walked ? `${formatTime(elapsed(g))} and ` : ''}${moves}: the way out is shown`);
  };
  if (g.model.small) show(g.model.route());
  else {
    void g.model.overlay(true, false, new Uint32Array(1)).then((o) => {
      if (game !== g) return;
      g.route = o.route;
      showStats();
      draw();
    });
  }
  showStats();
}

function onKey(event: KeyboardEvent): boolean {
  const g = game;
  if (!g) return false;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const centre = centreOf(g.model);
  const head = g.trail.head;
  // Polar mazes turn their keys with the player about the centre of the disc.
  const move = keyMove(g.model.grid.topology, key, centre(head), hubOf(g.model));
  if (!move) return false;
  if (move.kind === 'step') {
    if (event.shiftKey) {
      keySteps.clear();
      walk(runToward(g.model.grid, head, move.toward, centre, g.model.goal, g.model.grid.size, move.minCos));
      return true;
    }
    const back = keySteps.back(g.model.grid.topology, key);
    if (back >= 0) {
      keySteps.pop();
      walk([back]);
      return true;
    }
    const to = stepToward(g.model.grid, head, move.toward, centre, move.minCos);
    if (to >= 0 && g.state !== 'won' && g.state !== 'gave-up') {
      keySteps.push(key, head);
      walk([to]);
    }
    return true;
  }
  keySteps.clear();
  const to = stairFrom(g.model.grid, head, move.way);
  if (to >= 0) walk([to]);
  return true;
}

/** True when `to` is a neighbour of `from` through an open side. */
function isOpenNeighbour(grid: MazeModel['grid'], from: number, to: number): boolean {
  for (let d = 0; d < grid.degree; d++) if (grid.neighbor(from, d) === to && grid.isOpen(from, d)) return true;
  return false;
}

function onGesture(gesture: Gesture): void {
  const g = game;
  if (!active || !g) return;
  keySteps.clear();
  const centre = centreOf(g.model);
  if (gesture.kind === 'swipe') {
    walk(runToward(g.model.grid, g.trail.head, { x: gesture.dx, y: gesture.dy }, centre, g.model.goal));
    return;
  }
  // A tap steps toward the tapped point; on a neighbouring stair it takes the stair.
  const target = cellAtPoint(gesture.x, gesture.y);
  const head = g.trail.head;
  if (target === head) return;
  if (target >= 0 && levelOf(g.model.grid, target) !== levelOf(g.model.grid, head)) {
    const way = levelOf(g.model.grid, target) > levelOf(g.model.grid, head) ? 1 : -1;
    const to = stairFrom(g.model.grid, head, way);
    if (to >= 0) walk([to]);
    return;
  }
  // A tap on an open neighbour steps onto it, whatever its direction (cells near the centre of a polar maze lie at odd angles).
  if (target >= 0 && isOpenNeighbour(g.model.grid, head, target)) {
    walk([target]);
    return;
  }
  const at = centre(head);
  const tapped = target >= 0 ? centre(target) : undefined;
  if (!tapped) return;
  const to = stepToward(g.model.grid, head, { x: tapped.x - at.x, y: tapped.y - at.y }, centre);
  if (to >= 0) walk([to]);
}

/** Sets up the play bar, the finish panel and touch input. */
export function wirePlay(colorsNow: () => Colors): void {
  modelChanged.on((model) => {
    rememberColors(colorsNow());
    if (model) newGame(model);
    else game = undefined;
  });
  gestures.on(onGesture);
  ui.playRestart.addEventListener('click', () => {
    const model = currentModel();
    if (model) newGame(model);
  });
  ui.playAgain.addEventListener('click', () => {
    const model = currentModel();
    if (model) newGame(model);
  });
  ui.playGiveUp.addEventListener('click', giveUp);
  ui.copyChallenge.addEventListener('click', () => {
    void navigator.clipboard.writeText(ui.challengeLink.value).then(
      () => announce('Challenge link copied'),
      () => ui.challengeLink.select(),
    );
  });
}

/** Walk from the entrance to the exit: keys, swipes and taps, a clock, moves, best times. */
export const playMode: Mode = {
  id: 'play',
  label: 'Play the maze',
  title: 'Walk the maze from the entrance to the exit (arrows or WASD)',
  enter() {
    active = true;
    // On a touch screen a one-finger drag is a swipe (a run); two fingers pan and zoom.
    setDragPans((type) => type === 'mouse');
    ui.solution.disabled = ui.distances.disabled = true;
    const model = currentModel();
    if (model && (!game || game.model !== model)) newGame(model);
    else if (game) {
      draw();
      if (cellPixels() < PLAY_CELL) zoomBy(PLAY_CELL / cellPixels());
      keepInView(game.trail.head);
    }
    ui.finish.hidden = game?.state !== 'won';
    // The keys walk the maze at once: the focus goes to it (not left on the button pressed).
    ui.canvas.focus({ preventScroll: true });
  },
  leave() {
    active = false;
    playMoved.emit(undefined);
    setDragPans(() => true);
    ui.solution.disabled = ui.distances.disabled = false;
    ui.finish.hidden = true;
  },
  onKey,
};
