import { degreeHistogram, stringifyMaze, type Maze } from '@mazekit/core';
import { canvasSize, drawMaze, type CanvasOptions } from '@mazekit/render-canvas';
import { carveMaze } from './carve.js';
import { findGenerator } from './generators.js';
import { MAX_TRACE_STEPS } from './limits.js';
import { endsOf } from './maze/ends.js';
import type { ExportMessage, FromWorker, GenerateMessage, OverlayMessage, RenderMessage, ToWorker } from './protocol.js';
import { svgOf } from './svg.js';
import { mapLayout } from './view/map-layout.js';
import { wallPyramid } from './view/overview.js';
import { pyramidBuffers } from './view/pyramid.js';
import { openingsFor, overlayOf } from './view/scene-data.js';

// The DOM lib types `self` as a Window; this is the part of a worker's global scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

let maze: Maze | undefined;
let solved: Maze | undefined;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

function current(): Maze {
  if (!maze) throw new Error('no maze has been carved yet');
  return maze;
}

/** The maze with the page's entrance, exit and the route between them, computed once; the plain maze stays as carved. */
function withSolution(): Maze {
  if (!solved) {
    const m = current();
    const ends = endsOf(m.grid);
    solved = { ...m, start: ends.start, goal: ends.goal };
    if (ends.solution) solved.solution = ends.solution;
  }
  return solved;
}

function onGenerate(m: GenerateMessage): void {
  const generator = findGenerator(m.generator);
  if (!generator) throw new Error(`unknown generator ${JSON.stringify(m.generator)}`);
  const began = performance.now();
  const result = carveMaze(
    generator,
    { width: m.width, height: m.height, levels: m.levels, seed: m.seed, options: m.options, braid: m.braid },
    m.record ? { recordUpTo: MAX_TRACE_STEPS } : { progress: (done, total) => post({ type: 'progress', done, total }) },
  );
  maze = result.maze;
  solved = undefined;
  const millis = performance.now() - began;
  const grid = maze.grid;
  const recording = result.recording;
  const cells = grid.cells.slice();
  const transfer: Transferable[] = [cells.buffer];
  if (recording) transfer.push(recording.data.buffer, recording.offsets.buffer);
  let wallLevels;
  if (m.pyramid) {
    const walls = wallPyramid(mapLayout(grid.width, grid.height, grid.levels), grid.cells, openingsFor(grid, 0, grid.size - 1));
    wallLevels = walls.levels;
    transfer.push(...pyramidBuffers(walls));
  }
  post(
    { type: 'generated', recording, recordingDropped: result.recordingDropped, openingSteps: result.openingSteps, millis, deadEnds: degreeHistogram(grid)[1] ?? 0, cells, wallLevels },
    transfer,
  );
}

function onOverlay(m: OverlayMessage): void {
  const grid = current().grid;
  const route = m.solution ? withSolution().solution : undefined;
  const layers = overlayOf(grid, route, m.distances, 0, { layout: mapLayout(grid.width, grid.height, grid.levels), palette: m.palette });
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

function onRender(m: RenderMessage): void {
  const shown = m.solution || m.distances ? withSolution() : current();
  const style: CanvasOptions = { ...m.layout, solution: m.solution, heatmap: m.distances };
  const size = canvasSize(shown, style);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on an OffscreenCanvas');
  drawMaze(ctx, shown, style);
  const bitmap = canvas.transferToImageBitmap();
  const solutionLength = shown.solution ? shown.solution.length - 1 : undefined;
  post({ type: 'rendered', id: m.id, bitmap, solutionLength }, [bitmap]);
}

function onExport(m: ExportMessage): void {
  // JSON carries the route only when asked, and ends with a newline, as the CLI writes it;
  // pictures need the start as soon as distances show.
  const text =
    m.format === 'json'
      ? `${stringifyMaze(m.solution ? withSolution() : current())}\n`
      : svgOf(m.solution || m.distances ? withSolution() : current(), m.solution, m.distances);
  post({ type: 'exported', id: m.id, text });
}

scope.onmessage = (event) => {
  const m = event.data;
  try {
    if (m.type === 'generate') onGenerate(m);
    else if (m.type === 'render') onRender(m);
    else if (m.type === 'overlay') onOverlay(m);
    else onExport(m);
  } catch (error) {
    post({ type: 'failed', id: m.type === 'generate' ? undefined : m.id, message: error instanceof Error ? error.message : String(error) });
  }
};
