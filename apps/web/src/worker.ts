import { degreeHistogram, solve, stringifyMaze, type Maze } from '@mazekit/core';
import { canvasSize, drawMaze, type CanvasOptions } from '@mazekit/render-canvas';
import { carveMaze } from './carve.js';
import { findGenerator } from './generators.js';
import { MAX_TRACE_STEPS } from './limits.js';
import type { ExportMessage, FromWorker, GenerateMessage, RenderMessage, ToWorker } from './protocol.js';
import { svgOf } from './svg.js';

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

/** The maze with start, goal and solution added, computed once; the plain maze stays as carved. */
function withSolution(): Maze {
  solved ??= solve({ ...current() });
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
  const recording = result.recording;
  const cells = maze.grid.cells.slice();
  const transfer: Transferable[] = [cells.buffer];
  if (recording) transfer.push(recording.data.buffer, recording.offsets.buffer);
  post(
    { type: 'generated', recording, recordingDropped: result.recordingDropped, millis, deadEnds: degreeHistogram(maze.grid)[1] ?? 0, cells },
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
  // JSON carries the route only when asked; pictures need the start as soon as distances show.
  const text =
    m.format === 'json'
      ? stringifyMaze(m.solution ? withSolution() : current())
      : svgOf(m.solution || m.distances ? withSolution() : current(), m.solution, m.distances);
  post({ type: 'exported', id: m.id, text });
}

scope.onmessage = (event) => {
  const m = event.data;
  try {
    if (m.type === 'generate') onGenerate(m);
    else if (m.type === 'render') onRender(m);
    else onExport(m);
  } catch (error) {
    post({ type: 'failed', id: m.type === 'generate' ? undefined : m.id, message: error instanceof Error ? error.message : String(error) });
  }
};
