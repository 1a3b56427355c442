import { MazekitError, describeValue } from './errors.js';
import { FORMAT } from './format-write.js';
import { MAX_CELLS } from './limits.js';
import type { Maze } from './maze.js';
import { OrthogonalGrid } from './orthogonal.js';

const SOURCE = '@mazekit/core/format';

function fail(rule: string, message: string, where: string): never {
  throw new MazekitError(SOURCE, `${where}rule ${rule}: ${message}`, rule);
}

function isInt(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/**
 * Checks a parsed `mazekit/1` object against every rule of the spec and returns the maze.
 * A broken rule throws a {@link MazekitError} whose message (and `rule`) names it:
 * `object`, `format`, `topology`, `size`, `max-cells`, `generator`, `seed`, `cells`,
 * `cells-length`, `cell-value`, `off-grid`, `symmetric`, `start`, `goal`, `solution`,
 * `solution-ends`, `solution-adjacent`. Unknown top-level fields are ignored.
 */
export function mazeFromJSON(value: unknown, where = ''): Maze {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('object', `a maze must be a JSON object, got ${describeValue(value)}`, where);
  }
  const o = value as Record<string, unknown>;
  if (o.format !== FORMAT) fail('format', `"format" must be "${FORMAT}", got ${describeValue(o.format)}`, where);
  if (o.topology !== 'orthogonal') {
    fail('topology', `"topology" must be "orthogonal", got ${describeValue(o.topology)}`, where);
  }
  for (const key of ['width', 'height', 'levels'] as const) {
    const v = o[key];
    if (!isInt(v) || v < 1) fail('size', `"${key}" must be an integer >= 1, got ${describeValue(v)}`, where);
  }
  const width = o.width as number;
  const height = o.height as number;
  const levels = o.levels as number;
  const size = width * height * levels;
  if (size > MAX_CELLS) fail('max-cells', `${width}x${height}x${levels} is ${size} cells; at most ${MAX_CELLS} are allowed`, where);
  if (typeof o.generator !== 'string') fail('generator', `"generator" must be a string, got ${describeValue(o.generator)}`, where);
  if (typeof o.seed !== 'string') fail('seed', `"seed" must be a string, got ${describeValue(o.seed)}`, where);
  const raw = o.cells;
  if (!Array.isArray(raw)) fail('cells', `"cells" must be an array of integers, got ${describeValue(raw)}`, where);
  if (raw.length !== size) {
    fail('cells-length', `"cells" must have width*height*levels = ${size} entries, got ${raw.length}`, where);
  }
  const cells = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const v: unknown = raw[i];
    if (!isInt(v) || v < 0 || v > 63) fail('cell-value', `cells[${i}] must be an integer from 0 to 63, got ${describeValue(v)}`, where);
    cells[i] = v;
  }
  const grid = new OrthogonalGrid(width, height, levels, cells);
  const names = ['north', 'south', 'east', 'west', 'up', 'down'];
  for (let c = 0; c < size; c++) {
    const bits = cells[c]!;
    if (bits === 0) continue;
    for (let d = 0; d < 6; d++) {
      if (!(bits & (1 << d))) continue;
      const n = grid.neighbor(c, d);
      if (n < 0) fail('off-grid', `cell ${c} opens ${names[d]}, which leads off the grid`, where);
      if (!(cells[n]! & (1 << (d ^ 1)))) {
        fail('symmetric', `cell ${c} opens ${names[d]} but cell ${n} does not open ${names[d ^ 1]}`, where);
      }
    }
  }
  const maze: Maze = { grid, generator: o.generator, seed: o.seed };
  for (const key of ['start', 'goal'] as const) {
    const v = o[key];
    if (v === undefined) continue;
    if (!isInt(v) || v < 0 || v >= size) fail(key, `"${key}" must be a cell index from 0 to ${size - 1}, got ${describeValue(v)}`, where);
    maze[key] = v;
  }
  if (o.solution !== undefined) {
    const s = o.solution;
    if (!Array.isArray(s) || s.length === 0 || !s.every((v) => isInt(v) && v >= 0 && v < size)) {
      fail('solution', `"solution" must be a non-empty array of cell indices from 0 to ${size - 1}`, where);
    }
    const path = s as number[];
    if (maze.start === undefined || maze.goal === undefined || path[0] !== maze.start || path[path.length - 1] !== maze.goal) {
      fail('solution-ends', `"solution" must run from "start" to "goal", both given`, where);
    }
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const d = grid.directionTo(a, b);
      if (d < 0 || !grid.isOpen(a, d)) {
        fail('solution-adjacent', `solution steps from cell ${a} to cell ${b} without an open passage between them`, where);
      }
    }
    maze.solution = [...path];
  }
  return maze;
}

/** Parses one maze from `mazekit/1` JSON text; rule `json` when the text is not JSON. */
export function parseMaze(text: string): Maze {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    fail('json', `not valid JSON (${(error as Error).message})`, '');
  }
  return mazeFromJSON(value);
}

/**
 * Parses JSON Lines of mazes (blank lines skipped). Errors say the line number. A single
 * pretty-printed object (a file that does not hold one maze a line) is accepted too.
 */
export function parseMazeLines(text: string): Maze[] {
  const trimmed = text.trim();
  if (trimmed === '') fail('json', 'the input is empty; expected maze JSON', '');
  const lines = trimmed.split('\n');
  if (lines.length > 1 && trimmed.startsWith('{') && !lines[0]!.trim().endsWith('}')) return [parseMaze(trimmed)];
  const mazes: Maze[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      fail('json', `not valid JSON (${(error as Error).message})`, `line ${i + 1}: `);
    }
    mazes.push(mazeFromJSON(value, lines.length > 1 ? `line ${i + 1}: ` : ''));
  });
  return mazes;
}
