import { randomSeed } from '@mazekit/core';
import { GENERATORS, findGenerator } from '../generators.js';
import { MAX_LEVELS, MAX_SIDE } from '../limits.js';
import { showMessages } from '../messages.js';
import { modeIds } from '../modes/registry.js';
import { readOptionFields, renderOptionFields } from '../option-fields.js';
import { labelOf } from '../session.js';
import { defaultSpeed } from '../speed.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { parseState, type AppState } from '../url-state.js';

/** Shows `state` in the form. */
export function fillForm(state: Readonly<AppState>): void {
  const info = findGenerator(state.generator)!;
  ui.generator.value = info.id;
  ui.summary.textContent = info.summary;
  ui.width.value = String(state.width);
  ui.height.value = String(state.height);
  ui.levels.value = String(state.levels);
  ui.levels.max = String(info.multiLevel ? MAX_LEVELS : 1);
  ui.levels.disabled = !info.multiLevel;
  ui.seed.value = state.seed;
  ui.braid.value = String(state.braid);
  ui.braidValue.value = String(state.braid);
  ui.solution.checked = state.solution;
  ui.distances.checked = state.distances;
  ui.settingsSummary.textContent = labelOf(state);
  renderOptionFields(ui.options, info.options, state.options);
}

/** The form as a state, through the same checks as a URL, so bad input gets the same messages. */
export function readForm(): { state: AppState; problems: readonly string[] } {
  const info = findGenerator(ui.generator.value) ?? GENERATORS[0]!;
  const current = store.state;
  const params = new URLSearchParams([
    ['generator', info.id],
    ['width', ui.width.value],
    ['height', ui.height.value],
    ['levels', info.multiLevel ? ui.levels.value : '1'],
    ['seed', ui.seed.value],
    // A speed left at its generator's default follows the generator; one the user chose stays.
    ['speed', String(current.speed === defaultSpeed(current.generator) ? defaultSpeed(info.id) : current.speed)],
    ...readOptionFields(ui.options, info.options),
    ['solution', ui.solution.checked ? '1' : '0'],
    ['distances', ui.distances.checked ? '1' : '0'],
    ['braid', ui.braid.value],
    ['mode', current.mode],
  ]);
  return parseState(params.toString(), GENERATORS, randomSeed, modeIds());
}

/**
 * Wires the settings form. Every change that decides the maze (generator, size, seed,
 * braid, a generator option) makes the new maze at once: `regenerate` is called with the
 * form's state and the lines describing anything that had to be corrected.
 */
export function wireSettings(regenerate: (state: AppState) => void): void {
  for (const g of GENERATORS) ui.generator.add(new Option(g.name, g.id));
  ui.width.max = ui.height.max = String(MAX_SIDE);

  const submit = (): void => {
    const parsed = readForm();
    showMessages(parsed.problems);
    fillForm(parsed.state);
    regenerate(parsed.state);
  };
  // Number boxes change on every keystroke: wait for a pause before carving.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(submit, 500);
  };
  const now = (): void => {
    clearTimeout(timer);
    submit();
  };

  ui.generator.addEventListener('change', () => {
    const info = findGenerator(ui.generator.value)!;
    ui.levels.disabled = !info.multiLevel;
    ui.levels.max = String(info.multiLevel ? MAX_LEVELS : 1);
    if (!info.multiLevel) ui.levels.value = '1';
    renderOptionFields(ui.options, info.options, {});
    now();
  });
  for (const input of [ui.width, ui.height, ui.levels, ui.seed]) {
    input.addEventListener('input', soon);
    input.addEventListener('change', now);
  }
  ui.braid.addEventListener('input', () => {
    ui.braidValue.value = ui.braid.value;
    soon();
  });
  ui.braid.addEventListener('change', now);
  ui.options.addEventListener('change', now);
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    now();
  });
  ui.newSeed.addEventListener('click', () => {
    ui.seed.value = randomSeed();
    now();
  });
}
