import { currentModel, currentOverlay, modelChanged, overlayChanged } from '../maze/current.js';
import type { MazeModel } from '../maze/model.js';
import { announce } from '../messages.js';
import { setPhase } from '../phase.js';
import { session } from '../session.js';
import { SPEED_SLIDER_MAX, sliderFromSpeed, speedFromSlider } from '../speed.js';
import { store, update, writeUrl } from '../store.js';
import { ui } from '../ui.js';
import { drawNow, presented, setScene, type Scene } from '../view/maze-view.js';
import { frameScene, mazeScene, walkScene } from '../view/scenes.js';
import { solverRun, type SolverRun } from '../solve/runs.js';
import { SOLVERS, findSolver, solverRefusal } from '../solvers.js';
import { setNote } from '../maze/current.js';
import type { Mode } from './registry.js';
import { Timeline } from './timeline.js';

let timeline: Timeline | undefined;
let position = 0;
let playing = false;
let lastFrame = 0;
let active = false;
let shownStep = -1;

/** True when the user asked the system for less motion: nothing then plays by itself. */
function reducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function steps(): number {
  return timeline?.steps ?? 0;
}

/**
 * The playback bar. The step counter is plain text, not a live region: it changes every
 * frame. Screen readers hear only play, pause and the end (see {@link announce}).
 */
function updateBar(): void {
  const total = steps();
  const step = Math.floor(position);
  const animated = timeline?.animated ?? false;
  for (const b of [ui.play, ui.stepBack, ui.stepForward, ui.toEnd]) b.disabled = !animated;
  ui.scrubber.disabled = !animated;
  ui.scrubber.max = String(total);
  ui.scrubber.value = String(step);
  ui.scrubber.setAttribute('aria-valuetext', `step ${step} of ${total}`);
  // The counter shows the step on the canvas (see showCounter); without an animation, "finished".
  if (!timeline) ui.stepValue.textContent = '';
  else if (!animated) ui.stepValue.textContent = 'finished';
  // One name for the action (the mode switch is "Play the maze"); the glyph says which way it goes.
  ui.play.textContent = playing ? '⏸ Animate' : '▶ Animate';
  ui.play.title = playing ? 'Pause the animation (Space)' : 'Animate the carving (Space)';
  ui.play.setAttribute('aria-pressed', String(playing));
  ui.app.dataset.step = String(step);
  ui.app.dataset.steps = String(total);
}

/** The step counter: the step of the scene the canvas shows, so the number and the picture always agree. */
function showCounter(scene: Scene | undefined): void {
  if (!active || scene?.step === undefined || !timeline?.animated) return;
  ui.stepValue.textContent = `${scene.step} / ${timeline.steps}`;
}

/** Draws the current step: a carving frame, the solve, or the finished maze with its overlays. */
function draw(force = false): void {
  const model = currentModel();
  if (!active || !model) return;
  const step = Math.floor(position);
  if (step === shownStep && !force) return;
  shownStep = step;
  const moment = timeline?.at(step) ?? { kind: 'end' as const };
  let scene: Scene;
  if (moment.kind === 'carve') scene = frameScene(model, moment.state);
  else if (moment.kind === 'flood') scene = mazeScene(model, undefined, { fill: moment.fill, picture: 'solve' });
  else if (moment.kind === 'path') scene = mazeScene(model, undefined, { fill: moment.fill, route: moment.route, picture: 'solve' });
  else if (moment.kind === 'walk') scene = walkScene(model, moment.state);
  else if (moment.walked) scene = walkScene(model, moment.walked, 'maze');
  else if (moment.solved) scene = mazeScene(model, currentOverlay(), { fill: moment.solved.fill, route: moment.solved.route });
  else scene = mazeScene(model, currentOverlay());
  setScene({ ...scene, step });
}

function atEnd(): boolean {
  return Math.floor(position) >= steps();
}

function tick(now: number): void {
  if (!playing || !timeline) return;
  const elapsed = Math.min(250, now - lastFrame);
  lastFrame = now;
  position = Math.min(timeline.steps, position + (store.state.speed * elapsed) / 1000);
  if (atEnd()) {
    playing = false;
    setPhase('done');
    announce('Animation finished');
  }
  updateBar();
  draw();
  // This frame shows the step just reached (not the next frame).
  drawNow();
  if (playing) requestAnimationFrame(tick);
}

/** Plays the animation from where it is (from the start when at the end). */
export function play(): void {
  if (!timeline?.animated) return;
  if (atEnd()) position = 0;
  playing = true;
  setPhase('playing');
  lastFrame = performance.now();
  updateBar();
  announce('Playing');
  requestAnimationFrame(tick);
}

/** Pauses the animation. */
export function pause(): void {
  const was = playing;
  playing = false;
  if (timeline) setPhase(atEnd() ? 'done' : 'paused');
  updateBar();
  if (was) announce('Paused');
}

/** Moves to step `step` (clamped), paused. */
export function seek(step: number): void {
  if (!timeline) return;
  pause();
  playRun = false;
  position = Math.max(0, Math.min(timeline.steps, Math.floor(step)));
  setPhase(atEnd() ? 'done' : 'paused');
  updateBar();
  draw();
}

/** The timeline again, for the solve now asked for; the place in the carving is kept, the solve steps come after it. */
function rebuild(model: MazeModel, run: SolverRun | undefined): void {
  const wasAtEnd = atEnd();
  timeline = new Timeline(model, store.state.solve, run);
  position = wasAtEnd && !store.state.solve ? timeline.steps : Math.min(position, timeline.steps);
  updateBar();
  draw(true);
}

