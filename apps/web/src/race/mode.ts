import type { TraceState } from '@mazekit/core';
import { currentModel, modelChanged } from '../maze/current.js';
import type { MazeModel } from '../maze/model.js';
import { announce } from '../messages.js';
import type { Mode } from '../modes/registry.js';
import { ANIMATE_MAX_CELLS } from '../limits.js';
import { solverRun } from '../solve/runs.js';
import { SOLVERS, findSolver, solverRefusal } from '../solvers.js';
import { store, update, writeUrl } from '../store.js';
import { ui } from '../ui.js';
import { fitCamera } from '../view/camera.js';
import { decorate } from '../view/decorate.js';
import { currentColors, currentScheme } from '../view/maze-view.js';
import { OVERVIEW_BELOW, rasterize } from '../view/raster.js';
import { walkScene } from '../view/scenes.js';
import { drawShapes } from '../view/vector.js';
import { RaceLane, finishingOrder } from './clock.js';

// The Race mode: two solvers on the maze on show, side by side, started together and moved
// on one step each per tick of one clock, each with its step counter; the finishing order
// shows when both are done. The address holds the pair (`race=wall-follower,tremaux`).

/** A race lasts about this long at its own pace, whatever the maze. */
const RACE_SECONDS = 12;

interface Panel {
  readonly figure: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  readonly name: HTMLElement;
  readonly count: HTMLElement;
  readonly select: HTMLSelectElement;
  lane: RaceLane | undefined;
  /** Why this solver is not in the race (cannot climb stairs, failed), or ''. */
  problem: string;
}

let built: { view: HTMLDivElement; go: HTMLButtonElement; step: HTMLButtonElement; end: HTMLButtonElement; result: HTMLElement; panels: [Panel, Panel] } | undefined;
let active = false;
let clock = 0;
let running = false;
let lastFrame = 0;
let request = 0;

function option(select: HTMLSelectElement): void {
  for (const s of SOLVERS) select.add(new Option(s.name, s.id));
}

function build(): NonNullable<typeof built> {
  const bar = document.createElement('div');
  bar.className = 'bar race-bar';
  bar.dataset.modeBar = 'race';
  bar.hidden = true;
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Race');
  bar.innerHTML = `
    <div class="field"><label for="race-a">Left solver</label><select id="race-a" title="The solver on the left"></select></div>
    <div class="field"><label for="race-b">Right solver</label><select id="race-b" title="The solver on the right"></select></div>
    <button id="race-go" type="button" aria-pressed="false" title="Start or pause the race (Space)">▶ Race</button>
    <button id="race-step" type="button" aria-label="One step" title="Both solvers one step on (.)">Step</button>
    <button id="race-end" type="button" title="Both solvers to their finish (End)">End race</button>
    <button id="race-restart" type="button" title="Both back to the entrance (Home)">Restart race</button>
    <p id="race-result" class="race-result"></p>`;
  ui.modeBars.append(bar);
  const view = document.createElement('div');
  view.id = 'race-view';
  view.className = 'race-view';
  view.hidden = true;
  const panel = (side: 'a' | 'b', label: string): Panel => {
    const figure = document.createElement('figure');
    figure.className = 'race-lane';
    figure.id = `race-lane-${side}`;
    const canvas = document.createElement('canvas');
    canvas.id = `race-canvas-${side}`;
    canvas.setAttribute('role', 'img');
    const caption = document.createElement('figcaption');
    const name = document.createElement('span');
    name.className = 'race-name';
    const count = document.createElement('span');
    count.className = 'counter';
    count.id = `race-count-${side}`;
    caption.append(name, ' ', count);
    figure.append(canvas, caption);
    view.append(figure);
    canvas.setAttribute('aria-label', `${label} lane`);
    return { figure, canvas, name, count, select: bar.querySelector<HTMLSelectElement>(`#race-${side}`)!, lane: undefined, problem: '' };
  };
  const panels: [Panel, Panel] = [panel('a', 'Left'), panel('b', 'Right')];
  ui.views.append(view);
  for (const p of panels) option(p.select);
  const go = bar.querySelector<HTMLButtonElement>('#race-go')!;
  const step = bar.querySelector<HTMLButtonElement>('#race-step')!;
  const end = bar.querySelector<HTMLButtonElement>('#race-end')!;
  const restart = bar.querySelector<HTMLButtonElement>('#race-restart')!;
  const result = bar.querySelector<HTMLElement>('#race-result')!;
  go.addEventListener('click', () => (running ? pause() : start()));
  step.addEventListener('click', () => moveTo(clock + 1));
  end.addEventListener('click', () => moveTo(longest()));
  restart.addEventListener('click', () => moveTo(0));
  for (const p of panels) {
    p.select.addEventListener('change', () => {
      update({ race: [panels[0].select.value, panels[1].select.value] });
      writeUrl();
      void load();
    });
  }
  new ResizeObserver(() => draw()).observe(view);
  return { view, go, step, end, result, panels };
}

