import { randomSeed } from '@mazekit/core';
import { GENERATORS, findGenerator } from '../generators.js';
import { MAX_LEVELS, MAX_RINGS, MAX_SIDE } from '../limits.js';
import { hasUpload, keepUpload, uploadName } from '../shape/mask-state.js';
import { BUILT_IN_MASKS, MAX_LINK_MASK, maskToRows } from '../shape/masks.js';
import { MaskFileError, readMaskFile } from '../shape/mask-file.js';
import { SHAPES, findShapeById, hasCrossings, shapeLabel, sizedByRings, whyNot } from '../shape/shapes.js';
import { showMessages } from '../messages.js';
import { modeIds } from '../modes/registry.js';
import { readOptionFields, renderOptionFields } from '../option-fields.js';
import { labelOf } from '../session.js';
import { defaultSpeed } from '../speed.js';
import { store } from '../store.js';
import { ui } from '../ui.js';
import { ENDS_PARAM, parseState, type AppState } from '../url-state.js';

/**
 * Marks the generators that cannot carve the chosen shape (or a masked maze) as disabled in
 * the menu, the reason in their label, and shows the size fields the shape takes.
 */
function showShapeFields(shapeId: string, masked: boolean): void {
  const shape = findShapeById(shapeId) ?? SHAPES[0]!;
  ui.shapeSummary.textContent = shape.summary;
  const rings = sizedByRings(shape);
  ui.widthField.hidden = ui.heightField.hidden = rings;
  // A shape of one floor only (polar, weave) has no levels box.
  ui.levelsField.hidden = rings || !shape.params.some((p) => p.name === 'levels');
  ui.ringsField.hidden = !rings;
  const woven = hasCrossings(shape);
  ui.crossingsField.hidden = !woven;
  // A weave maze's crossings need the whole board: the mask menu is off for it.
  ui.mask.disabled = woven;
  ui.mask.title = woven ? 'A weave maze takes no mask: its crossings need the whole board' : '';
  for (const option of Array.from(ui.generator.options)) {
    const g = findGenerator(option.value);
    if (!g) continue;
    const reason = whyNot(g, shape.topology, masked);
    option.disabled = reason !== '';
    option.textContent = reason ? `${g.name} (${reason.slice(g.name.length + 1)})` : g.name;
    option.title = reason;
  }
}

/** The mask menu: none, the built-in masks, and the uploaded mask when there is one. */
function fillMaskMenu(state: Readonly<AppState>): void {
  const options = [new Option('None', ''), ...BUILT_IN_MASKS.map((m) => new Option(m.label, m.id))];
  if (state.mask === 'custom') options.push(new Option(`Uploaded (${uploadName() || 'from the link'})`, 'custom'));
  if (state.mask === 'upload' || hasUpload()) options.push(new Option(`Uploaded (${uploadName()}, not in links)`, 'upload'));
  ui.mask.replaceChildren(...options);
  ui.mask.value = state.mask;
  ui.mask.dataset.rows = state.maskRows;
}

/** Shows `state` in the form. */
export function fillForm(state: Readonly<AppState>): void {
  const info = findGenerator(state.generator)!;
  const shape = findShapeById(state.shape) ?? SHAPES[0]!;
  const levelled = info.multiLevel && shape.multiLevel;
  ui.generator.value = info.id;
  ui.summary.textContent = info.summary;
  ui.shape.value = shape.topology;
  fillMaskMenu(state);
  showShapeFields(shape.topology, state.mask !== '');
  ui.width.value = String(state.width);
  ui.height.value = String(state.height);
  ui.rings.value = String(state.rings);
  ui.crossings.value = String(state.crossings);
  ui.levels.value = String(state.levels);
  ui.levels.max = String(levelled ? MAX_LEVELS : 1);
  ui.levels.disabled = !levelled;
  ui.seed.value = state.seed;
  ui.braid.value = String(state.braid);
  ui.braidValue.value = String(state.braid);
  ui.endsAt.value = state.ends;
  ui.hardest.value = String(state.hardest);
  ui.solution.checked = state.solution;
  ui.distances.checked = state.distances;
  ui.settingsSummary.textContent = labelOf(state);
  renderOptionFields(ui.options, info.options, state.options);
}

