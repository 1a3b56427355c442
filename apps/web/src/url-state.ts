import { END_RULES, isEndsRule, isMazekitError, type EndsRule, type Generator, type OptionSpec } from '@mazekit/core';
import { MAX_LEVELS, MAX_RINGS, MAX_SHAPE_CELLS, MAX_SIDE, MAX_SPEED, MAX_WEB_CELLS, MIN_SPEED } from './limits.js';
import { baseCellCount, polarCells } from './shape/grid-of.js';
import { findBuiltInMask, maskFromRows, MAX_LINK_MASK } from './shape/masks.js';
import { SHAPES, findShapeById, hasCrossings, whyNot } from './shape/shapes.js';
import { SOLVERS, findSolver } from './solvers.js';
import { FALLBACK_SPEED, defaultSpeed } from './speed.js';

/** Everything that decides what the page shows; the URL carries all of it. */
export interface AppState {
  /** Generator id, one of the bundled generators. */
  generator: string;
  /** Shape (grid topology): `orthogonal`, `hex`, `triangle` or `polar`. */
  shape: string;
  /** Rings around the centre of a polar maze (the other shapes use width, height and levels). */
  rings: number;
  /** The chance each inner cell of a weave maze has of becoming a crossing, 0 to 1 (as the CLI's `--crossings`). */
  crossings: number;
  /**
   * The mask: `''` for none, a built-in mask's id (`heart`, ...), `custom` for an uploaded one
   * carried in {@link maskRows}, or `upload` for an uploaded mask too large for a link.
   */
  mask: string;
  /** The rows of a `custom` mask, as `maskToRows` writes them; `''` otherwise. */
  maskRows: string;
  width: number;
  height: number;
  levels: number;
  /** The seed string, exactly as written into maze JSON. */
  seed: string;
  /** Animation speed in steps per second. */
  speed: number;
  /** The generator's options, every one of them, defaults filled in. */
  options: Record<string, number | boolean | string>;
  /** Draw the solution (start, goal and the route between them). */
  solution: boolean;
  /** Colour cells by their distance from the start. */
  distances: boolean;
  /** After the carving, animate the solve: the distance flood from the entrance, then the route. */
  solve: boolean;
  /**
   * The solver whose walk the animated solve shows (a solver package's id), or `''` for the
   * distance flood from the entrance and then the route.
   */
  solver: string;
  /** The two solvers of the race mode, left and right. */
  race: readonly [string, string];
  /**
   * Carve this many mazes (seeds `<seed>-1 .. <seed>-N`) and keep the hardest by core's
   * difficulty score, as `mazekit generate --count N --pick hardest`; 1 = just the seed.
   */
  hardest: number;
  /** Fraction of dead ends opened into loops after carving (0 = perfect), as the CLI's `--braid`. */
  braid: number;
  /** Where the entrance and exit go (core `mazeEnds`, as the CLI's `--ends-at`): `corners`, `longest` or `border`. */
  ends: EndsRule;
  /** The page's mode: `watch` the carving, `play` the maze, or one a module registered. */
  mode: string;
}

/** The parts of a generator the URL needs to know about. */
export type GeneratorInfo = Pick<Generator, 'id' | 'multiLevel' | 'options' | 'checkOptions'> & {
  /** Grid topologies it carves (`*`: any grid, masked too); absent means any. */
  readonly topologies?: readonly string[];
  readonly name?: string;
};

/** A parsed state plus one line per parameter that had to be corrected. */
export interface ParsedState {
  readonly state: AppState;
  readonly problems: readonly string[];
}

/** Seeds longer than this are cut, so that a link stays a link. */
export const MAX_SEED_LENGTH = 200;

/** Size and speed of a fresh page. */
export const DEFAULTS = Object.freeze({ width: 24, height: 16, levels: 1, rings: 10, crossings: 0.4, speed: FALLBACK_SPEED, mode: 'watch', shape: 'orthogonal' });

/** The race a fresh page offers: a wall follower against Trémaux's marks. */
export const DEFAULT_RACE: readonly [string, string] = Object.freeze(['wall-follower', 'tremaux'] as const);

