import { MazekitError, describeValue } from './errors.js';
import { FORMAT } from './format-write.js';
import { MaskedGrid } from './mask-grid.js';
import type { Maze } from './maze.js';
import type { Grid, Shape } from './grid.js';
import { findShape, knownTopologies } from './shape-of.js';
import { readLayout } from './layout-json.js';

const SOURCE = '@mazekit/core/format';

function fail(rule: string, message: string, where: string): never {
  throw new MazekitError(SOURCE, `${where}rule ${rule}: ${message}`, rule);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/**
 * Checks a parsed `mazekit/1` object against every rule of the spec and returns the maze.
 * The `topology` picks the shape among orthogonal (always known) and `shapes`; an unknown
 * one is refused naming the known ones. A broken rule throws a {@link MazekitError} whose
 * message (and `rule`) names it: `object`, `format`, `topology`, the shape's own rules
 * (`size`, `max-cells`, ...), `mask`, `generator`, `seed`, `cells`, `cells-length`,
 * `cell-value`, `mask-cell`, `off-grid`, `symmetric`, `mask-disconnected`, the dungeon rules
 * (`rooms`, `room-bounds`, `room-overlap`, `room-open`, `doors`, `door-open`, `door-room`,
 * `door-twice`, `door-missing`), `start`, `goal`, `solution`, `solution-ends`,
 * `solution-adjacent`. Unknown top-level fields are ignored.
 * Without `shapes` the result is typed as an orthogonal maze, since nothing else can be read.
 */
export function mazeFromJSON(value: unknown, where?: string): Maze;
export function mazeFromJSON(value: unknown, where: string | undefined, shapes: readonly Shape[]): Maze<Grid>;
export function mazeFromJSON(value: unknown, where = '', shapes: readonly Shape[] = []): Maze<Grid> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('object', `a maze must be a JSON object, got ${describeValue(value)}`, where);
  }
  const o = value as Record<string, unknown>;
  if (o.format !== FORMAT) fail('format', `"format" must be "${FORMAT}", got ${describeValue(o.format)}`, where);
  const shape = typeof o.topology === 'string' ? findShape(o.topology, shapes) : undefined;
  if (!shape) {
    const known = knownTopologies(shapes);
    const allowed = known.length === 1 ? `"${known[0]}"` : `one of ${known.join(', ')}`;
    fail('topology', `"topology" must be ${allowed}, got ${describeValue(o.topology)}`, where);
  }
  const base = shape.readFields(o, (rule, message) => fail(rule, message, where));
  const size = base.size;
  let on: Uint8Array | undefined;
  if (o.mask !== undefined) {
    const m = o.mask;
    if (typeof m !== 'string' || m.length !== size || !/^[01]*$/.test(m)) {
      fail('mask', `"mask" must be a string of ${size} characters 0 (off) or 1 (on), one per cell`, where);
    }
    on = new Uint8Array(size);
    for (let i = 0; i < size; i++) on[i] = m.charCodeAt(i) - 48;
    if (!on.includes(1)) fail('mask', '"mask" switches every cell off; at least one cell must be on', where);
  }
  if (typeof o.generator !== 'string') fail('generator', `"generator" must be a string, got ${describeValue(o.generator)}`, where);
  if (typeof o.seed !== 'string') fail('seed', `"seed" must be a string, got ${describeValue(o.seed)}`, where);
  const raw = o.cells;
  if (!Array.isArray(raw)) fail('cells', `"cells" must be an array of integers, got ${describeValue(raw)}`, where);
  if (raw.length !== size) {
    const count = shape.topology === 'orthogonal' ? `width*height*levels = ${size}` : `${size}`;
    fail('cells-length', `"cells" must have ${count} entries, got ${raw.length}`, where);
  }
  const names = shape.directions;
  const maxValue = (1 << names.length) - 1;
  const cells = base.cells;
  for (let i = 0; i < size; i++) {
    const v: unknown = raw[i];
    if (!isInt(v) || v < 0 || v > maxValue) fail('cell-value', `cells[${i}] must be an integer from 0 to ${maxValue}, got ${describeValue(v)}`, where);
    if (on && on[i] === 0 && v !== 0) fail('mask-cell', `cells[${i}] is masked off but has passages (${v}); it must be 0`, where);
    cells[i] = v;
  }
  for (let c = 0; c < size; c++) {
    const bits = cells[c]!;
    if (bits === 0) continue;
    for (let d = 0; d < names.length; d++) {
      if (!(bits & (1 << d))) continue;
      const n = base.neighbor(c, d);
      if (n < 0) fail('off-grid', `cell ${c} opens ${names[d]}, which leads off the grid`, where);
      const back = base.opposite(d);
      if (!(cells[n]! & (1 << back))) {
        fail('symmetric', `cell ${c} opens ${names[d]} but cell ${n} does not open ${names[back]}`, where);
      }
    }
  }
  const grid = on ? maskedFrom(base, on, shape, where) : base;
  const masked = grid instanceof MaskedGrid ? grid : undefined;
  // Files name base cells; a masked maze numbers its on-cells only.
  const toCell = (v: number): number => (masked ? masked.fromBase[v]! : v);
  const layout = readLayout(o, grid, (rule, message) => fail(rule, message, where));
  const maze: Maze<Grid> = layout ? { grid, generator: o.generator, seed: o.seed, layout } : { grid, generator: o.generator, seed: o.seed };
  for (const key of ['start', 'goal'] as const) {
    const v = o[key];
    if (v === undefined) continue;
    if (!isInt(v) || v < 0 || v >= size || toCell(v) < 0) {
      fail(key, `"${key}" must be a cell index from 0 to ${size - 1}${masked ? ' of a cell that is on' : ''}, got ${describeValue(v)}`, where);
    }
    maze[key] = toCell(v);
  }
  if (o.solution !== undefined) {
    const s = o.solution;
    if (!Array.isArray(s) || s.length === 0 || !s.every((v) => isInt(v) && v >= 0 && v < size && toCell(v) >= 0)) {
      fail('solution', `"solution" must be a non-empty array of cell indices from 0 to ${size - 1}${masked ? ', each on' : ''}`, where);
    }
    const path = (s as number[]).map(toCell);
    if (maze.start === undefined || maze.goal === undefined || path[0] !== maze.start || path[path.length - 1] !== maze.goal) {
      fail('solution-ends', `"solution" must run from "start" to "goal", both given`, where);
    }
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const d = grid.directionTo(a, b);
      if (d < 0 || !grid.isOpen(a, d)) {
        const [fa, fb] = [(s as number[])[i - 1], (s as number[])[i]];
        fail('solution-adjacent', `solution steps from cell ${fa} to cell ${fb} without an open passage between them`, where);
      }
    }
    maze.solution = path;
  }
  return maze;
}

