import type { TraceState } from '@mazekit/core';
import { Emitter } from '../emitter.js';
import { ui } from '../ui.js';
import { clampCamera, fitCamera, follow, panBy, zoomAt, type Camera } from './camera.js';
import { decorate } from './decorate.js';
import { wireGestures, type Gesture } from './gestures.js';
import { cellAt, cellCentre, type MapLayout } from './map-layout.js';
import { colorsOf, preferredScheme, type Scheme } from './palette.js';
import { Painter } from './painter.js';
import { OVERVIEW_BELOW, rasterize, type Colors, type Layers, type PixelRect } from './raster.js';
import { drawShapesCached } from './vector.js';

/** What the view shows: a maze's map and the layers to draw on it. */
export interface Scene {
  readonly layout: MapLayout;
  /** The layers; `overview` is true when the camera is below two device pixels a cell and pyramids are needed. */
  layers(overview: boolean, colors: Colors): Layers;
  /** `frame`, `maze`, `play` or `solve`, mirrored on the canvas as `data-picture` for tests and styles. */
  readonly picture: string;
  /** The carving step a `frame` scene shows. */
  readonly state?: TraceState;
  /** The step of the Watch mode's timeline this scene is (the step counter follows the scene on the canvas). */
  readonly step?: number;
  /**
   * Draws the whole map at `z` pixels a cell off the page's thread (mazes of other shapes):
   * the view scales that picture while many cells are in view, rather than walking them all.
   */
  readonly drawMap?: (z: number, layers: Layers, colors: Colors) => Promise<ImageBitmap>;
}

const context = ui.canvas.getContext('2d', { alpha: false });
if (!context) throw new Error('this browser cannot draw on a canvas');
const ctx = context;

let scene: Scene | undefined;
let camera: Camera = { z: 1, x: 0, y: 0 };
/** True until the user zooms or pans: the view then refits when the window changes size. */
let fitted = true;
let scheme: Scheme = preferredScheme();
let colors: Colors = colorsOf(scheme);
let frameRequested = false;
let dpr = 1;

/** Taps and swipes on the maze (the play mode listens). */
export const gestures = new Emitter<Gesture>();
/** Fires with every scene shown (a carving frame, the finished maze, ...), so other views can follow. */
export const sceneShown = new Emitter<Scene | undefined>();
/** Fires after every redraw with the time it took, in ms. */
export const drawn = new Emitter<number>();

/** A one-finger drag pans unless this returns false for its pointer type (the play mode swipes). */
let dragPansFor: (pointerType: string) => boolean = () => true;

/** Sets whether a one-finger drag of a pointer type pans the view (else it is a swipe). */
export function setDragPans(predicate: (pointerType: string) => boolean): void {
  dragPansFor = predicate;
}

function viewSize(): { width: number; height: number } {
  return { width: ui.canvas.width, height: ui.canvas.height };
}

/** The zoom at which the whole map fits. */
function fitZoom(): number {
  if (!scene) return 1;
  const { width, height } = viewSize();
  return fitCamera(scene.layout.mapWidth, scene.layout.mapHeight, width, height).z;
}

function setCamera(next: Camera): void {
  if (!scene) return;
  const { width, height } = viewSize();
  camera = clampCamera(next, scene.layout.mapWidth, scene.layout.mapHeight, width, height);
  invalidate();
}

/** Shows the whole maze. */
export function fit(): void {
  fitted = true;
  if (!scene) return;
  const { width, height } = viewSize();
  camera = fitCamera(scene.layout.mapWidth, scene.layout.mapHeight, width, height);
  invalidate();
}

/** Zooms by `factor` about CSS point (`x`, `y`) of the canvas (default: its centre). */
export function zoomBy(factor: number, x?: number, y?: number): void {
  if (!scene) return;
  fitted = false;
  const { width, height } = viewSize();
  setCamera(zoomAt(camera, factor, x === undefined ? width / 2 : x * dpr, y === undefined ? height / 2 : y * dpr, fitZoom()));
}

