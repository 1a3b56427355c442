import { TraceRecorder, degreeHistogram, isOrthogonal, isWoven, layoutCells, mazeEnds, parseMaze, solveWith, stringifyMaze, type Grid, type Maze, type OrthogonalGrid } from '@mazekit/core';
import { canvasSize, drawMaze, type CanvasOptions } from '@mazekit/render-canvas';
import { carveMaze, hardestSeed } from './carve.js';
import { findGenerator } from './generators.js';
import { MAX_SOLVE_TRACE, MAX_TRACE_STEPS } from './limits.js';
import { endsOf } from './maze/ends.js';
import type { DownloadStage, ExportMessage, FromWorker, GenerateMessage, LoadMessage, OverlayMessage, PdfMessage, PictureMessage, RenderMessage, SolveMessage, TiledMessage, ToWorker } from './protocol.js';
import { SHAPES } from './shape/shapes.js';
import { findSolver } from './solvers.js';
import { svgOf } from './svg.js';
import { mapLayout, shapeMapLayout, type MapLayout } from './view/map-layout.js';
import { wallPyramid } from './view/overview.js';
import { pyramidBuffers } from './view/pyramid.js';
import { openingsFor, overlayOf } from './view/scene-data.js';
import { drawShapes } from './view/vector.js';

// The DOM lib types `self` as a Window; this is the part of a worker's global scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let maze: Maze<Grid> | undefined;
let solved: Maze<Grid> | undefined;
/** The maze's entrance and exit, placed once after carving, and whether the settings chose them (not the corners). */
let ends = { start: 0, goal: 0, chosen: false };
let shapeLayout: MapLayout | undefined;
/** True when the maze came from the page (see onLoad), not from a carve here. */
let loaded = false;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

/** Tells the page what download request `id` is doing now. */
function stage(id: number, now: DownloadStage): void {
  post({ type: 'stage', id, stage: now });
}

function current(): Maze<Grid> {
  if (!maze) throw new Error('no maze has been carved yet');
  return maze;
}

/** The maze with the page's entrance, exit and the route between them, computed once; the plain maze stays as carved. */
function withSolution(): Maze<Grid> {
  if (!solved) {
    const m = current();
    const route = endsOf(m.grid, ends.start, ends.goal);
    solved = { ...m, start: route.start, goal: route.goal };
    if (route.solution) solved.solution = route.solution;
  }
  return solved;
}

/**
 * Holds a maze made on the page (a mode's own, such as the endless window) for its downloads.
 * It has no entrance or exit to add: every download writes it as it came.
 */
function onLoad(m: LoadMessage): void {
  maze = parseMaze(m.json, SHAPES);
  solved = maze;
  loaded = true;
  ends = { start: maze.start ?? 0, goal: maze.goal ?? 0, chosen: false };
}

function onGenerate(m: GenerateMessage): void {
  const generator = findGenerator(m.generator);
  if (!generator) throw new Error(`unknown generator ${JSON.stringify(m.generator)}`);
  const began = performance.now();
  const request = { shape: m.shape, width: m.width, height: m.height, levels: m.levels, rings: m.rings, crossings: m.crossings, mask: m.mask, seed: m.seed, options: m.options, braid: m.braid };
  // "Hardest of N": the mazes are scored first, then the one kept is carved again, watched.
  const seed = hardestSeed(generator, request, m.hardest);
  const result = carveMaze(
    generator,
    { ...request, seed },
    m.record ? { recordUpTo: MAX_TRACE_STEPS } : { progress: (done, total) => post({ type: 'progress', done, total }) },
  );
  maze = result.maze;
  solved = undefined;
  // After braiding, as the CLI's --ends-at: the longest path of the maze as it ends up.
  ends = { ...mazeEnds(maze.grid, m.ends, maze.seed), chosen: m.ends !== 'corners' };
  shapeLayout = undefined;
  const millis = performance.now() - began;
  const grid = maze.grid;
  const recording = result.recording;
  const cells = grid.cells.slice();
  const over = isWoven(grid) ? grid.over.slice() : undefined;
  const transfer: Transferable[] = over ? [cells.buffer, over.buffer] : [cells.buffer];
  if (recording) transfer.push(recording.data.buffer, recording.offsets.buffer);
  const dungeon = isOrthogonal(grid) ? layoutCells(maze, '@mazekit/web') : undefined;
  if (dungeon) transfer.push(dungeon.kinds.buffer, dungeon.doors.buffer, dungeon.room.buffer);
  let wallLevels;
  if (m.pyramid && isOrthogonal(grid)) {
    const walls = wallPyramid(mapLayout(grid.width, grid.height, grid.levels), grid.cells, openingsFor(grid, ends.start, ends.goal), dungeon?.kinds);
    wallLevels = walls.levels;
    transfer.push(...pyramidBuffers(walls));
  }
  post(
    { type: 'generated', recording, recordingDropped: result.recordingDropped, openingSteps: result.openingSteps, millis, deadEnds: degreeHistogram(grid)[1] ?? 0, cells, wallLevels, start: ends.start, goal: ends.goal, seed, dungeon, over },
    transfer,
  );
}

