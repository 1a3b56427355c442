import { MazekitError } from './errors.js';
import { isMasked } from './mask-grid.js';
import { maskString } from './mask-json.js';
import type { Maze } from './maze.js';
import type { Grid, Shape, ShapeFields } from './grid.js';
import { layoutJSON, layoutText } from './layout-json.js';
import type { Room } from './layout.js';
import { findShape, knownTopologies, shapeOf } from './shape-of.js';

/** The format tag of maze JSON. */
export const FORMAT = 'mazekit/1';

/**
 * Maze JSON as a plain object (`mazekit/1`); optional fields appear only when set. The
 * shape's own fields (orthogonal: `width`, `height`, `levels`) sit between `topology` and
 * `mask`/`generator`.
 */
export interface MazeJSON {
  format: 'mazekit/1';
  topology: string;
  [field: string]: unknown;
  /** Present on masked mazes: one character per base cell, `1` on, `0` off. */
  mask?: string;
  generator: string;
  seed: string;
  /** One entry per base cell (0 for a masked-off cell). */
  cells: number[];
  /** Present on dungeons: their rooms (see `Layout`). */
  rooms?: Room[];
  /** Present on dungeons: each door as the two cells it joins. */
  doors?: [number, number][];
  start?: number;
  goal?: number;
  solution?: number[];
}

/** The shape that writes `grid`, from the grid itself or, failing that, from `shapes`. */
function writerOf(grid: Grid, shapes: readonly Shape[] | undefined): Shape {
  const shape = shapeOf(grid) ?? findShape(grid.topology, shapes);
  if (!shape) {
    throw new MazekitError(
      '@mazekit/core/format',
      `cannot write topology ${JSON.stringify(grid.topology)}; known: ${knownTopologies(shapes).join(', ')}`,
      'topology',
    );
  }
  return shape;
}

/** The parts every writer shares: fields, base cells and the base index of each cell number. */
function parts(maze: Maze<Grid>, shapes: readonly Shape[] | undefined) {
  const grid = maze.grid;
  const base = isMasked(grid) ? grid.base : grid;
  const fields: ShapeFields = writerOf(grid, shapes).writeFields(base);
  const cells = isMasked(grid) ? grid.baseCells() : grid.cells;
  const cell = isMasked(grid) ? (c: number) => grid.toBase[c]! : (c: number) => c;
  return { grid, fields, cells, cell, mask: isMasked(grid) ? maskString(grid) : undefined };
}

/** The `mazekit/1` object of a maze of any shape, fields in the order of the spec. */
export function toMazeJSON(maze: Maze<Grid>, shapes?: readonly Shape[]): MazeJSON {
  const { grid, fields, cells, cell, mask } = parts(maze, shapes);
  const json: Record<string, unknown> = { format: FORMAT, topology: grid.topology };
  for (const [k, v] of Object.entries(fields)) json[k] = Array.isArray(v) ? [...(v as number[])] : v;
  if (mask !== undefined) json.mask = mask;
  json.generator = maze.generator;
  json.seed = maze.seed;
  json.cells = Array.from(cells);
  if (maze.layout) Object.assign(json, layoutJSON(maze.layout));
  if (maze.start !== undefined) json.start = cell(maze.start);
  if (maze.goal !== undefined) json.goal = cell(maze.goal);
  if (maze.solution !== undefined) json.solution = maze.solution.map(cell);
  return json as MazeJSON;
}

/**
 * Maze JSON as one line of text with no trailing newline: the exact bytes every mazekit
 * tool writes, so a file made by the CLI and one made in a browser can be compared. Grids of
 * a shape package carry their shape; `shapes` is only consulted for grids that do not.
 */
export function stringifyMaze(maze: Maze<Grid>, shapes?: readonly Shape[]): string {
  const { grid, fields, cells, cell, mask } = parts(maze, shapes);
  // Built by hand rather than JSON.stringify(toMazeJSON(...)) so that a 1000x1000 maze does
  // not need a million-element JS array first; the output is identical.
  let head = `{"format":"${FORMAT}","topology":${JSON.stringify(grid.topology)},`;
  for (const [k, v] of Object.entries(fields)) head += `${JSON.stringify(k)}:${JSON.stringify(v)},`;
  if (mask !== undefined) head += `"mask":"${mask}",`;
  head += `"generator":${JSON.stringify(maze.generator)},"seed":${JSON.stringify(maze.seed)},"cells":[`;
  const out: string[] = [head];
  const chunk = 65536;
  for (let i = 0; i < cells.length; i += chunk) {
    const slice = cells.subarray(i, Math.min(cells.length, i + chunk));
    out.push((i > 0 ? ',' : '') + slice.join(','));
  }
  out.push(']');
  if (maze.layout) out.push(',' + layoutText(maze.layout));
  if (maze.start !== undefined) out.push(`,"start":${cell(maze.start)}`);
  if (maze.goal !== undefined) out.push(`,"goal":${cell(maze.goal)}`);
  if (maze.solution !== undefined) out.push(`,"solution":[${maze.solution.map(cell).join(',')}]`);
  out.push('}');
  return out.join('');
}

/** Several mazes as JSON Lines: one maze per line, each line ending in `\n`. */
export function stringifyMazeLines(mazes: Iterable<Maze<Grid>>, shapes?: readonly Shape[]): string {
  let out = '';
  for (const maze of mazes) out += stringifyMaze(maze, shapes) + '\n';
  return out;
}