/** The masked grid of a file: its on-cells must connect, and take their passages from `base.cells`. */
function maskedFrom(base: Grid, on: Uint8Array, shape: Shape, where: string): MaskedGrid {
  const size = base.size;
  const fromBase = new Int32Array(size).fill(-1);
  let count = 0;
  for (let c = 0; c < size; c++) if (on[c]) fromBase[c] = count++;
  const toBase = new Int32Array(count);
  for (let c = 0; c < size; c++) if (on[c]) toBase[fromBase[c]!] = c;
  // Connectivity of the on-cells over the base grid's neighbours (not the passages).
  const seen = new Uint8Array(size);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  queue[tail++] = toBase[0]!;
  seen[toBase[0]!] = 1;
  while (head < tail) {
    const c = queue[head++]!;
    for (let d = 0; d < base.degree; d++) {
      const n = base.neighbor(c, d);
      if (n >= 0 && on[n] && !seen[n]) {
        seen[n] = 1;
        queue[tail++] = n;
      }
    }
  }
  if (tail < count) {
    let lost = 0;
    while (!on[lost] || seen[lost]) lost++;
    fail('mask-disconnected', `"mask" on-cells do not all connect: ${shape.cellName(base, lost)} cannot be reached from ${shape.cellName(base, toBase[0]!)}`, where);
  }
  const cells = new Uint8Array(count);
  for (let i = 0; i < count; i++) cells[i] = base.cells[toBase[i]!]!;
  base.cells.fill(0);
  return new MaskedGrid(base, toBase, fromBase, cells);
}

/**
 * Parses one maze from `mazekit/1` JSON text; rule `json` when the text is not JSON. Pass the
 * installed `shapes` to read topologies other than orthogonal.
 */
export function parseMaze(text: string): Maze;
export function parseMaze(text: string, shapes: readonly Shape[]): Maze<Grid>;
export function parseMaze(text: string, shapes: readonly Shape[] = []): Maze<Grid> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    fail('json', `not valid JSON (${(error as Error).message})`, '');
  }
  return mazeFromJSON(value, '', shapes);
}

/**
 * Parses JSON Lines of mazes (blank lines skipped). Errors say the line number. A single
 * pretty-printed object (a file that does not hold one maze a line) is accepted too.
 */
export function parseMazeLines(text: string): Maze[];
export function parseMazeLines(text: string, shapes: readonly Shape[]): Maze<Grid>[];
export function parseMazeLines(text: string, shapes: readonly Shape[] = []): Maze<Grid>[] {
  const trimmed = text.trim();
  if (trimmed === '') fail('json', 'the input is empty; expected maze JSON', '');
  const lines = trimmed.split('\n');
  if (lines.length > 1 && trimmed.startsWith('{') && !lines[0]!.trim().endsWith('}')) return [parseMaze(trimmed, shapes)];
  const mazes: Maze<Grid>[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      fail('json', `not valid JSON (${(error as Error).message})`, `line ${i + 1}: `);
    }
    mazes.push(mazeFromJSON(value, lines.length > 1 ? `line ${i + 1}: ` : '', shapes));
  });
  return mazes;
}
