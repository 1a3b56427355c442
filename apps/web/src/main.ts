import { OrthogonalGrid, TracePlayer, randomSeed } from '@mazekit/core';
import { canvasSize, drawFrame } from '@mazekit/render-canvas';
import { fileSafe, saveFile } from './download.js';
import { GENERATORS, findGenerator } from './generators.js';
import { CancelledError, MazeJob } from './job.js';
import { layoutFor } from './layout.js';
import { ANIMATE_MAX_CELLS, MAX_LEVELS, MAX_SIDE } from './limits.js';
import { readOptionFields, renderOptionFields } from './option-fields.js';
import type { Layout } from './protocol.js';
import { SPEED_SLIDER_MAX, sliderFromSpeed, speedFromSlider } from './speed.js';
import { parseState, serializeState, type AppState } from './url-state.js';

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

const ui = {
  app: byId<HTMLDivElement>('app'),
  form: byId<HTMLFormElement>('settings'),
  generator: byId<HTMLSelectElement>('generator'),
  summary: byId<HTMLParagraphElement>('generator-summary'),
  width: byId<HTMLInputElement>('width'),
  height: byId<HTMLInputElement>('height'),
  levels: byId<HTMLInputElement>('levels'),
  seed: byId<HTMLInputElement>('seed'),
  newSeed: byId<HTMLButtonElement>('new-seed'),
  options: byId<HTMLDivElement>('generator-options'),
  copyLink: byId<HTMLButtonElement>('copy-link'),
  messages: byId<HTMLDivElement>('messages'),
  play: byId<HTMLButtonElement>('play'),
  stepBack: byId<HTMLButtonElement>('step-back'),
  stepForward: byId<HTMLButtonElement>('step-forward'),
  toEnd: byId<HTMLButtonElement>('to-end'),
  speed: byId<HTMLInputElement>('speed'),
  speedValue: byId<HTMLOutputElement>('speed-value'),
  scrubber: byId<HTMLInputElement>('scrubber'),
  stepValue: byId<HTMLOutputElement>('step-value'),
  progressBox: byId<HTMLDivElement>('progress-box'),
  progressLabel: byId<HTMLLabelElement>('progress-label'),
  progress: byId<HTMLProgressElement>('progress'),
  cancel: byId<HTMLButtonElement>('cancel'),
  status: byId<HTMLParagraphElement>('status'),
  canvas: byId<HTMLCanvasElement>('maze'),
  canvasWrap: byId<HTMLDivElement>('canvas-wrap'),
  actualSize: byId<HTMLInputElement>('actual-size'),
  solution: byId<HTMLInputElement>('solution'),
  distances: byId<HTMLInputElement>('distances'),
  downloadSvg: byId<HTMLButtonElement>('download-svg'),
  downloadPng: byId<HTMLButtonElement>('download-png'),
  downloadJson: byId<HTMLButtonElement>('download-json'),
};

const context = ui.canvas.getContext('2d');
if (!context) throw new Error('this browser cannot draw on a canvas');
const ctx = context;

/** What the page is doing; mirrored on `#app[data-state]` for styles and tests. */
type Phase = 'carving' | 'drawing' | 'playing' | 'paused' | 'done' | 'cancelled' | 'failed';

let state: AppState;
let job: MazeJob | undefined;
let grid: OrthogonalGrid | undefined;
let layout: Layout = layoutFor(1, 1, 1);
let player: TracePlayer | undefined;
let position = 0;
let playing = false;
let lastFrame = 0;
let finished: ImageBitmap | undefined;
let renderRequest = 0;
let facts = '';
let label = '';

function setPhase(phase: Phase): void {
  ui.app.dataset.state = phase;
}

function showMessages(lines: readonly string[]): void {
  ui.messages.replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
  ui.messages.hidden = lines.length === 0;
}

/**
 * Puts the state in the address. A new maze gets a new history entry (so Back returns to the
 * previous maze); speed and view changes only rewrite the current one.
 */
