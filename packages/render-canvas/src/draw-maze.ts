import {
  ScaledContext,
  distances,
  drawDoorMarks,
  drawEndMark,
  drawGridWalls,
  drawRock,
  drawWeaveFloor,
  drawWeaveRoute,
  drawWeaveWalls,
  exitGaps,
  hasStair,
  heatRamp,
  heatShades,
  isOrthogonal,
  isWoven,
  layoutCells,
  shadeRuns,
  type Grid,
  type Maze,
  type Point,
  type ShapeGeometry,
  type WovenGrid,
} from '@mazekit/core';
import type { CanvasContext } from './context.js';
import { drawableOf, geometry, type Geometry } from './geometry.js';
import { fillLabels, fillTitle } from './labels.js';
import { PACKAGE } from './options.js';
import { resolveMazeStyle, type CanvasOptions, type MazeStyle } from './options.js';
import { fillStairs } from './stairs.js';
import { lineOffset, strokeWalls } from './walls.js';

/**
 * Draws `maze` onto a 2D canvas context sized with {@link canvasSize}: background, optional
 * title, optional distance heat map, solution, walls, stair marks, start and goal, floor
 * labels. Any shape core can draw (squares, hex, triangle, polar, masked) goes through its
 * geometry; squares keep merged wall runs and whole-pixel rectangles. Floors of a multi-level
 * maze sit side by side in rows. With `gaps`, start and goal open the outer wall. A dungeon
 * fills its rock solid and marks each door with a bar in its opening. A weave maze draws each
 * corridor inside its cells, the one beneath a crossing with gaps in its walls, and its route
 * and heat map go under and over with it (core's weave helpers).
 */
export function drawMaze(ctx: CanvasContext, maze: Maze<Grid>, options?: CanvasOptions): void {
  const o = resolveMazeStyle(options);
  const { grid, shape } = drawableOf(maze);
  const geo = geometry(shape, o);
  if (o.backgroundColor !== 'transparent') {
    ctx.fillStyle = o.backgroundColor;
    ctx.fillRect(0, 0, geo.width, geo.height);
  }
  fillTitle(ctx, geo, o.padding, o.title, o.wallColor);
  const start = inGrid(grid, maze.start);
  const goal = inGrid(grid, maze.goal);
  const open = o.gaps ? exitGaps(grid, shape, [start, goal]) : undefined;
  if (o.heatmap) fillHeat(ctx, grid, shape, geo, o, start < 0 ? 0 : start, open);
  const dungeon = isOrthogonal(grid) ? layoutCells(maze, PACKAGE) : undefined;
  if (dungeon && isOrthogonal(grid)) fillDungeon(ctx, grid, geo, o, (level, scaled) => drawRock(grid, dungeon.kinds, level, scaled), o.rockColor);
  if (o.solution && maze.solution && maze.solution.length > 1) strokeSolution(ctx, grid, shape, geo, o, maze.solution);
  if (isOrthogonal(grid)) strokeWalls(ctx, grid, geo, o, o.wallColor, open);
  else if (isWoven(grid)) strokeWeaveWalls(ctx, grid, geo, o, open);
  else strokeShapeWalls(ctx, grid, shape, geo, o, open);
  if (dungeon && isOrthogonal(grid) && maze.layout!.doors.length) {
    const doors = maze.layout!.doors;
    fillDungeon(ctx, grid, geo, o, (level, scaled) => drawDoorMarks(grid, doors, level, scaled), o.doorColor);
  }
  const stairs = o.stairs && shape.levels > 1;
  if (stairs) {
    fillStairs(ctx, grid, shape, geo, o.cellSize, o.stairColor);
    edge(ctx, o);
  }
  // Start and goal go last, above the route's ends and the stair marks, so they are never hidden.
  if (o.ends) {
    if (start >= 0) fillEndMark(ctx, grid, shape, geo, o, start, 'start', stairs);
    if (goal >= 0) fillEndMark(ctx, grid, shape, geo, o, goal, 'goal', stairs);
  }
  fillLabels(ctx, shape.levels, geo, o.wallColor);
}

/** Fills, in one path of every floor, what `draw` adds in cell units: a dungeon's rock or its door bars. */
function fillDungeon(ctx: CanvasContext, grid: Grid, geo: Geometry, o: MazeStyle, draw: (level: number, scaled: ScaledContext) => void, color: string): void {
  const scaled = new ScaledContext(ctx, o.cellSize);
  ctx.beginPath();
  for (let level = 0; level < grid.levels; level++) draw(level, floorContext(ctx, geo, o, level, scaled));
  ctx.fillStyle = color;
  ctx.fill();
}

function inGrid(grid: Grid, cell: number | undefined): number {
  return cell !== undefined && Number.isInteger(cell) && cell >= 0 && cell < grid.size ? cell : -1;
}

/** A context in cell units on floor `level`: core's shapes draw through it. */
function floorContext(ctx: CanvasContext, geo: Geometry, o: MazeStyle, level: number, target = new ScaledContext(ctx, o.cellSize)): ScaledContext {
  const at = geo.origin(level);
  target.dx = at.x;
  target.dy = at.y;
  return target;
}

/**
 * The SVG renderer's heat map: `heatSteps` shades from white to `heatColor`. Squares: one
 * rectangle per same-shade run of a row. Other shapes: every cell's outline, one path per
 * shade, filled and edged with a hairline of the same colour so neighbours leave no seams.
 */