let runRequest = 0;
/** The animated solve the timeline was last built for (the box and the solver). */
let solveAsked = '';
/** True when the solver's walk should play as soon as it comes (the carving played, or a solver was just chosen). */
let playRun = false;

/**
 * With the animated solve on and a solver chosen, asks the maze's worker for the solver's walk
 * and adds it to the timeline when it comes; says on the status line what the solver did.
 */
function loadRun(model: MazeModel): void {
  const id = ++runRequest;
  const { solve, solver } = store.state;
  delete ui.app.dataset.solver;
  delete ui.app.dataset.solverSteps;
  setNote('');
  const info = findSolver(solver);
  if (!solve || !info) return;
  const refusal = solverRefusal(info, model.grid.levels);
  if (refusal) {
    setNote(refusal);
    ui.app.dataset.solver = 'refused';
    return;
  }
  solverRun(model, solver).then(
    (run) => {
      if (id !== runRequest || model !== currentModel()) return;
      const wasAtEnd = atEnd();
      const wasPlaying = playing;
      rebuild(model, run);
      // The carving had ended before the walk came: carry on into it, or show it finished.
      if (wasAtEnd && timeline) {
        position = playRun ? timeline.carveSteps : timeline.steps;
        updateBar();
        draw(true);
      }
      const e = run.effort;
      const result = run.route ? `route ${run.route.length - 1} steps` : e.gaveUp ? 'gave up' : 'found no route';
      const animated = run.recording ? '' : ', too many steps to animate';
      setNote(`${info.name}: ${e.steps} steps, ${e.visited} cells reached, ${e.backtracks} backtracks, ${result}${animated}`);
      ui.app.dataset.solver = solver;
      ui.app.dataset.solverSteps = String(e.steps);
      if ((wasPlaying || (wasAtEnd && playRun)) && !atEnd()) play();
    },
    (error: unknown) => {
      if (id === runRequest) setNote(`${info.name} failed: ${(error as Error).message}`);
    },
  );
}

function onModel(model: MazeModel | undefined): void {
  playing = false;
  position = 0;
  shownStep = -1;
  if (!model) {
    timeline = undefined;
    updateBar();
    setScene(undefined);
    return;
  }
  timeline = new Timeline(model, store.state.solve, undefined);
  // No recording (a large maze), or reduced motion asked for: show the finished maze.
  const autoplay = timeline.animated && model.carved.recording !== undefined && !reducedMotion();
  playRun = autoplay && active;
  loadRun(model);
  if (!autoplay || !active) position = timeline.steps;
  setPhase(atEnd() ? 'done' : 'paused');
  updateBar();
  setScene(undefined);
  draw(true);
  if (autoplay && active) play();
}

/** Sets up the playback bar; the watch mode itself is {@link watchMode}. */
export function wireWatch(): void {
  ui.speed.max = String(SPEED_SLIDER_MAX);
  modelChanged.on(onModel);
  presented.on(showCounter);
  session.started.on(() => {
    playing = false;
  });
  overlayChanged.on(() => {
    if (atEnd()) draw(true);
  });
  store.changed.on((keys) => {
    if (keys.includes('speed')) {
      ui.speed.value = String(sliderFromSpeed(store.state.speed));
      ui.speedValue.value = `${store.state.speed} steps/s`;
    }
    const asked = `${Number(store.state.solve)}${store.state.solver}`;
    if ((keys.includes('solve') || keys.includes('solver')) && asked !== solveAsked) {
      solveAsked = asked;
      ui.animateSolve.checked = store.state.solve;
      ui.solver.value = store.state.solver;
      const model = currentModel();
      if (model) {
        playRun = active && !reducedMotion();
        rebuild(model, undefined);
        loadRun(model);
      }
    }
  });
  ui.play.addEventListener('click', () => {
    playRun = !playing;
    if (playing) pause();
    else play();
  });
  ui.stepBack.addEventListener('click', () => seek(Math.floor(position) - 1));
  ui.stepForward.addEventListener('click', () => seek(Math.floor(position) + 1));
  ui.toEnd.addEventListener('click', () => seek(steps()));
  ui.scrubber.addEventListener('input', () => seek(Number(ui.scrubber.value)));
  ui.speed.addEventListener('input', () => {
    update({ speed: speedFromSlider(Number(ui.speed.value)) });
    writeUrl();
  });
  ui.animateSolve.addEventListener('change', () => {
    update({ solve: ui.animateSolve.checked });
    writeUrl();
  });
  ui.solver.add(new Option('Distance flood', ''));
  for (const s of SOLVERS) ui.solver.add(new Option(s.name, s.id));
  ui.solver.addEventListener('change', () => {
    // Choosing a solver asks for its walk: the animated solve comes on with it.
    update({ solver: ui.solver.value, solve: true });
    writeUrl();
  });
}

/** True while a carving or solving animation is short of its end (overlays then wait for it). */
export function animating(): boolean {
  return active && timeline !== undefined && !atEnd();
}

/** Watch the generator carve: play, pause, step, scrub. */
export const watchMode: Mode = {
  id: 'watch',
  label: 'Watch',
  title: 'Watch the generator carve the maze, step by step',
  enter() {
    active = true;
    draw(true);
  },
  leave() {
    pause();
    active = false;
  },
  onKey(event) {
    if (!timeline?.animated) return false;
    const keys: Record<string, () => void> = {
      ' ': () => (playing ? pause() : play()),
      ',': () => seek(Math.floor(position) - 1),
      '.': () => seek(Math.floor(position) + 1),
      Home: () => seek(0),
      End: () => seek(steps()),
    };
    const action = keys[event.key];
    if (!action) return false;
    action();
    return true;
  },
};