/** The form as a state, through the same checks as a URL, so bad input gets the same messages. */
export function readForm(): { state: AppState; problems: readonly string[] } {
  const info = findGenerator(ui.generator.value) ?? GENERATORS[0]!;
  const shape = findShapeById(ui.shape.value) ?? SHAPES[0]!;
  const current = store.state;
  const params = new URLSearchParams([
    ['generator', info.id],
    ['shape', shape.topology],
    ['width', ui.width.value],
    ['height', ui.height.value],
    ['levels', info.multiLevel && shape.multiLevel ? ui.levels.value : '1'],
    ['rings', ui.rings.value],
    ['crossings', ui.crossings.value],
    ['mask', hasCrossings(shape) ? '' : ui.mask.value],
    ['maskrows', ui.mask.value === 'custom' ? (ui.mask.dataset.rows ?? '') : ''],
    ['seed', ui.seed.value],
    // A speed left at its generator's default follows the generator; one the user chose stays.
    ['speed', String(current.speed === defaultSpeed(current.generator) ? defaultSpeed(info.id) : current.speed)],
    ...readOptionFields(ui.options, info.options),
    ['solution', ui.solution.checked ? '1' : '0'],
    ['distances', ui.distances.checked ? '1' : '0'],
    ['braid', ui.braid.value],
    [ENDS_PARAM, ui.endsAt.value],
    ['mode', current.mode],
    // What the form does not hold stays as it is: the animated solve, its solver, the race.
    ['solve', current.solve ? '1' : '0'],
    ['solver', current.solver],
    ['race', current.race.join(',')],
  ]);
  const hardest = ui.hardest.value.trim();
  // 1 or less is one maze; anything else goes through the link's checks (and their messages).
  if (hardest !== '' && !(Number(hardest) <= 1)) {
    params.set('pick', 'hardest');
    params.set('of', hardest);
  }
  return parseState(params.toString(), GENERATORS, randomSeed, modeIds(), hasUpload());
}

/** Reads a mask file the user picked and makes the maze with it; a bad file gets one line and changes nothing. */
async function loadMaskFile(file: File, submit: () => void): Promise<void> {
  let bitmap;
  try {
    bitmap = await readMaskFile(file);
  } catch (error) {
    showMessages([error instanceof MaskFileError ? error.message : `mask file ${JSON.stringify(file.name)} could not be read: ${(error as Error).message}`]);
    return;
  }
  keepUpload(bitmap, file.name);
  const small = bitmap.width * bitmap.height <= MAX_LINK_MASK;
  fillMaskMenu({ ...store.state, mask: small ? 'custom' : 'upload', maskRows: small ? maskToRows(bitmap) : '' });
  submit();
  if (store.state.mask === 'upload') {
    showMessages([
      `The mask ${JSON.stringify(file.name)} is ${bitmap.width}×${bitmap.height} pixels, more than a link carries (${MAX_LINK_MASK}): it is used here, but a copied link makes the maze without it.`,
    ]);
  }
}

/**
 * Wires the settings form. Every change that decides the maze (generator, size, seed,
 * braid, a generator option) makes the new maze at once: `regenerate` is called with the
 * form's state and the lines describing anything that had to be corrected.
 */
export function wireSettings(regenerate: (state: AppState) => void): void {
  for (const g of GENERATORS) ui.generator.add(new Option(g.name, g.id));
  for (const shape of SHAPES) ui.shape.add(new Option(shapeLabel(shape), shape.topology));
  ui.width.max = ui.height.max = String(MAX_SIDE);
  ui.rings.max = String(MAX_RINGS);

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
  ui.shape.addEventListener('change', () => {
    showShapeFields(ui.shape.value, ui.mask.value !== '');
    now();
  });
  ui.mask.addEventListener('change', () => {
    showShapeFields(ui.shape.value, ui.mask.value !== '');
    now();
  });
  ui.maskFile.addEventListener('change', () => {
    const file = ui.maskFile.files?.[0];
    // Cleared, so picking the same file again (after editing it) is a change too.
    ui.maskFile.value = '';
    if (file) void loadMaskFile(file, now);
  });
  for (const input of [ui.width, ui.height, ui.levels, ui.rings, ui.crossings, ui.seed, ui.hardest]) {
    input.addEventListener('input', soon);
    input.addEventListener('change', now);
  }
  ui.braid.addEventListener('input', () => {
    ui.braidValue.value = ui.braid.value;
    soon();
  });
  ui.braid.addEventListener('change', now);
  ui.options.addEventListener('change', now);
  ui.endsAt.addEventListener('change', now);
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    now();
  });
  ui.newSeed.addEventListener('click', () => {
    ui.seed.value = randomSeed();
    now();
  });
}
