import { randomSeed } from '@mazekit/core';
import { wireDownloads } from './controls/downloads.js';
import { wireOverlays } from './controls/overlays.js';
import { fillForm, wireSettings } from './controls/settings.js';
import { GENERATORS } from './generators.js';
import { addKeyHandler, wireKeyboard } from './keyboard.js';
import { setFacts, wireCurrent } from './maze/current.js';
import { announce, showMessages } from './messages.js';
import { activateMode, modeIds, onModeRequest, registerMode } from './modes/registry.js';
import { playMode, wirePlay } from './modes/play.js';
import { watchMode, wireWatch } from './modes/watch.js';
import { endlessMode } from './endless/mode.js';
import { raceMode, wireRace } from './race/mode.js';
import { wirePdfDownload } from './pdf-download.js';
import { wireTiledDownload } from './tiled-download.js';
import { setPhase } from './phase.js';
import { wirePrint } from './print.js';
import { wireThreeView } from './three/wire.js';
import { session } from './session.js';
import { gridOf, gridRefusal } from './shape/grid-of.js';
import { maskOf } from './shape/mask-state.js';
import { replaceState, store, update, writeUrl } from './store.js';
import { ui } from './ui.js';
import { parseState, type AppState } from './url-state.js';
import { wireLegend } from './view/legend.js';
import { currentColors, currentScheme, wireView } from './view/maze-view.js';

// Modes, in button order. Another mode registers here with one line (see extensions.ts).
registerMode(watchMode);
registerMode(playMode);
registerMode(raceMode);
registerMode(endlessMode);

/** The settings that make the maze and its ends (besides its generator options); the rest is how it is shown. */
const MAZE_KEYS = ['generator', 'shape', 'width', 'height', 'levels', 'rings', 'crossings', 'mask', 'maskRows', 'seed', 'braid', 'ends', 'hardest'] as const;

/** True when two states make the same maze (they may differ in view settings). */
function sameMaze(a: Readonly<AppState>, b: Readonly<AppState> | undefined): boolean {
  if (!b) return false;
  return MAZE_KEYS.every((k) => a[k] === b[k]) && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/** Why the grid `state` asks for cannot be made (a mask whose cells do not connect, ...), or `''`. */
function gridProblem(state: Readonly<AppState>): string {
  if (!state.mask) return '';
  try {
    gridOf({ ...state, mask: maskOf(state) });
    return '';
  } catch (error) {
    return gridRefusal(error);
  }
}

/** Makes the maze `state` describes, unless it is the one on show. */
function regenerate(state: AppState): void {
  // A mask that does not fit the grid (its cells do not connect at this size) changes nothing:
  // the maze on show stays, the form goes back to it, and one line says why.
  const refusal = gridProblem(state);
  if (refusal) {
    showMessages([refusal]);
    fillForm(store.state);
    return;
  }
  const same = sameMaze(state, session.current?.state) && !session.busy;
  replaceState(state);
  writeUrl(!same);
  if (!same) void session.generate(state);
}

/** Makes the maze the address describes: on first load, and on Back and Forward. */
function startFromUrl(): void {
  const parsed = parseState(location.search, GENERATORS, randomSeed, modeIds());
  showMessages(parsed.problems);
  fillForm(parsed.state);
  replaceState(parsed.state);
  activateMode(parsed.state.mode);
  writeUrl();
  void session.generate(parsed.state);
}

session.started.on(({ label, recorded }) => {
  setPhase('carving');
  setFacts(`Carving ${label}…`);
  ui.canvas.setAttribute('aria-label', `Maze: ${label}`);
  ui.progressBox.hidden = recorded;
  ui.progressLabel.textContent = 'Carving';
  ui.progress.max = 1;
  ui.progress.value = 0;
});
session.progress.on((fraction) => {
  ui.progress.value = fraction;
  ui.progressLabel.textContent = `Carving ${Math.floor(100 * fraction)}%`;
});
session.carved.on((maze) => {
  ui.progressBox.hidden = true;
  setFacts(`${maze.label}: carved in ${Math.round(maze.millis)} ms, ${maze.deadEnds} dead ends${maze.note ? ` (${maze.note})` : ''}`);
  announce(`Maze ready: ${maze.label}`);
});
session.failed.on((message) => {
  ui.progressBox.hidden = true;
  setPhase('failed');
  setFacts('');
  showMessages([message]);
});
/** The settings of the maze on show back in the form and the address (after a cancelled carve). */
function backToShown(): void {
  const shown = session.current?.state;
  if (!shown) return;
  const state = { ...store.state };
  for (const k of MAZE_KEYS) (state as Record<string, unknown>)[k] = shown[k];
  state.options = { ...shown.options };
  fillForm(state);
  replaceState(state);
  writeUrl();
}

session.cancelled.on((label) => {
  ui.progressBox.hidden = true;
  setPhase('cancelled');
  const shown = session.current;
  setFacts(shown ? `Cancelled: ${label}. On show: ${shown.label}.` : `Cancelled: ${label}.`);
  backToShown();
});

wireView(addKeyHandler);
wireCurrent();
wireSettings((state) => regenerate(state));
wireWatch();
wireRace();
wirePlay(currentColors);
wireOverlays();
wireDownloads();
wirePdfDownload();
wireTiledDownload();
wireKeyboard();
wireLegend(currentScheme);
wirePrint();
wireThreeView();
onModeRequest((id) => {
  update({ mode: id });
  writeUrl();
  activateMode(id);
});
ui.cancel.addEventListener('click', () => session.cancel());
ui.copyLink.addEventListener('click', () => {
  navigator.clipboard.writeText(location.href).then(
    () => announce('Link copied'),
    () => showMessages([`Copy this link: ${location.href}`]),
  );
});
// On a narrow screen the settings start folded above the maze, so the maze and its controls
// fit, and Generate folds them again, so the maze it makes is on screen (open, they scroll
// with the page, Generate pinned to the bottom of the screen: see style.css).
const narrow = matchMedia('(max-width: 760px)');
if (narrow.matches) ui.settingsBox.open = false;
ui.form.addEventListener('submit', () => {
  if (!narrow.matches) return;
  ui.settingsBox.open = false;
  window.scrollTo(0, 0);
});
window.addEventListener('popstate', startFromUrl);
startFromUrl();
