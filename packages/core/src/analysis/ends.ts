import { createRng } from '../create-rng.js';
import { exitSide } from '../draw/exits.js';
import { MazekitError, describeValue } from '../errors.js';
import type { Grid } from '../grid.js';
import { seedToString, type Seed } from '../rng.js';
import type { ShapeGeometry } from '../shape-geometry.js';
import { geometryOf } from '../shape-of.js';
import { firstOpenCell, longestPath } from './longest-path.js';

/** The rules for placing a maze's entrance and exit, as `mazekit generate --ends` and the web demo's link name them. */
export const END_RULES = ['corners', 'longest', 'border'] as const;

/**
 * Where the entrance and exit go: `corners` the first and the last cell with a passage (top-left
 * of the lowest floor and bottom-right of the top floor of a square maze; the centre and the rim
 * of a polar one), `longest` the two ends of the longest path (the hardest pair), `border` two
 * different cells on the outer wall drawn from the maze's seed.
 */
export type EndsRule = (typeof END_RULES)[number];

/** True when `value` names one of {@link END_RULES}. */
export function isEndsRule(value: unknown): value is EndsRule {
  return typeof value === 'string' && (END_RULES as readonly string[]).includes(value);
}

/** A maze's entrance and exit cells. */
export interface MazeEnds {
  readonly start: number;
  readonly goal: number;
}

/**
 * The entrance and exit of the maze carved on `grid` by `rule` (see {@link EndsRule}); `seed` is
 * the maze's seed, which `border` draws from (through its own stream, so the maze's cells do not
 * depend on it): the same maze, rule and seed give the same ends everywhere. A maze with fewer
 * than two cells on its outer wall gets its corners.
 */
export function mazeEnds(grid: Grid, rule: EndsRule, seed: Seed = ''): MazeEnds {
  if (!isEndsRule(rule)) {
    throw new MazekitError('@mazekit/core', `ends must be corners, longest or border, got ${describeValue(rule)}`, 'ends-rule');
  }
  if (rule === 'longest') {
    const ends = longestPath(grid);
    return { start: ends.start, goal: ends.goal };
  }
  const corners = { start: firstOpenCell(grid), goal: lastOpenCell(grid) };
  if (rule === 'corners') return corners;
  const border = borderCells(grid);
  if (border.length < 2) return corners;
  const rng = createRng(`${seedToString(seed)}/ends`);
  const i = Math.floor(rng() * border.length);
  let j = Math.floor(rng() * (border.length - 1));
  if (j >= i) j++;
  return { start: border[i]!, goal: border[j]! };
}

/** The last cell with a passage, or the last cell when none has one. */
function lastOpenCell(grid: Grid): number {
  const cells = grid.cells;
  for (let c = cells.length - 1; c >= 0; c--) if (cells[c] !== 0) return c;
  return Math.max(0, grid.size - 1);
}

/**
 * Cells with a side on the outer wall where a gap can open (core's `exitSide`), in cell order;
 * cells without any passage (a dungeon's rock) are left out. A grid without drawing geometry
 * counts every cell with a direction that leads off the grid.
 */
function borderCells(grid: Grid): number[] {
  let geometry: ShapeGeometry | undefined;
  try {
    geometry = geometryOf(grid);
  } catch {
    geometry = undefined;
  }
  const out: number[] = [];
  const cells = grid.cells;
  for (let c = 0; c < grid.size; c++) {
    if (cells[c] === 0 && grid.size > 1) continue;
    if (geometry) {
      if (exitSide(grid, geometry, c) >= 0) out.push(c);
      continue;
    }
    for (let d = 0; d < grid.degree; d++) {
      if (grid.neighbor(c, d) < 0) {
        out.push(c);
        break;
      }
    }
  }
  return out;
}