function writeUrl(newEntry = false): void {
  const url = `${location.pathname}?${serializeState(state)}`;
  if (newEntry && url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

function fillForm(): void {
  const info = findGenerator(state.generator)!;
  ui.generator.value = info.id;
  ui.summary.textContent = info.summary;
  ui.width.value = String(state.width);
  ui.height.value = String(state.height);
  ui.levels.value = String(state.levels);
  ui.levels.max = String(info.multiLevel ? MAX_LEVELS : 1);
  ui.levels.disabled = !info.multiLevel;
  ui.seed.value = state.seed;
  ui.speed.value = String(sliderFromSpeed(state.speed));
  ui.speedValue.value = `${state.speed} steps/s`;
  ui.solution.checked = state.solution;
  ui.distances.checked = state.distances;
  renderOptionFields(ui.options, info.options, state.options);
}

/** The form as a state, through the same checks as a URL, so bad input gets the same messages. */
function readForm(): { state: AppState; problems: readonly string[] } {
  const info = findGenerator(ui.generator.value) ?? GENERATORS[0]!;
  const params = new URLSearchParams([
    ['generator', info.id],
    ['width', ui.width.value],
    ['height', ui.height.value],
    ['levels', info.multiLevel ? ui.levels.value : '1'],
    ['seed', ui.seed.value],
    ['speed', String(state.speed)],
    ...readOptionFields(ui.options, info.options),
    ['solution', ui.solution.checked ? '1' : '0'],
    ['distances', ui.distances.checked ? '1' : '0'],
  ]);
  return parseState(params.toString(), GENERATORS, randomSeed);
}

function stepCount(): number {
  return player?.steps ?? 0;
}

function updatePlayback(): void {
  const steps = stepCount();
  const step = Math.floor(position);
  const animated = player !== undefined;
  for (const b of [ui.play, ui.stepBack, ui.stepForward, ui.toEnd]) b.disabled = !animated;
  ui.scrubber.disabled = !animated;
  ui.scrubber.max = String(steps);
  ui.scrubber.value = String(step);
  ui.stepValue.value = animated ? `${step} / ${steps}` : 'finished';
  ui.play.textContent = playing ? 'Pause' : 'Play';
  ui.play.setAttribute('aria-pressed', String(playing));
  ui.app.dataset.step = String(step);
  ui.app.dataset.steps = String(steps);
}

function setDownloadsEnabled(enabled: boolean): void {
  for (const b of [ui.downloadJson, ui.downloadSvg, ui.downloadPng]) b.disabled = !enabled;
}

/** Draws the current step, or the finished picture once the animation is at its end. */
function draw(): void {
  if (!grid) return;
  const step = Math.floor(position);
  if (player && step < player.steps) {
    drawFrame(ctx, grid, player.seek(step), layout);
    ui.canvas.dataset.picture = 'frame';
  } else if (finished) {
    ctx.clearRect(0, 0, ui.canvas.width, ui.canvas.height);
    ctx.drawImage(finished, 0, 0);
    ui.canvas.dataset.picture = 'maze';
  } else if (player) {
    drawFrame(ctx, grid, player.seek(step), layout);
    ui.canvas.dataset.picture = 'frame';
  }
}

function showStatus(extra = ''): void {
  ui.status.textContent = [facts, extra].filter(Boolean).join(' · ');
}

function tick(now: number): void {
  if (!playing || !player) return;
  const elapsed = Math.min(250, now - lastFrame);
  lastFrame = now;
  position = Math.min(player.steps, position + (state.speed * elapsed) / 1000);
  if (position >= player.steps) {
    playing = false;
    setPhase('done');
  }
  updatePlayback();
  draw();
  if (playing) requestAnimationFrame(tick);
}

function play(): void {
  if (!player) return;
  if (Math.floor(position) >= player.steps) position = 0;
  playing = true;
  setPhase('playing');
  lastFrame = performance.now();
  updatePlayback();
  requestAnimationFrame(tick);
}

function pause(): void {
  playing = false;
  if (player) setPhase(Math.floor(position) >= player.steps ? 'done' : 'paused');
  updatePlayback();
}

function seek(step: number): void {
  if (!player) return;
  pause();
  position = Math.max(0, Math.min(player.steps, Math.floor(step)));
  setPhase(position >= player.steps ? 'done' : 'paused');
  updatePlayback();
  draw();
}

/** Asks the worker for the finished picture with the current solution and distance settings. */
async function refreshPicture(): Promise<void> {
  const current = job;
  if (!current) return;
  const request = ++renderRequest;
  // Big pictures take seconds to draw (a heat map is one rectangle a cell): say so, offer Cancel.
  const slow = (grid?.size ?? 0) > ANIMATE_MAX_CELLS;
  if (slow) {
    ui.progressLabel.textContent = 'Drawing';
    ui.progress.removeAttribute('value');
    ui.progressBox.hidden = false;
  }
  try {
    const rendered = await current.render(layout, state.solution, state.distances);
    if (request !== renderRequest || current !== job) {
      rendered.bitmap.close();
      return;
    }
    finished?.close();
    finished = rendered.bitmap;
    showStatus(rendered.solutionLength === undefined ? '' : `solution ${rendered.solutionLength} steps`);
    draw();
  } catch (error) {
    if (!(error instanceof CancelledError) && current === job) showMessages([`Drawing failed: ${(error as Error).message}`]);
  } finally {
    if (slow && current === job && request === renderRequest) ui.progressBox.hidden = true;
  }
}

async function generateMaze(newEntry = false): Promise<void> {
  job?.cancel();
  playing = false;
  player = undefined;
  finished?.close();
  finished = undefined;
  position = 0;
  facts = '';
  setDownloadsEnabled(false);
  writeUrl(newEntry);

  const info = findGenerator(state.generator)!;
  grid = new OrthogonalGrid(state.width, state.height, state.levels);
  layout = layoutFor(state.width, state.height, state.levels);
  const size = canvasSize(grid, layout);
  ui.canvas.width = size.width;
  ui.canvas.height = size.height;
  Object.assign(ui.canvas.dataset, {
    cellSize: String(layout.cellSize),
    wallWidth: String(layout.wallWidth),
    padding: String(layout.padding),
    picture: 'none',
  });
  ctx.clearRect(0, 0, size.width, size.height);
  label = `${info.name}, ${state.width}×${state.height}${state.levels > 1 ? `×${state.levels}` : ''}, seed ${JSON.stringify(state.seed)}`;
  ui.canvas.setAttribute('aria-label', `Maze: ${label}`);

  const record = grid.size <= ANIMATE_MAX_CELLS;
  const current = new MazeJob({
    generator: state.generator,
    width: state.width,
    height: state.height,
    levels: state.levels,
    seed: state.seed,
    options: state.options,
    record,
  });
  job = current;
  setPhase('carving');
  updatePlayback();
  ui.status.textContent = `Carving ${label}…`;
  ui.progressBox.hidden = record;
  ui.progressLabel.textContent = 'Carving';
  ui.progress.max = 1;
  ui.progress.value = 0;
  current.onProgress = (done, total) => {
    ui.progress.value = done / total;
    ui.progressLabel.textContent = `Carving ${Math.floor((100 * done) / total)}%`;
  };

  let generated;
  try {
    generated = await current.generated;
  } catch (error) {
    // A cancelled job is no longer `job`: the Cancel button has already said so.
    if (current !== job) return;
    ui.progressBox.hidden = true;
    setPhase('failed');
    ui.status.textContent = '';
    showMessages([(error as Error).message]);
    return;
  }
  if (current !== job) return;
  const note = generated.recordingDropped ? 'too many steps to animate' : record ? '' : 'too large to animate';
  facts = `${label}: carved in ${Math.round(generated.millis)} ms, ${generated.deadEnds} dead ends${note ? ` (${note})` : ''}`;
  setDownloadsEnabled(true);
  if (generated.recording) {
    player = new TracePlayer(grid, generated.recording);
    showStatus();
    play();
    await refreshPicture();
  } else {
    setPhase('drawing');
    showStatus();
    await refreshPicture();
    if (current !== job || ui.app.dataset.state !== 'drawing') return;
    setPhase('done');
    updatePlayback();
  }
}

function startFromForm(): void {
  const parsed = readForm();
  state = parsed.state;
  showMessages(parsed.problems);
  fillForm();
  void generateMaze(true);
}

/** Makes the maze the address describes: on first load, and on Back and Forward. */
function startFromUrl(): void {
  const parsed = parseState(location.search, GENERATORS, randomSeed);
  state = parsed.state;
  showMessages(parsed.problems);
  fillForm();
  void generateMaze();
}

function baseName(): string {
  const levels = state.levels > 1 ? `x${state.levels}` : '';
  return `maze-${state.generator}-${state.width}x${state.height}${levels}-${fileSafe(state.seed)}`;
}

async function download(format: 'json' | 'svg'): Promise<void> {
  if (!job) return;
  try {
    const text = await job.export(format, state.solution, state.distances);
    const type = format === 'json' ? 'application/json' : 'image/svg+xml';
    saveFile(`${baseName()}.${format}`, new Blob([text], { type }));
  } catch (error) {
    if (!(error instanceof CancelledError)) showMessages([`Download failed: ${(error as Error).message}`]);
  }
}

function downloadPng(): void {
  const picture = finished;
  if (!picture) return;
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  canvas.getContext('2d')?.drawImage(picture, 0, 0);
  canvas.toBlob((blob) => {
    if (blob) saveFile(`${baseName()}.png`, blob);
    else showMessages(['Download failed: the browser could not encode the PNG']);
  }, 'image/png');
}

function wire(): void {
  for (const g of GENERATORS) ui.generator.add(new Option(g.name, g.id));
  ui.width.max = ui.height.max = String(MAX_SIDE);
  ui.speed.max = String(SPEED_SLIDER_MAX);

  ui.generator.addEventListener('change', () => {
    const info = findGenerator(ui.generator.value)!;
    ui.summary.textContent = info.summary;
    ui.levels.disabled = !info.multiLevel;
    ui.levels.max = String(info.multiLevel ? MAX_LEVELS : 1);
    if (!info.multiLevel) ui.levels.value = '1';
    renderOptionFields(ui.options, info.options, {});
  });
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    startFromForm();
  });
  ui.newSeed.addEventListener('click', () => {
    ui.seed.value = randomSeed();
    startFromForm();
  });
  ui.copyLink.addEventListener('click', () => {
    navigator.clipboard.writeText(location.href).then(
      () => showStatus('link copied'),
      () => showMessages([`Copy this link: ${location.href}`]),
    );
  });
  ui.cancel.addEventListener('click', () => {
    if (!job) return;
    job.cancel();
    job = undefined;
    ui.progressBox.hidden = true;
    setDownloadsEnabled(false);
    setPhase('cancelled');
    ui.status.textContent = `Cancelled: ${label}.`;
  });
  ui.actualSize.addEventListener('change', () => ui.canvasWrap.classList.toggle('actual', ui.actualSize.checked));
  ui.play.addEventListener('click', () => (playing ? pause() : play()));
  ui.stepBack.addEventListener('click', () => seek(Math.floor(position) - 1));
  ui.stepForward.addEventListener('click', () => seek(Math.floor(position) + 1));
  ui.toEnd.addEventListener('click', () => seek(stepCount()));
  ui.scrubber.addEventListener('input', () => seek(Number(ui.scrubber.value)));
  ui.speed.addEventListener('input', () => {
    state.speed = speedFromSlider(Number(ui.speed.value));
    ui.speedValue.value = `${state.speed} steps/s`;
    writeUrl();
  });
  const overlays = (): void => {
    state.solution = ui.solution.checked;
    state.distances = ui.distances.checked;
    writeUrl();
    void refreshPicture();
  };
  ui.solution.addEventListener('change', overlays);
  ui.distances.addEventListener('change', overlays);
  ui.downloadJson.addEventListener('click', () => void download('json'));
  ui.downloadSvg.addEventListener('click', () => void download('svg'));
  ui.downloadPng.addEventListener('click', downloadPng);

  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, select, textarea, button') || event.altKey || event.ctrlKey || event.metaKey) return;
    const keys: Record<string, () => void> = {
      ' ': () => (playing ? pause() : play()),
      ArrowRight: () => seek(Math.floor(position) + 1),
      ArrowLeft: () => seek(Math.floor(position) - 1),
      Home: () => seek(0),
      End: () => seek(stepCount()),
    };
    const action = keys[event.key];
    if (action && player) {
      event.preventDefault();
      action();
    }
  });
}

wire();
window.addEventListener('popstate', startFromUrl);
startFromUrl();