/** Steps until the slower racer is done. */
function longest(): number {
  return Math.max(0, ...built!.panels.map((p) => p.lane?.steps ?? 0));
}

/** The lanes for the maze on show and the pair in the address, fetched from the maze's worker. */
async function load(): Promise<void> {
  const b = built!;
  const id = ++request;
  pause();
  clock = 0;
  const model = currentModel();
  const [a, c] = store.state.race;
  b.panels[0].select.value = a;
  b.panels[1].select.value = c;
  b.view.dataset.ready = 'false';
  for (const p of b.panels) {
    p.lane = undefined;
    p.problem = '';
  }
  if (!model) {
    show('');
    return;
  }
  if (model.grid.size > ANIMATE_MAX_CELLS) {
    show(`A race needs a maze of at most ${ANIMATE_MAX_CELLS.toLocaleString('en')} cells; this one has ${model.grid.size.toLocaleString('en')}.`);
    return;
  }
  show('Getting ready…');
  await Promise.all(
    b.panels.map(async (p, i) => {
      const info = findSolver(store.state.race[i]!)!;
      const refusal = solverRefusal(info, model.grid.levels);
      if (refusal) {
        p.problem = refusal;
        return;
      }
      try {
        const run = await solverRun(model, info.id);
        if (id === request) p.lane = new RaceLane(model.grid, run);
      } catch (error) {
        p.problem = `${info.name} failed: ${(error as Error).message}`;
      }
    }),
  );
  if (id !== request || model !== currentModel()) return;
  b.view.dataset.ready = 'true';
  show('');
}

/** Moves the race clock to `t` steps (clamped), paused. */
function moveTo(t: number): void {
  pause();
  clock = Math.max(0, Math.min(longest(), Math.floor(t)));
  show();
}

function start(): void {
  const b = built!;
  if (b.view.dataset.ready !== 'true') return;
  if (clock >= longest()) clock = 0;
  running = true;
  lastFrame = performance.now();
  b.go.textContent = '⏸ Pause';
  b.go.setAttribute('aria-pressed', 'true');
  announce('Race started');
  requestAnimationFrame(tick);
}

function pause(): void {
  running = false;
  if (!built) return;
  built.go.textContent = '▶ Race';
  built.go.setAttribute('aria-pressed', 'false');
}

let fraction = 0;

function tick(now: number): void {
  if (!running) return;
  const total = longest();
  // Both lanes move at one rate: the slower racer takes about RACE_SECONDS.
  const rate = Math.max(5, total / RACE_SECONDS);
  fraction += (rate * Math.min(250, now - lastFrame)) / 1000;
  lastFrame = now;
  const whole = Math.floor(fraction);
  fraction -= whole;
  clock = Math.min(total, clock + whole);
  if (clock >= total) running = false;
  show();
  if (running) requestAnimationFrame(tick);
  else pause();
}