/** Most mazes "hardest of N" carves to pick one. */
export const MAX_HARDEST = 100;

function parseSolver(params: URLSearchParams, problems: string[]): string {
  const raw = params.get('solver');
  if (raw === null || raw === '' || raw === 'flood') return '';
  if (findSolver(raw)) return raw;
  problems.push(`unknown solver ${JSON.stringify(raw)}; choose flood or one of ${SOLVERS.map((s) => s.id).join(', ')}; using flood`);
  return '';
}

function parseRace(params: URLSearchParams, problems: string[]): readonly [string, string] {
  const raw = params.get('race');
  if (raw === null) return DEFAULT_RACE;
  const ids = raw.split(',');
  if (ids.length === 2 && ids.every((id) => findSolver(id))) return [ids[0]!, ids[1]!];
  problems.push(`race must be two solvers joined by a comma, each one of ${SOLVERS.map((s) => s.id).join(', ')}; got ${JSON.stringify(raw)}, using ${DEFAULT_RACE.join(',')}`);
  return DEFAULT_RACE;
}

function parseHardest(params: URLSearchParams, problems: string[]): number {
  const pick = params.get('pick');
  if (pick === null) {
    if (params.get('of') !== null) problems.push('of counts the mazes of pick=hardest; no pick was given, so it is ignored');
    return 1;
  }
  if (pick !== 'hardest') {
    problems.push(`pick must be hardest; got ${JSON.stringify(pick)}, using one maze`);
    return 1;
  }
  const of = parseInteger(params, 'of', 10, 2, MAX_HARDEST, problems);
  return of;
}

/** The braid fraction (and the crossings density) is kept to two decimals, so a link spells it exactly. */
function roundBraid(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The `crossings` density of a weave maze: a number from 0 to 1, two decimals, as the CLI's `--crossings`. */
function parseCrossings(params: URLSearchParams, problems: string[]): number {
  const raw = params.get('crossings');
  if (raw === null) return DEFAULTS.crossings;
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value)) {
    problems.push(`crossings must be a number from 0 to 1; got ${JSON.stringify(raw)}, using ${DEFAULTS.crossings}`);
    return DEFAULTS.crossings;
  }
  const clamped = roundBraid(Math.min(1, Math.max(0, value)));
  if (clamped !== value) problems.push(`crossings must be a number from 0 to 1 with at most two decimals; got ${JSON.stringify(raw)}, using ${clamped}`);
  return clamped;
}

function parseBraid(params: URLSearchParams, problems: string[]): number {
  const raw = params.get('braid');
  if (raw === null) return 0;
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value)) {
    problems.push(`braid must be a number from 0 to 1; got ${JSON.stringify(raw)}, using 0`);
    return 0;
  }
  const clamped = roundBraid(Math.min(1, Math.max(0, value)));
  if (clamped !== value) problems.push(`braid must be a number from 0 to 1 with at most two decimals; got ${JSON.stringify(raw)}, using ${clamped}`);
  return clamped;
}

/** The link parameter of the entrance and exit rule, named as the CLI's `--ends-at`. */
export const ENDS_PARAM = 'ends-at';

const MODE = /^[a-z][a-z0-9-]{0,31}$/;

/** Prefix of the query parameters that carry generator options (`opt.bias=0.5`). */
export const OPTION_PREFIX = 'opt.';

function parseInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value)) {
    problems.push(`${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}, using ${fallback}`);
    return fallback;
  }
  const clamped = Math.min(max, Math.max(min, Math.round(value)));
  if (clamped !== value) problems.push(`${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(raw)}, using ${clamped}`);
  return clamped;
}

function parseFlag(params: URLSearchParams, name: string, problems: string[]): boolean {
  const raw = params.get(name);
  if (raw === null) return false;
  const v = raw.trim().toLowerCase();
  if (v === '1' || v === 'true' || v === 'yes' || v === 'on' || v === '') return true;
  if (v === '0' || v === 'false' || v === 'no' || v === 'off') return false;
  problems.push(`${name} must be 1 or 0; got ${JSON.stringify(raw)}, using 0`);
  return false;
}