/** The square grid of the maze: the worker's pyramids and overlays serve the square view's raster only. */
function squareGrid(): OrthogonalGrid {
  const grid = current().grid;
  if (!isOrthogonal(grid)) throw new Error(`the ${grid.topology} maze has no square overview`);
  return grid;
}

function onOverlay(m: OverlayMessage): void {
  const grid = squareGrid();
  const route = m.solution ? withSolution().solution : undefined;
  const layers = overlayOf(grid, route, m.distances, ends.start, { layout: mapLayout(grid.width, grid.height, grid.levels), palette: m.palette });
  const transfer: Transferable[] = [];
  for (const p of [layers.routePyramid, layers.fillPyramid]) if (p) transfer.push(...pyramidBuffers(p));
  // The level-0 arrays are already listed with their pyramids; the per-cell arrays are separate buffers.
  if (layers.route) transfer.push(layers.route.buffer);
  if (layers.fill) transfer.push(layers.fill.buffer);
  post(
    {
      type: 'overlaid',
      id: m.id,
      route: layers.route,
      routeLevels: layers.routePyramid?.levels,
      fill: layers.fill,
      fillLevels: layers.fillPyramid?.levels,
      solutionLength: route ? route.length - 1 : undefined,
    },
    transfer,
  );
}

/** The PNG download: drawn by render-canvas and encoded here, so the page never waits on either. */
async function onRender(m: RenderMessage): Promise<void> {
  // As the page shows it: entrance and exit marked and opened as gaps in the outer wall.
  stage(m.id, 'drawing');
  const shown = withSolution();
  const style: CanvasOptions = { ...m.layout, solution: m.solution, heatmap: m.distances, gaps: true };
  const size = canvasSize(shown, style);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on an OffscreenCanvas');
  drawMaze(ctx, shown, style);
  stage(m.id, 'encoding');
  const png = await canvas.convertToBlob({ type: 'image/png' });
  post({ type: 'rendered', id: m.id, png });
}

function onExport(m: ExportMessage): void {
  // JSON carries the route only when asked, and ends with a newline, as the CLI writes it
  // (`generate --ends-at R --solve`); it names the entrance and exit when asked too, or when
  // the settings chose them (`generate --ends-at R`). Pictures always name them, which the
  // page marks and opens as gaps.
  stage(m.id, 'writing');
  const named = ends.chosen ? { ...current(), start: ends.start, goal: ends.goal } : current();
  const text =
    m.format === 'json'
      ? `${stringifyMaze(m.solution ? withSolution() : named)}\n`
      : svgOf(withSolution(), m.solution, m.distances);
  post({ type: 'exported', id: m.id, file: new Blob([text], { type: m.format === 'json' ? 'application/json' : 'image/svg+xml' }) });
}

/**
 * The maze as a zipped Tiled map, with its entrance and exit as points. A large map takes
 * seconds to write, so it is made here; render-tiled and the zip writer load on first use.
 */
async function onTiled(m: TiledMessage): Promise<void> {
  stage(m.id, 'loading');
  const { tiledZip } = await import('./tiled-zip.js');
  stage(m.id, 'writing');
  // A loaded maze (the endless window) has no entrance or exit; a carved one has them as points.
  const zip = tiledZip(loaded ? current() : { ...current(), start: ends.start, goal: ends.goal }, m.name);
  post({ type: 'zipped', id: m.id, bytes: zip.bytes }, [zip.bytes.buffer]);
}