/** Moves the view by CSS pixels. */
export function panView(dx: number, dy: number): void {
  if (!scene) return;
  fitted = false;
  setCamera(panBy(camera, dx * dpr, dy * dpr));
}

/** Pans just enough to keep `cell` comfortably inside the view (the player, when zoomed in). */
export function keepInView(cell: number): void {
  if (!scene || fitted) return;
  const at = cellCentre(scene.layout, cell);
  const { width, height } = viewSize();
  const next = follow(camera, at.x, at.y, width, height, 3 * camera.z);
  if (next !== camera) setCamera(next);
}

/** The cell under CSS point (`x`, `y`) of the canvas, or -1. */
export function cellAtPoint(x: number, y: number): number {
  if (!scene) return -1;
  return cellAt(scene.layout, camera.x + (x * dpr) / camera.z, camera.y + (y * dpr) / camera.z);
}

/** CSS pixels a cell on screen now. */
export function cellPixels(): number {
  return camera.z / dpr;
}

/**
 * Shows `next`. A new maze (`refit`) starts at "fit"; otherwise the view keeps its place
 * (the same maze with other layers: a new frame, an overlay, the player).
 */
export function setScene(next: Scene | undefined, refit = false): void {
  const changedMap = !scene || !next || scene.layout !== next.layout;
  scene = next;
  sceneShown.emit(next);
  if (refit || changedMap) fit();
  else invalidate();
}

let frameId = 0;

/** Redraws on the next animation frame (many calls in one frame draw once). */
export function invalidate(): void {
  if (frameRequested) return;
  frameRequested = true;
  frameId = requestAnimationFrame(() => {
    frameRequested = false;
    draw();
  });
}

/**
 * Draws what was asked for now, not at the next animation frame: the animation calls it from
 * its own frame callback, so the step it just reached is the one this frame shows.
 */
export function drawNow(): void {
  if (!frameRequested) return;
  cancelAnimationFrame(frameId);
  frameRequested = false;
  draw();
}

const painter = new Painter(ctx);

/** Fires when the canvas shows a scene completely (every pixel of it drawn), with that scene. */
export const presented = new Emitter<Scene | undefined>();

/**
 * Draws the scene: the square raster through the painter (only the cells that changed, or
 * the whole picture over several tasks when it does not fit in one), other shapes through
 * their geometry.
 */
