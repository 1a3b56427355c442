import type { Maze } from './maze.js';

/** The format tag of maze JSON. */
export const FORMAT = 'mazekit/1';

/** Maze JSON as a plain object (`mazekit/1`); optional fields appear only when set. */
export interface MazeJSON {
  format: 'mazekit/1';
  topology: 'orthogonal';
  width: number;
  height: number;
  levels: number;
  generator: string;
  seed: string;
  cells: number[];
  start?: number;
  goal?: number;
  solution?: number[];
}

/** The `mazekit/1` object of a maze, fields in the order of the spec. */
export function toMazeJSON(maze: Maze): MazeJSON {
  const { grid } = maze;
  const json: MazeJSON = {
    format: FORMAT,
    topology: 'orthogonal',
    width: grid.width,
    height: grid.height,
    levels: grid.levels,
    generator: maze.generator,
    seed: maze.seed,
    cells: Array.from(grid.cells),
  };
  if (maze.start !== undefined) json.start = maze.start;
  if (maze.goal !== undefined) json.goal = maze.goal;
  if (maze.solution !== undefined) json.solution = [...maze.solution];
  return json;
}

/**
 * Maze JSON as one line of text with no trailing newline: the exact bytes every mazekit
 * tool writes, so a file made by the CLI and one made in a browser can be compared.
 */
export function stringifyMaze(maze: Maze): string {
  const { grid } = maze;
  // Built by hand rather than JSON.stringify(toMazeJSON(...)) so that a 1000x1000 maze does
  // not need a million-element JS array first; the output is identical.
  const head =
    `{"format":"${FORMAT}","topology":"orthogonal","width":${grid.width},"height":${grid.height},` +
    `"levels":${grid.levels},"generator":${JSON.stringify(maze.generator)},"seed":${JSON.stringify(maze.seed)},"cells":[`;
  const parts: string[] = [head];
  const cells = grid.cells;
  const chunk = 65536;
  for (let i = 0; i < cells.length; i += chunk) {
    const slice = cells.subarray(i, Math.min(cells.length, i + chunk));
    parts.push((i > 0 ? ',' : '') + slice.join(','));
  }
  parts.push(']');
  if (maze.start !== undefined) parts.push(`,"start":${maze.start}`);
  if (maze.goal !== undefined) parts.push(`,"goal":${maze.goal}`);
  if (maze.solution !== undefined) parts.push(`,"solution":[${maze.solution.join(',')}]`);
  parts.push('}');
  return parts.join('');
}

/** Several mazes as JSON Lines: one maze per line, each line ending in `\n`. */
export function stringifyMazeLines(mazes: Iterable<Maze>): string {
  let out = '';
  for (const maze of mazes) out += stringifyMaze(maze) + '\n';
  return out;
}