/**
 * Text options have rules of their generator's own beyond the specs (the rooms generator's
 * `roomSize` is a range like `3..9`): each text value is put to the generator's `checkOptions`
 * alone, and one it refuses goes back to its default, with the generator's reason.
 */
function checkTextOptions(info: GeneratorInfo, options: Record<string, number | boolean | string>, problems: string[]): void {
  const check = info.checkOptions?.bind(info);
  if (!check) return;
  for (const spec of info.options) {
    const value = options[spec.name];
    if (spec.type !== 'string' || value === spec.default) continue;
    try {
      check({ [spec.name]: value });
    } catch (error) {
      if (!isMazekitError(error)) throw error;
      // The reason without the package, naming the parameter as the link spells it.
      const reason = error.message.slice(error.source.length + 2).replace(new RegExp(`^option ${spec.name} `), '');
      problems.push(`${OPTION_PREFIX}${spec.name} ${reason}; using ${JSON.stringify(spec.default)}`);
      options[spec.name] = spec.default;
    }
  }
}

function parseOption(spec: OptionSpec, raw: string, problems: string[]): number | boolean | string {
  const label = `${OPTION_PREFIX}${spec.name}`;
  switch (spec.type) {
    case 'number': {
      let value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(value)) {
        problems.push(`${label} must be a number; got ${JSON.stringify(raw)}, using ${String(spec.default)}`);
        return spec.default;
      }
      const given = value;
      if (spec.integer) value = Math.round(value);
      if (spec.min !== undefined) value = Math.max(spec.min, value);
      if (spec.max !== undefined) value = Math.min(spec.max, value);
      if (value !== given) problems.push(`${label} is out of range; got ${JSON.stringify(raw)}, using ${value}`);
      return value;
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (v === '1' || v === 'true') return true;
      if (v === '0' || v === 'false') return false;
      problems.push(`${label} must be true or false; got ${JSON.stringify(raw)}, using ${String(spec.default)}`);
      return spec.default;
    }
    case 'choice':
      if (spec.choices?.includes(raw)) return raw;
      problems.push(`${label} must be one of ${(spec.choices ?? []).join(', ')}; got ${JSON.stringify(raw)}, using ${String(spec.default)}`);
      return spec.default;
    default:
      return raw;
  }
}

/**
 * Reads the page state from a query string. Never throws: a missing parameter takes its
 * default, a bad one is clamped or replaced by its default, and each correction is described
 * in `problems` so the page can say what it changed. `newSeed` supplies the seed when the URL
 * has none.
 */
