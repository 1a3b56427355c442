import {
  MazekitError,
  describeValue,
  distances,
  drawWalls,
  floorLayout,
  isOrthogonal,
  type Maze,
  type OrthogonalGrid,
  heatRamp,
  heatShades,
} from '@mazekit/core';
import { CompactPath } from './compact-path.js';
import { heatPaths } from './heatmap.js';
import { resolveSvgOptions, type SvgOptions } from './options.js';
import { stairPath } from './stairs.js';
import { escapeXml, num } from './xml.js';

const PACKAGE = '@mazekit/render-svg';

function checkCell(grid: OrthogonalGrid, cell: unknown, name: string): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError(PACKAGE, `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

/** One polyline per floor through the centres of the solution's cells; a stair starts a new piece on the next floor. */
function solutionPaths(grid: OrthogonalGrid, solution: readonly number[]): CompactPath[] {
  const paths = Array.from({ length: grid.levels }, () => new CompactPath());
  let previous = -1;
  let pieceLength = 0;
  // A floor crossed in one cell (up one stair, straight on up the next) still gets a dot.
  const closePiece = () => {
    if (pieceLength === 1) paths[grid.level(previous)]!.lineTo(grid.col(previous) + 0.5, grid.row(previous) + 0.5);
  };
  for (const cell of solution) {
    checkCell(grid, cell, 'solution cell');
    const level = grid.level(cell);
    const x = grid.col(cell) + 0.5;
    const y = grid.row(cell) + 0.5;
    if (previous < 0 || grid.level(previous) !== level) {
      if (previous >= 0) closePiece();
      paths[level]!.moveTo(x, y);
      pieceLength = 1;
    } else {
      paths[level]!.lineTo(x, y);
      pieceLength++;
    }
    previous = cell;
  }
  if (previous >= 0) closePiece();
  return paths;
}

/**
 * Draws `maze` as an SVG document. Each floor is a group in cell units (scaled by
 * `cellSize`): the heat map as one `<path>` per shade, all walls as one `<path>` of merged
 * runs, stair triangles, the solution line and the start and goal markers. Floors of a
 * multi-level maze are laid out side by side in rows, each labelled.
 */
export function renderSvg(maze: Maze, options?: SvgOptions): string {
  const opts = resolveSvgOptions(options);
  if (!maze || typeof maze !== 'object' || !maze.grid || !isOrthogonal(maze.grid)) {
    throw new MazekitError(PACKAGE, `maze must have an orthogonal grid, got ${describeValue(maze?.grid?.topology ?? maze)}`);
  }
  const grid = maze.grid;
  const { levels } = grid;
  const cs = opts.cellSize;
  const pad = opts.padding;
  const labelled = levels > 1 && opts.labels;
  const fontSize = Math.max(10, Math.min(24, cs));
  const band = labelled ? Math.ceil(fontSize * 1.5) : 0;
  // The gap between floors holds the next row's labels plus about one cell of air.
  const layout = floorLayout(grid, opts.columns || undefined, levels > 1 ? (band + Math.max(cs, 12)) / cs : 1);
  const width = 2 * pad + layout.width * cs;
  const height = 2 * pad + band + layout.height * cs;

  const start = opts.ends && maze.start !== undefined ? checkCell(grid, maze.start, 'maze.start') : -1;
  const goal = opts.ends && maze.goal !== undefined ? checkCell(grid, maze.goal, 'maze.goal') : -1;
  let solution: CompactPath[] | undefined;
  if (opts.solution && maze.solution !== undefined) {
    if (!Array.isArray(maze.solution)) {
      throw new MazekitError(PACKAGE, `maze.solution must be an array of cell indices, got ${describeValue(maze.solution)}`);
    }
    solution = solutionPaths(grid, maze.solution);
  }
  let shades: Int16Array | undefined;
  let ramp: string[] = [];
  if (opts.heatmap) {
    const from = maze.start === undefined ? 0 : checkCell(grid, maze.start, 'maze.start');
    shades = heatShades(distances(grid, from), opts.heatSteps);
    ramp = heatRamp(opts.heatColor, opts.heatSteps);
  }

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
      const paths = heatPaths(grid, shades, level, opts.heatSteps);
      for (let k = 0; k < paths.length; k++) {
        if (paths[k]) out.push(`<path class="heat" fill="${ramp[k]!}" shape-rendering="crispEdges" d="${paths[k]!}"/>`);
      }
    }
    const walls = new CompactPath();
    drawWalls(walls, grid, level, 1);
    out.push(
      `<path class="walls" fill="none" stroke="${opts.wallColor}" stroke-width="${wallStroke}" stroke-linecap="square" d="${walls.toString()}"/>`,
    );
    const line = solution?.[level];
    if (line && !line.empty) {
      out.push(
        `<path class="solution" fill="none" stroke="${opts.solutionColor}" stroke-width="0.25" stroke-linecap="round" stroke-linejoin="round" d="${line.toString()}"/>`,
      );
    }
    if (opts.stairs && levels > 1) {
      const d = stairPath(grid, level);
      if (d) out.push(`<path class="stairs" fill="${opts.stairColor}" stroke="#ffffff" stroke-width="0.04" d="${d}"/>`);
    }
    for (const [cell, color, name] of [
      [start, opts.startColor, 'start'],
      [goal, opts.goalColor, 'goal'],
    ] as const) {
      if (cell >= 0 && grid.level(cell) === level) {
        out.push(`<circle class="${name}" cx="${grid.col(cell)}.5" cy="${grid.row(cell)}.5" r="0.3" fill="${color}"/>`);
      }
    }
    out.push('</g>');
  }
  out.push('</svg>', '');
  return out.join('\n');
}
