import {
  MazekitError,
  PathBuilder,
  describeValue,
  distances,
  drawDoorMarks,
  drawEndMark,
  drawGridWalls,
  drawRock,
  drawStairMarks,
  drawWalls,
  drawWeaveFloor,
  drawWeaveRoute,
  drawWeaveWalls,
  exitGaps,
  floorLayout,
  geometryOf,
  hasStair,
  heatRamp,
  heatShades,
  isOrthogonal,
  isWoven,
  layoutCells,
  shapeOf,
  type Grid,
  type Maze,
  type Point,
  type ShapeGeometry,
} from '@mazekit/core';
import { CompactPath } from './compact-path.js';
import { heatPaths } from './heatmap.js';
import { resolveSvgOptions, type SvgOptions } from './options.js';
import { shapeHeatPaths } from './shape-heatmap.js';
import { ShapePath } from './shape-path.js';
import { escapeXml, num } from './xml.js';

const PACKAGE = '@mazekit/render-svg';
/** Decimals kept in the coordinates of marks (a thousandth of a cell). */
const DIGITS = 3;
/** Width of the solution line, in cells. */
const SOLUTION_WIDTH = 0.25;

function checkCell(grid: Grid, cell: unknown, name: string): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError(PACKAGE, `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

/**
 * One polyline per floor through the centres of the solution's cells; a stair starts a new
 * piece on the next floor, in relative commands: `CompactPath` for squares (exact, since
 * centres are halves), `ShapePath` for other shapes (rounded points, so no rounding adds up).
 */
function solutionPaths(grid: Grid, geometry: ShapeGeometry, solution: readonly number[], square: boolean): (CompactPath | ShapePath)[] {
  const paths = Array.from({ length: geometry.levels }, () => (square ? new CompactPath() : new ShapePath()));
  const p: Point = { x: 0, y: 0 };
  let previous = -1;
  let pieceLength = 0;
  // A floor crossed in one cell (up one stair, straight on up the next) still gets a dot.
  const closePiece = () => {
    if (pieceLength === 1) {
      geometry.center(previous, p);
      paths[geometry.level(previous)]!.lineTo(p.x, p.y);
    }
  };
  for (const cell of solution) {
    checkCell(grid, cell, 'solution cell');
    const level = geometry.level(cell);
    geometry.center(cell, p);
    if (previous < 0 || geometry.level(previous) !== level) {
      if (previous >= 0) closePiece();
      paths[level]!.moveTo(p.x, p.y);
      pieceLength = 1;
    } else {
      paths[level]!.lineTo(p.x, p.y);
      pieceLength++;
    }
    previous = cell;
  }
  if (previous >= 0) closePiece();
  return paths;
}

/** The one-line refusal of something that is not a maze core can draw. */
function checkMaze(maze: unknown): asserts maze is Maze<Grid> {
  const grid = (maze as Partial<Maze<Grid>> | null | undefined)?.grid;
  if (!maze || typeof maze !== 'object' || !grid || typeof grid !== 'object' || typeof grid.topology !== 'string') {
    throw new MazekitError(PACKAGE, `maze must be a maze object with a grid, got ${describeValue(grid ?? maze)}`);
  }
  if (!isOrthogonal(grid) && !shapeOf(grid)) {
    throw new MazekitError(PACKAGE, `cannot draw the ${describeValue(grid.topology)} grid: it has no shape (orthogonal, or a shape package's grid such as @mazekit/grid-hex)`);
  }
}

/**
 * Draws `maze` as an SVG document: any grid whose shape core knows (orthogonal, or a shape
 * package's hex, triangle or polar grid, masked or not) through its geometry. Each floor is a
 * group in cell units (scaled by `cellSize`): the heat map as one `<path>` per shade, all walls
 * as one `<path>` (polar walls as true arcs), the solution line, stair marks and the start
 * (disc) and goal (square) marks. Floors of a multi-level maze are laid out side by side in
 * rows, each labelled. With `gaps`, start and goal open the outer wall. A dungeon (a maze with
 * rooms and doors) fills its rock solid and marks each door with a bar in its opening. A weave
 * maze (core's `WovenGrid`) draws each corridor inside its cells (core's `drawWeaveWalls`):
 * the corridor beneath a crossing shows with gaps in its walls, and the solution and the heat
 * map go under and over with it.
 */