export function parseState(
  search: string,
  generators: readonly GeneratorInfo[],
  newSeed: () => string,
  modes: readonly string[] = [DEFAULTS.mode],
  uploaded = false,
): ParsedState {
  if (generators.length === 0) throw new Error('@mazekit/web: no generators are bundled');
  const params = new URLSearchParams(search);
  const problems: string[] = [];

  let shape: string = DEFAULTS.shape;
  const askedShape = params.get('shape');
  if (askedShape !== null) {
    if (findShapeById(askedShape)) shape = askedShape;
    else problems.push(`unknown shape ${JSON.stringify(askedShape)}; choose one of ${SHAPES.map((s) => s.topology).join(', ')}; using ${shape}`);
  }
  let { mask, maskRows } = parseMask(params, uploaded, problems);
  if (mask !== '' && hasCrossings(findShapeById(shape)!)) {
    // A masked weave grid places no crossings (they need the whole board around them).
    problems.push(`a weave maze takes no mask: its crossings need the whole board; using no mask`);
    mask = maskRows = '';
  }
  const masked = mask !== '';

  const requested = params.get('generator');
  let info = generators[0]!;
  if (requested !== null) {
    const found = generators.find((g) => g.id === requested);
    if (found) info = found;
    else problems.push(`unknown generator ${JSON.stringify(requested)}; choose one of ${generators.map((g) => g.id).join(', ')}; using ${info.id}`);
  }
  const refusal = whyNot({ id: info.id, name: info.name ?? info.id, topologies: info.topologies ?? ['*'] }, shape, masked);
  if (refusal) {
    const able = generators.find((g) => !whyNot({ id: g.id, name: g.name ?? g.id, topologies: g.topologies ?? ['*'] }, shape, masked)) ?? generators[0]!;
    problems.push(`${refusal}; using ${able.id}`);
    info = able;
  }

  const shapeInfo = findShapeById(shape)!;
  const flat = !shapeInfo.multiLevel;
  let width = parseInteger(params, 'width', DEFAULTS.width, 1, MAX_SIDE, problems);
  let height = parseInteger(params, 'height', DEFAULTS.height, 1, MAX_SIDE, problems);
  let levels = parseInteger(params, 'levels', DEFAULTS.levels, 1, MAX_LEVELS, problems);
  let rings = parseInteger(params, 'rings', DEFAULTS.rings, 1, MAX_RINGS, problems);
  const crossings = parseCrossings(params, problems);
  if (levels > 1 && (!info.multiLevel || flat)) {
    problems.push(`${flat ? `${shapeInfo.name} mazes have` : `${info.id} carves`} single-level mazes only; using levels=1`);
    levels = 1;
  }
  if (shape === 'triangle' && width === 1 && height > 2) {
    problems.push(`a triangle maze 1 cell wide has at most 2 rows; using height=2`);
    height = 2;
  }
  const limit = shape === 'orthogonal' && !masked ? MAX_WEB_CELLS : MAX_SHAPE_CELLS;
  if (shape === 'polar') {
    const asked = rings;
    while (rings > 1 && polarCells(rings) > limit) rings--;
    if (rings !== asked) problems.push(`a polar maze has at most ${limit} cells here; using rings=${rings}`);
  } else if (baseCellCount({ shape, width, height, levels, rings }) > limit) {
    // Both sides shrink by the same factor, so the maze keeps its proportions (not a strip).
    const asked = { width, height };
    const scale = Math.sqrt(limit / baseCellCount({ shape, width, height, levels, rings }));
    width = Math.max(1, Math.floor(width * scale));
    height = Math.max(1, Math.floor(height * scale));
    while (baseCellCount({ shape, width, height, levels, rings }) > limit) {
      if (width >= height && width > 1) width--;
      else height--;
    }
    if (shape === 'triangle' && width === 1 && height > 2) height = 2;
    const most = limit === MAX_WEB_CELLS ? '' : ` (the most for a ${masked ? 'masked' : shapeInfo.name.toLowerCase()} maze here)`;
    problems.push(`${asked.width}x${asked.height}x${levels} is more than ${limit} cells${most}; using ${width}x${height}, both sides shrunk in proportion`);
  }

  let seed = params.get('seed');
  if (seed === null || seed === '') {
    if (seed === '') problems.push('seed was empty; using a new random seed');
    seed = newSeed();
  } else if (seed.length > MAX_SEED_LENGTH) {
    problems.push(`seed is longer than ${MAX_SEED_LENGTH} characters; using its first ${MAX_SEED_LENGTH}`);
    seed = seed.slice(0, MAX_SEED_LENGTH);
  }

  const speed = parseInteger(params, 'speed', defaultSpeed(info.id), MIN_SPEED, MAX_SPEED, problems);

  const options: Record<string, number | boolean | string> = {};
  for (const spec of info.options) {
    const raw = params.get(OPTION_PREFIX + spec.name);
    options[spec.name] = raw === null ? spec.default : parseOption(spec, raw, problems);
  }
  checkTextOptions(info, options, problems);
  for (const key of new Set(params.keys())) {
    if (key.startsWith(OPTION_PREFIX) && !info.options.some((s) => OPTION_PREFIX + s.name === key)) {
      problems.push(`${info.id} has no option ${JSON.stringify(key.slice(OPTION_PREFIX.length))}; ignored`);
    }
  }

  return {
    state: {
      generator: info.id,
      shape,
      rings,
      crossings,
      mask,
      maskRows,
      width,
      height,
      levels,
      seed,
      speed,
      options,
      solution: parseFlag(params, 'solution', problems),
      distances: parseFlag(params, 'distances', problems),
      solve: parseFlag(params, 'solve', problems),
      solver: parseSolver(params, problems),
      race: parseRace(params, problems),
      hardest: parseHardest(params, problems),
      braid: parseBraid(params, problems),
      ends: parseEnds(params, problems),
      mode: parseMode(params.get('mode'), modes, problems),
    },
    problems,
  };
}

