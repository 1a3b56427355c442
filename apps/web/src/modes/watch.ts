import { TracePlayer } from '@mazekit/core';
import { setPhase } from '../phase.js';
import { session, type CarvedMaze } from '../session.js';
import { SPEED_SLIDER_MAX, sliderFromSpeed, speedFromSlider } from '../speed.js';
import { store, update, writeUrl } from '../store.js';
import { ui } from '../ui.js';
import { hideFinished, refreshPicture, showFinished } from '../view/finished.js';
import { showFrame } from '../view/maze-view.js';
import type { Mode } from './registry.js';

let player: TracePlayer | undefined;
let position = 0;
let playing = false;
let lastFrame = 0;
let active = false;

function steps(): number {
  return player?.steps ?? 0;
}

function updateBar(): void {
  const total = steps();
  const step = Math.floor(position);
  const animated = player !== undefined;
  for (const b of [ui.play, ui.stepBack, ui.stepForward, ui.toEnd]) b.disabled = !animated;
  ui.scrubber.disabled = !animated;
  ui.scrubber.max = String(total);
  ui.scrubber.value = String(step);
  ui.stepValue.textContent = animated ? `${step} / ${total}` : 'finished';
  ui.play.textContent = playing ? 'Pause' : 'Play';
  ui.play.setAttribute('aria-pressed', String(playing));
  ui.app.dataset.step = String(step);
  ui.app.dataset.steps = String(total);
}

/** Draws the current step, or the finished picture once the animation is at its end. */
function draw(): void {
  if (!active || !session.current) return;
  const step = Math.floor(position);
  if (player && step < player.steps) {
    hideFinished();
    showFrame(player.seek(step));
  } else {
    showFinished();
  }
}

function tick(now: number): void {
  if (!playing || !player) return;
  const elapsed = Math.min(250, now - lastFrame);
  lastFrame = now;
  position = Math.min(player.steps, position + (store.state.speed * elapsed) / 1000);
  if (position >= player.steps) {
    playing = false;
    setPhase('done');
  }
  updateBar();
  draw();
  if (playing) requestAnimationFrame(tick);
}

/** Plays the animation from where it is (from the start when at the end). */
export function play(): void {
  if (!player) return;
  if (Math.floor(position) >= player.steps) position = 0;
  playing = true;
  setPhase('playing');
  lastFrame = performance.now();
  updateBar();
  requestAnimationFrame(tick);
}

/** Pauses the animation. */
export function pause(): void {
  playing = false;
  if (player) setPhase(Math.floor(position) >= player.steps ? 'done' : 'paused');
  updateBar();
}

/** Moves to step `step` (clamped), paused. */
export function seek(step: number): void {
  if (!player) return;
  pause();
  position = Math.max(0, Math.min(player.steps, Math.floor(step)));
  setPhase(position >= player.steps ? 'done' : 'paused');
  updateBar();
  draw();
}

function onCarved(maze: CarvedMaze): void {
  playing = false;
  position = 0;
  player = maze.recording ? new TracePlayer(maze.grid, maze.recording) : undefined;
  updateBar();
  if (!player) {
    setPhase('drawing');
    void refreshPicture().then(() => {
      if (maze !== session.current) return;
      setPhase('done');
      draw();
    });
    return;
  }
  void refreshPicture();
  if (active) play();
  else position = player.steps;
}

/** Sets up the playback bar; the watch mode itself is {@link watchMode}. */
export function wireWatch(): void {
  ui.speed.max = String(SPEED_SLIDER_MAX);
  session.started.on(() => {
    playing = false;
    player = undefined;
    position = 0;
    updateBar();
  });
  session.carved.on(onCarved);
  store.changed.on((keys) => {
    if (keys.includes('speed')) {
      ui.speed.value = String(sliderFromSpeed(store.state.speed));
      ui.speedValue.value = `${store.state.speed} steps/s`;
    }
  });
  ui.play.addEventListener('click', () => (playing ? pause() : play()));
  ui.stepBack.addEventListener('click', () => seek(Math.floor(position) - 1));
  ui.stepForward.addEventListener('click', () => seek(Math.floor(position) + 1));
  ui.toEnd.addEventListener('click', () => seek(steps()));
  ui.scrubber.addEventListener('input', () => seek(Number(ui.scrubber.value)));
  ui.speed.addEventListener('input', () => {
    update({ speed: speedFromSlider(Number(ui.speed.value)) });
    writeUrl();
  });
}

/** Watch the generator carve: play, pause, step, scrub. */
export const watchMode: Mode = {
  id: 'watch',
  label: 'Watch',
  title: 'Watch the generator carve the maze, step by step',
  enter() {
    active = true;
    draw();
  },
  leave() {
    pause();
    active = false;
  },
  onKey(event) {
    if (!player) return false;
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