export function renderSvg(maze: Maze<Grid>, options?: SvgOptions): string {
  const opts = resolveSvgOptions(options);
  checkMaze(maze);
  const grid = maze.grid;
  const geometry = geometryOf(grid);
  // Squares keep their merged runs (core's wallRuns) and crisp rectangles; other shapes draw per side.
  const square = isOrthogonal(grid);
  const { levels } = geometry;
  const cs = opts.cellSize;
  const pad = opts.padding;
  const labelled = levels > 1 && opts.labels;
  const fontSize = Math.max(10, Math.min(24, cs));
  const band = labelled ? Math.ceil(fontSize * 1.5) : 0;
  // The gap between floors holds the next row's labels plus about one cell of air.
  const layout = floorLayout(geometry, opts.columns || undefined, levels > 1 ? (band + Math.max(cs, 12)) / cs : 1);
  const width = 2 * pad + layout.width * cs;
  const height = 2 * pad + band + layout.height * cs;

  const start = maze.start !== undefined ? checkCell(grid, maze.start, 'maze.start') : -1;
  const goal = maze.goal !== undefined ? checkCell(grid, maze.goal, 'maze.goal') : -1;
  let solution: (CompactPath | ShapePath)[] | undefined;
  if (opts.solution && maze.solution !== undefined) {
    if (!Array.isArray(maze.solution)) {
      throw new MazekitError(PACKAGE, `maze.solution must be an array of cell indices, got ${describeValue(maze.solution)}`);
    }
    if (isWoven(grid)) {
      for (const cell of maze.solution) checkCell(grid, cell, 'solution cell');
      const line = new ShapePath();
      drawWeaveRoute(grid, maze.solution, line, SOLUTION_WIDTH / 2);
      solution = [line];
    } else solution = solutionPaths(grid, geometry, maze.solution, square);
  }
  let shades: Int16Array | undefined;
  let ramp: string[] = [];
  if (opts.heatmap) {
    shades = heatShades(distances(grid, start < 0 ? 0 : start), opts.heatSteps);
    ramp = heatRamp(opts.heatColor, opts.heatSteps);
  }
  const open = opts.gaps ? exitGaps(grid, geometry, [start, goal]) : undefined;
  const stairs = opts.stairs && levels > 1;
  // A dungeon's rooms and doors, checked against its passages (a square grid: rooms are rectangles of cells).
  const dungeon = isOrthogonal(grid) ? layoutCells(maze, PACKAGE) : undefined;

  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">`,
  ];
  if (opts.title) out.push(`<title>${escapeXml(opts.title)}</title>`);
  if (opts.backgroundColor !== 'none') out.push(`<rect width="100%" height="100%" fill="${opts.backgroundColor}"/>`);
  const wallStroke = num(opts.wallWidth / cs, 4);
  for (let level = 0; level < levels; level++) {
    const origin = layout.origin(level);
    const x0 = pad + origin.x * cs;
    const y0 = pad + band + origin.y * cs;
    if (labelled) {
      out.push(
        `<text x="${num(x0)}" y="${num(y0 - Math.ceil(fontSize * 0.4))}" font-family="sans-serif" font-size="${fontSize}" fill="${opts.wallColor}">${escapeXml(`Level ${level + 1}`)}</text>`,
      );
    }
    out.push(`<g transform="translate(${num(x0)} ${num(y0)}) scale(${num(cs)})">`);
    if (shades) {
      if (isWoven(grid)) {
        // Each cell's floor inside its square; the margins between corridors stay background.
        const paths = Array.from({ length: opts.heatSteps }, () => new ShapePath());
        for (let c = 0; c < grid.size; c++) if (shades[c]! >= 0) drawWeaveFloor(grid, c, paths[shades[c]!]!, open);
        for (let k = 0; k < paths.length; k++) {
          if (!paths[k]!.empty) out.push(`<path class="heat" fill="${ramp[k]!}" d="${paths[k]!.toString()}"/>`);
        }
      } else if (square) {
        const paths = heatPaths(grid, shades, level, opts.heatSteps);
        for (let k = 0; k < paths.length; k++) {
          if (paths[k]) out.push(`<path class="heat" fill="${ramp[k]!}" shape-rendering="crispEdges" d="${paths[k]!}"/>`);
        }
      } else {
        // Slanted and curved edges cannot snap to pixels: a hairline of the same colour closes the seams.
        const paths = shapeHeatPaths(grid, geometry, shades, level, opts.heatSteps);
        for (let k = 0; k < paths.length; k++) {
          if (paths[k]) out.push(`<path class="heat" fill="${ramp[k]!}" stroke="${ramp[k]!}" stroke-width="0.02" stroke-linejoin="round" d="${paths[k]!}"/>`);
        }
      }
    }
    if (dungeon && isOrthogonal(grid)) {
      const rock = new PathBuilder(0);
      drawRock(grid, dungeon.kinds, level, rock);
      if (!rock.empty) out.push(`<path class="rock" fill="${opts.rockColor}" shape-rendering="crispEdges" d="${rock.toString()}"/>`);
    }
    let walls: CompactPath | ShapePath;
    if (isWoven(grid)) {
      walls = new ShapePath();
      drawWeaveWalls(grid, walls, open);
    } else if (square) {
      walls = new CompactPath();
      drawWalls(walls, grid, level, 1, 0, 0, open);
    } else {
      walls = new ShapePath();
      drawGridWalls(grid, geometry, level, walls, open);
    }
    // Square runs meet at right angles, so square caps close the corners; other angles need round joins.
    const ends = square || isWoven(grid) ? 'stroke-linecap="square"' : 'stroke-linecap="round" stroke-linejoin="round"';
    out.push(`<path class="walls" fill="none" stroke="${opts.wallColor}" stroke-width="${wallStroke}" ${ends} d="${walls.toString()}"/>`);
    if (dungeon && isOrthogonal(grid) && maze.layout!.doors.length) {
      const marks = new PathBuilder(DIGITS);
      drawDoorMarks(grid, maze.layout!.doors, level, marks);
      if (!marks.empty) out.push(`<path class="doors" fill="${opts.doorColor}" d="${marks.toString()}"/>`);
    }
    const line = solution?.[level];
    if (line && !line.empty) {
      out.push(
        `<path class="solution" fill="none" stroke="${opts.solutionColor}" stroke-width="${SOLUTION_WIDTH}" stroke-linecap="round" stroke-linejoin="round" d="${line.toString()}"/>`,
      );
    }
    if (stairs) {
      const marks = new PathBuilder(DIGITS);
      drawStairMarks(grid, geometry, level, marks);
      if (!marks.empty) out.push(`<path class="stairs" fill="${opts.stairColor}" stroke="#ffffff" stroke-width="0.04" d="${marks.toString()}"/>`);
    }
    // Start and goal come last, above stairs and the route's ends, so they are never hidden.
    if (opts.ends) {
      for (const [cell, color, name] of [
        [start, opts.startColor, 'start'],
        [goal, opts.goalColor, 'goal'],
      ] as const) {
        if (cell < 0 || geometry.level(cell) !== level) continue;
        const mark = new PathBuilder(DIGITS);
        drawEndMark(grid, geometry, cell, name, stairs && hasStair(grid, geometry, cell), mark);
        out.push(`<path class="${name}" fill="${color}" stroke="#ffffff" stroke-width="0.04" d="${mark.toString()}"/>`);
      }
    }
    out.push('</g>');
  }
  out.push('</svg>', '');
  return out.join('\n');
}