/** The mask parameters: a built-in name, `custom` with its rows, or `upload` (kept on the page only). */
function parseMask(params: URLSearchParams, uploaded: boolean, problems: string[]): { mask: string; maskRows: string } {
  const raw = params.get('mask');
  if (raw === null || raw === '' || raw === 'none') return { mask: '', maskRows: '' };
  if (findBuiltInMask(raw)) return { mask: raw, maskRows: '' };
  if (raw === 'upload') {
    if (uploaded) return { mask: raw, maskRows: '' };
    problems.push(`this link was made with an uploaded mask of more than ${MAX_LINK_MASK} pixels, which a link cannot carry; load the mask file again. Using no mask`);
    return { mask: '', maskRows: '' };
  }
  if (raw === 'custom') {
    const rows = params.get('maskrows') ?? '';
    try {
      const bitmap = maskFromRows(rows);
      if (bitmap.width * bitmap.height > MAX_LINK_MASK) throw new Error(`maskrows holds more than ${MAX_LINK_MASK} pixels`);
      return { mask: raw, maskRows: rows };
    } catch (error) {
      problems.push(`${(error as Error).message.replace(/^@mazekit\/[a-z-]+: /, '')}; using no mask`);
      return { mask: '', maskRows: '' };
    }
  }
  problems.push(`unknown mask ${JSON.stringify(raw)}; choose none, heart, circle, ring, letter or load a mask file; using no mask`);
  return { mask: '', maskRows: '' };
}

/** The `ends-at` parameter: one of core's rules, `corners` when absent. */
function parseEnds(params: URLSearchParams, problems: string[]): EndsRule {
  const raw = params.get(ENDS_PARAM);
  if (raw === null) return 'corners';
  if (isEndsRule(raw)) return raw;
  problems.push(`${ENDS_PARAM} must be one of ${END_RULES.join(', ')}; got ${JSON.stringify(raw)}, using corners`);
  return 'corners';
}

function parseMode(raw: string | null, modes: readonly string[], problems: string[]): string {
  if (raw === null) return DEFAULTS.mode;
  if (MODE.test(raw) && modes.includes(raw)) return raw;
  problems.push(`mode must be one of ${modes.join(', ')}; got ${JSON.stringify(raw)}, using ${DEFAULTS.mode}`);
  return DEFAULTS.mode;
}

/**
 * Writes the page state as a query string (without `?`), every parameter spelled out so
 * that a shared link makes the same maze even if defaults change later.
 */
export function serializeState(state: AppState): string {
  const params = new URLSearchParams();
  params.set('generator', state.generator);
  params.set('shape', state.shape);
  if (state.shape === 'polar') params.set('rings', String(state.rings));
  else {
    params.set('width', String(state.width));
    params.set('height', String(state.height));
    params.set('levels', String(state.levels));
  }
  if (state.shape === 'weave') params.set('crossings', String(state.crossings));
  if (state.mask) params.set('mask', state.mask);
  if (state.mask === 'custom') params.set('maskrows', state.maskRows);
  params.set('seed', state.seed);
  params.set('speed', String(state.speed));
  for (const name of Object.keys(state.options).sort()) params.set(OPTION_PREFIX + name, String(state.options[name]));
  params.set('solution', state.solution ? '1' : '0');
  params.set('distances', state.distances ? '1' : '0');
  params.set('solve', state.solve ? '1' : '0');
  // The solver, the pick and the race only when asked for: older links stay as they were.
  if (state.solver) params.set('solver', state.solver);
  if (state.hardest > 1) {
    params.set('pick', 'hardest');
    params.set('of', String(state.hardest));
  }
  params.set('braid', String(state.braid));
  params.set(ENDS_PARAM, state.ends);
  params.set('mode', state.mode);
  if (state.mode === 'race' || state.race.join(',') !== DEFAULT_RACE.join(',')) params.set('race', state.race.join(','));
  return params.toString();
}