function fillHeat(ctx: CanvasContext, grid: Grid, shape: ShapeGeometry, geo: Geometry, o: MazeStyle, from: number, open: readonly number[] | undefined): void {
  const shades = heatShades(distances(grid, from), o.heatSteps);
  const ramp = heatRamp(o.heatColor, o.heatSteps);
  const cs = o.cellSize;
  if (isOrthogonal(grid)) {
    for (let level = 0; level < grid.levels; level++) {
      const at = geo.origin(level);
      shadeRuns(grid, shades, level, (row, col, length, step) => {
        ctx.fillStyle = ramp[step]!;
        ctx.fillRect(at.x + col * cs, at.y + row * cs, length * cs, cs);
      });
    }
    return;
  }
  const scaled = new ScaledContext(ctx, cs);
  if (isWoven(grid)) {
    // Each cell's floor inside its square (core's weave floors); the margins stay background.
    floorContext(ctx, geo, o, 0, scaled);
    for (let k = 0; k < o.heatSteps; k++) {
      ctx.beginPath();
      let any = false;
      for (let c = 0; c < grid.size; c++) {
        if (shades[c] !== k) continue;
        drawWeaveFloor(grid, c, scaled, open);
        any = true;
      }
      if (!any) continue;
      ctx.fillStyle = ramp[k]!;
      ctx.fill();
    }
    return;
  }
  for (let k = 0; k < o.heatSteps; k++) {
    ctx.beginPath();
    let any = false;
    for (let c = 0; c < grid.size; c++) {
      if (shades[c] !== k) continue;
      shape.outline(c, floorContext(ctx, geo, o, shape.level(c), scaled));
      any = true;
    }
    if (!any) continue;
    ctx.fillStyle = ramp[k]!;
    ctx.fill();
    ctx.strokeStyle = ramp[k]!;
    ctx.lineWidth = 1;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

/** A line through the cell centres; it lifts the pen where the route takes a stair. */
function strokeSolution(ctx: CanvasContext, grid: Grid, shape: ShapeGeometry, geo: Geometry, o: MazeStyle, route: readonly number[]): void {
  const cs = o.cellSize;
  const p: Point = { x: 0, y: 0 };
  const lineWidth = Math.max(1, cs / 5);
  ctx.beginPath();
  let level = -1;
  // A weave route disappears beneath the crossings it passes under (core's drawWeaveRoute).
  if (isWoven(grid)) drawWeaveRoute(grid, route.filter((c) => c >= 0 && c < grid.size), floorContext(ctx, geo, o, 0), lineWidth / 2 / cs);
  else {
    for (const c of route) {
      if (c < 0 || c >= grid.size) continue;
      const l = shape.level(c);
      const at = geo.origin(l);
      shape.center(c, p);
      const x = at.x + p.x * cs;
      const y = at.y + p.y * cs;
      if (l !== level) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
      level = l;
    }
  }
  ctx.strokeStyle = o.solutionColor;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** Every wall of a weave maze: each cell's corridor outlined inside its square, the corridor beneath a crossing with gaps (core's drawWeaveWalls). */
function strokeWeaveWalls(ctx: CanvasContext, grid: WovenGrid, geo: Geometry, o: MazeStyle, open: readonly number[] | undefined): void {
  const scaled = floorContext(ctx, geo, o, 0);
  const shift = lineOffset(o.wallWidth);
  scaled.dx += shift;
  scaled.dy += shift;
  ctx.beginPath();
  drawWeaveWalls(grid, scaled, open);
  ctx.strokeStyle = o.wallColor;
  ctx.lineWidth = o.wallWidth;
  ctx.lineCap = 'square';
  ctx.stroke();
}

/** Every wall of a shape other than squares, one side at a time (core's rule), round-joined. */
function strokeShapeWalls(ctx: CanvasContext, grid: Grid, shape: ShapeGeometry, geo: Geometry, o: MazeStyle, open: readonly number[] | undefined): void {
  const scaled = new ScaledContext(ctx, o.cellSize);
  const shift = lineOffset(o.wallWidth);
  ctx.beginPath();
  for (let level = 0; level < shape.levels; level++) {
    floorContext(ctx, geo, o, level, scaled);
    scaled.dx += shift;
    scaled.dy += shift;
    drawGridWalls(grid, shape, level, scaled, open);
  }
  ctx.strokeStyle = o.wallColor;
  ctx.lineWidth = o.wallWidth;
  // Sides meet at 60° and 120° (and arcs): round caps and joins close every corner.
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}


/** Core's start (disc) or goal (square) mark, edged in white as in the SVG renderer. */
function fillEndMark(ctx: CanvasContext, grid: Grid, shape: ShapeGeometry, geo: Geometry, o: MazeStyle, cell: number, kind: 'start' | 'goal', stairs: boolean): void {
  ctx.beginPath();
  drawEndMark(grid, shape, cell, kind, stairs && hasStair(grid, shape, cell), floorContext(ctx, geo, o, shape.level(cell)));
  ctx.fillStyle = kind === 'start' ? o.startColor : o.goalColor;
  ctx.fill();
  edge(ctx, o);
}

/** The white edge of marks: 0.04 of a cell, as in the SVG renderer. */
function edge(ctx: CanvasContext, o: MazeStyle): void {
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 0.04 * o.cellSize;
  ctx.lineJoin = 'round';
  ctx.stroke();
}