/**
 * The PDF download: render-pdf's A4 sheet with the entrance and exit marked (none on a loaded
 * maze), plus a solution page when asked. render-pdf and its font are fetched on first use.
 * A maze too dense to print legibly is refused by render-pdf before any drawing, naming the
 * largest size that prints.
 */
async function onPdf(m: PdfMessage): Promise<void> {
  stage(m.id, 'loading');
  const [{ renderPdf }, font] = await Promise.all([import('@mazekit/render-pdf'), import('./pdf-font.js').then((f) => f.loadFont())]);
  stage(m.id, 'drawing');
  const bytes = renderPdf(withSolution(), { solutions: m.solution && !loaded, font });
  post({ type: 'pdf-written', id: m.id, bytes }, [bytes.buffer]);
}

/** Runs an asynchronous request, its failure reported as the request's. */
function answer(id: number, run: Promise<void>): void {
  run.catch((error: unknown) => post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }));
}

/** Stops recording past {@link MAX_SOLVE_TRACE} events (the walk itself goes on to its end). */
class CappedSolveRecorder extends TraceRecorder {
  full = false;
  private guard(): boolean {
    if (this.steps >= MAX_SOLVE_TRACE) this.full = true;
    return !this.full;
  }
  override head(cell: number): void {
    if (this.guard()) super.head(cell);
  }
  override visit(cell: number): void {
    if (this.guard()) super.visit(cell);
  }
  override mark(cell: number, count: number): void {
    if (this.guard()) super.mark(cell, count);
  }
  override fill(cell: number): void {
    if (this.guard()) super.fill(cell);
  }
  override route(cells: readonly number[]): void {
    if (this.guard()) super.route(cells);
  }
}

/**
 * Walks the maze with a solver package from the page's entrance to its exit, seeded by the
 * maze's seed as `mazekit solve --solver` seeds it, and records the walk.
 */
function onSolve(m: SolveMessage): void {
  const solver = findSolver(m.solver);
  if (!solver) throw new Error(`unknown solver ${JSON.stringify(m.solver)}`);
  const shown = withSolution();
  const recorder = new CappedSolveRecorder();
  const result = solveWith(solver, shown, { tracer: recorder });
  const recording = recorder.full ? undefined : recorder.finish();
  post({ type: 'solved', id: m.id, route: result.route, effort: result.effort, recording }, recording ? [recording.data.buffer, recording.offsets.buffer] : []);
}

/** The view's own drawing of the whole map (a large maze of another shape at "fit"), made here so the page never waits on it. */
function onPicture(m: PictureMessage): void {
  const grid = current().grid;
  shapeLayout ??= shapeMapLayout(grid);
  const layout = shapeLayout;
  const canvas = new OffscreenCanvas(Math.max(1, Math.ceil(layout.mapWidth * m.z)), Math.max(1, Math.ceil(layout.mapHeight * m.z)));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on an OffscreenCanvas');
  drawShapes(ctx, layout, { z: m.z, x: 0, y: 0 }, { ...m.layers, cells: grid.cells }, m.colors);
  const bitmap = canvas.transferToImageBitmap();
  post({ type: 'pictured', id: m.id, bitmap }, [bitmap]);
}

scope.onmessage = (event) => {
  const m = event.data;
  try {
    if (m.type === 'generate') onGenerate(m);
    else if (m.type === 'load') onLoad(m);
    else if (m.type === 'render') answer(m.id, onRender(m));
    else if (m.type === 'pdf') answer(m.id, onPdf(m));
    else if (m.type === 'overlay') onOverlay(m);
    else if (m.type === 'picture') onPicture(m);
    else if (m.type === 'solve') onSolve(m);
    else if (m.type === 'tiled') answer(m.id, onTiled(m));
    else onExport(m);
  } catch (error) {
    post({ type: 'failed', id: m.type === 'generate' || m.type === 'load' ? undefined : m.id, message: error instanceof Error ? error.message : String(error) });
  }
};