function draw(): void {
  const { width, height } = viewSize();
  if (width === 0 || height === 0) return;
  const began = performance.now();
  if (!scene) {
    painter.reset();
    ctx.fillStyle = `rgb(${colors.background & 255} ${(colors.background >>> 8) & 255} ${(colors.background >>> 16) & 255})`;
    ctx.fillRect(0, 0, width, height);
    ui.canvas.dataset.picture = 'none';
    delete ui.canvas.dataset.shownStep;
    presented.emit(undefined);
    return;
  }
  const shown = scene;
  const cam = camera;
  // Mazes of other shapes are drawn as paths through their geometry, at every zoom.
  const vector = shown.layout.shape !== undefined;
  const overview = !vector && cam.z < OVERVIEW_BELOW;
  const layers = shown.layers(overview, colors);
  const show = (painted: number, rects: readonly PixelRect[] | undefined, complete: boolean): void => {
    ui.canvas.dataset.pending = complete ? 'false' : 'true';
    // Below two pixels a cell the marks (start, goal, player) are drawn on top, large enough to find.
    const marksOnTop = overview || (vector && cam.z < OVERVIEW_BELOW);
    if (rects && rects.length > 0 && !(rects.length === 1 && rects[0]!.x1 - rects[0]!.x0 === width && rects[0]!.y1 - rects[0]!.y0 === height)) {
      // Only these rectangles were put on the canvas: what is drawn on top of the raster is redrawn inside them.
      ctx.save();
      ctx.beginPath();
      for (const r of rects) ctx.rect(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
      ctx.clip();
      decorate(ctx, shown.layout, cam, layers, scheme, dpr, marksOnTop);
      ctx.restore();
    } else if (rects === undefined || rects.length > 0) decorate(ctx, shown.layout, cam, layers, scheme, dpr, marksOnTop);
    Object.assign(ui.canvas.dataset, {
      picture: shown.picture,
      zoom: (cam.z / dpr).toFixed(4),
      dpr: String(dpr),
      cameraX: cam.x.toFixed(4),
      cameraY: cam.y.toFixed(4),
      overview: String(overview),
      painted: String(painted),
    });
    if (shown.step === undefined) delete ui.canvas.dataset.shownStep;
    else ui.canvas.dataset.shownStep = String(shown.step);
    drawn.emit(performance.now() - began);
    presented.emit(shown);
  };
  if (vector) {
    painter.reset();
    const complete = drawShapesCached(ctx, shown.layout, cam, layers, colors, shown.drawMap, invalidate);
    show(width * height, undefined, complete);
    return;
  }
  ui.canvas.dataset.pending = 'true';
  painter.paint(
    {
      layout: shown.layout,
      camera: cam,
      width,
      height,
      layers,
      colors,
      whole: overview ? (out, rows) => rasterize(shown.layout, cam, out, width, height, layers, colors, rows) : undefined,
    },
    (result) => show(result.painted, result.rects, true),
  );
}

function resize(): void {
  dpr = window.devicePixelRatio || 1;
  const box = ui.viewport.getBoundingClientRect();
  const width = Math.max(1, Math.round(box.width * dpr));
  const height = Math.max(1, Math.round(box.height * dpr));
  if (width === ui.canvas.width && height === ui.canvas.height) return;
  const centre = { x: camera.x + ui.canvas.width / 2 / camera.z, y: camera.y + ui.canvas.height / 2 / camera.z };
  ui.canvas.width = width;
  ui.canvas.height = height;
  if (fitted) fit();
  else setCamera({ z: camera.z, x: centre.x - width / 2 / camera.z, y: centre.y - height / 2 / camera.z });
}

let zoomOverride: ((factor: number) => void) | undefined;

/** Sends the zoom buttons to another view (the endless one) while it is on show; `undefined` gives them back. */
export function overrideZoom(zoom: ((factor: number) => void) | undefined): void {
  zoomOverride = zoom;
}

/** Sets up sizing, colour scheme, zoom buttons, keys and pointer gestures. Call once. */
export function wireView(addKeyHandler: (handler: (event: KeyboardEvent) => boolean) => void): void {
  new ResizeObserver(resize).observe(ui.viewport);
  resize();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    scheme = preferredScheme();
    colors = colorsOf(scheme);
    invalidate();
  });
  ui.zoomIn.addEventListener('click', () => (zoomOverride ? zoomOverride(1.5) : zoomBy(1.5)));
  ui.zoomOut.addEventListener('click', () => (zoomOverride ? zoomOverride(1 / 1.5) : zoomBy(1 / 1.5)));
  ui.zoomFit.addEventListener('click', fit);
  wireGestures(ui.canvas, {
    pan: panView,
    zoom: zoomBy,
    dragPans: (type) => dragPansFor(type),
    gesture: (g) => gestures.emit(g),
  });
  const step = 64;
  addKeyHandler((event) => {
    const keys: Record<string, () => void> = {
      '+': () => zoomBy(1.5),
      '=': () => zoomBy(1.5),
      '-': () => zoomBy(1 / 1.5),
      _: () => zoomBy(1 / 1.5),
      '0': fit,
      ArrowLeft: () => panView(step, 0),
      ArrowRight: () => panView(-step, 0),
      ArrowUp: () => panView(0, step),
      ArrowDown: () => panView(0, -step),
    };
    const action = keys[event.key];
    if (!action || !scene) return false;
    action();
    return true;
  });
}

/** The raster colours of the current scheme. */
export function currentColors(): Colors {
  return colors;
}

/** The current colour scheme (for things drawn outside the view, e.g. print). */
export function currentScheme(): Scheme {
  return scheme;
}