/** Counters, names, the result line and both pictures for the clock as it stands; `note` replaces the result line. */
function show(note?: string): void {
  const b = built;
  if (!b) return;
  const ready = b.view.dataset.ready === 'true';
  for (const p of b.panels) {
    const info = findSolver(p.select.value);
    p.name.textContent = info?.name ?? '';
    const lane = p.lane;
    const done = lane ? lane.finishedAt(clock) : false;
    const steps = lane ? Math.min(clock, lane.steps) : 0;
    p.count.textContent = p.problem || !lane ? p.problem : done ? `${lane.steps} steps, ${lane.run.route ? 'out' : 'gave up'}` : `${steps} steps`;
    p.figure.dataset.steps = String(steps);
    p.figure.dataset.done = String(done);
  }
  const racers = b.panels.filter((p) => p.lane);
  const over = ready && racers.length > 0 && racers.every((p) => p.lane!.finishedAt(clock));
  for (const button of [b.go, b.step, b.end]) button.disabled = !ready || racers.length === 0;
  let text = note ?? '';
  if (note === undefined && over) {
    text = finishingOrder(racers.map((p) => ({ name: findSolver(p.select.value)!.name, steps: p.lane!.steps, found: p.lane!.run.route !== null })));
    if (b.result.textContent !== text) announce(text);
  } else if (note === undefined) {
    // The first to finish, while the other is still on its way.
    const first = racers.find((p) => p.lane!.finishedAt(clock));
    if (first) text = `${findSolver(first.select.value)!.name} ${first.lane!.run.route ? 'is out' : 'gave up'} after ${first.lane!.steps} steps`;
  }
  b.result.textContent = text;
  b.view.dataset.clock = String(clock);
  b.view.dataset.over = String(over);
  draw();
}

/** Draws both lanes: the maze fitted to each canvas, the solver's walk at the clock. */
function draw(): void {
  const b = built;
  const model = currentModel();
  if (!b || !active || !model) return;
  const colors = currentColors();
  const scheme = currentScheme();
  const dpr = window.devicePixelRatio || 1;
  for (const p of b.panels) {
    const box = p.canvas.getBoundingClientRect();
    const width = Math.max(1, Math.round(box.width * dpr));
    const height = Math.max(1, Math.round(box.height * dpr));
    if (p.canvas.width !== width || p.canvas.height !== height) {
      p.canvas.width = width;
      p.canvas.height = height;
    }
    const ctx = p.canvas.getContext('2d', { alpha: false });
    if (!ctx) continue;
    drawLane(ctx, model, p.lane?.at(clock), width, height, colors, scheme, dpr);
  }
}

function drawLane(
  ctx: CanvasRenderingContext2D,
  model: MazeModel,
  state: TraceState | undefined,
  width: number,
  height: number,
  colors: ReturnType<typeof currentColors>,
  scheme: ReturnType<typeof currentScheme>,
  dpr: number,
): void {
  const layout = model.layout;
  const camera = fitCamera(layout.mapWidth, layout.mapHeight, width, height);
  const empty: TraceState | undefined = state;
  const scene = empty ? walkScene(model, empty, 'race') : undefined;
  const overview = !layout.shape && camera.z < OVERVIEW_BELOW;
  const layers = scene ? scene.layers(overview, colors) : { cells: model.grid.cells, openings: model.openings };
  if (layout.shape) {
    drawShapes(ctx, layout, camera, layers, colors);
  } else {
    const image = ctx.createImageData(width, height);
    rasterize(layout, camera, new Uint32Array(image.data.buffer), width, height, overview ? { ...layers, wallPyramid: model.wallPyramid } : layers, colors);
    ctx.putImageData(image, 0, 0);
  }
  decorate(ctx, layout, camera, layers, scheme, dpr, overview);
}

/** Two solvers on the same maze, side by side. */
export const raceMode: Mode = {
  id: 'race',
  label: 'Race',
  title: 'Race two solvers on this maze, side by side',
  enter() {
    built ??= build();
    active = true;
    built.view.hidden = false;
    ui.viewport.hidden = true;
    void load();
  },
  leave() {
    pause();
    active = false;
    if (built) built.view.hidden = true;
    ui.viewport.hidden = false;
  },
  onKey(event) {
    if (!built) return false;
    const keys: Record<string, () => void> = {
      ' ': () => (running ? pause() : start()),
      '.': () => moveTo(clock + 1),
      ',': () => moveTo(clock - 1),
      Home: () => moveTo(0),
      End: () => moveTo(longest()),
    };
    const action = keys[event.key];
    if (!action) return false;
    action();
    return true;
  },
};

/** Starts the race again whenever a new maze is on show. */
export function wireRace(): void {
  built ??= build();
  modelChanged.on(() => {
    if (active) void load();
  });
}
