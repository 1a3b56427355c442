import type { Camera } from './camera.js';
import { floorOrigin, type MapLayout } from './map-layout.js';
import type { Opening } from './openings.js';
import { paintSharp, planRaster, wallThickness, type Colors, type Layers, type Mark, type PixelRect, type RasterPlan } from './raster.js';

/** Milliseconds of drawing the page may spend in one task (a frame is 16.7 ms; the rest is the browser's). */
export const FRAME_BUDGET = 8;

/** What {@link Painter.paint} is asked to show. */
export interface PaintRequest {
  readonly layout: MapLayout;
  readonly camera: Camera;
  readonly width: number;
  readonly height: number;
  readonly layers: Layers;
  readonly colors: Colors;
  /**
   * Draws the whole picture for `rows` (the overview, whose pixels each span several cells);
   * when absent the painter uses the sharp raster and repaints only cells that changed.
   */
  readonly whole?: (out: Uint32Array, rows: { from: number; to: number }) => void;
}

/** What happened to a request. */
export interface PaintResult {
  /** Device pixels rasterised for the picture now on the canvas (0: nothing changed). */
  readonly painted: number;
  /** The rectangles put on the canvas, for drawing what the raster does not on top of them. */
  readonly rects: readonly PixelRect[];
}

/**
 * The values each visible cell was last painted with: passages, floor colour, route, trail
 * and links, one byte each, in the order of `cells`.
 */
interface Snapshot {
  readonly cells: Int32Array;
  readonly passages: Uint8Array;
  readonly fill: Uint8Array;
  readonly route: Uint8Array;
  readonly trail: Uint8Array;
  readonly links: Uint8Array;
  /** A dungeon's cell kind (3 with none) times 16 plus its door sides. */
  readonly dungeon: Uint8Array;
  marks: readonly Mark[];
}

/** Everything a picture depends on besides the per-cell layers: when any of it changes, every pixel may. */
interface Frame {
  readonly layout: MapLayout;
  readonly z: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly colors: Colors;
  readonly openings: readonly Opening[] | undefined;
  readonly overview: boolean;
}

function sameFrame(a: Frame | undefined, b: Frame): boolean {
  return (
    a !== undefined &&
    a.layout === b.layout &&
    a.z === b.z &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.colors === b.colors &&
    a.openings === b.openings &&
    !a.overview &&
    !b.overview
  );
}

/** The cells of `layout` whose square (with its walls) meets the picture, floor by floor, row by row. */
function visibleCells(layout: MapLayout, camera: Camera, width: number, height: number): Int32Array {
  const { z } = camera;
  const w = layout.width;
  const h = layout.height;
  const spans: number[] = [];
  let n = 0;
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    const c0 = Math.max(0, Math.floor(camera.x - at.x - 1));
    const c1 = Math.min(w - 1, Math.ceil(camera.x + width / z - at.x));
    const r0 = Math.max(0, Math.floor(camera.y - at.y - 1));
    const r1 = Math.min(h - 1, Math.ceil(camera.y + height / z - at.y));
    if (c1 < c0 || r1 < r0) continue;
    spans.push(level, c0, c1, r0, r1);
    n += (c1 - c0 + 1) * (r1 - r0 + 1);
  }
  const out = new Int32Array(n);
  let k = 0;
  for (let s = 0; s < spans.length; s += 5) {
    const [level, c0, c1, r0, r1] = spans.slice(s, s + 5) as [number, number, number, number, number];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out[k++] = c + w * (r + h * level);
  }
  return out;
}

function sameMarks(a: readonly Mark[], b: readonly Mark[]): boolean {
  return a.length === b.length && a.every((m, i) => m.cell === b[i]!.cell && m.color === b[i]!.color && m.round === b[i]!.round);
}

/** Copies of the per-cell layers, for work that finishes in a later task (the caller may change its arrays meanwhile). */
function frozen(layers: Layers): Layers {
  return {
    ...layers,
    cells: layers.cells.slice(),
    fill: layers.fill?.slice(),
    route: layers.route?.slice(),
    trail: layers.trail?.slice(),
    links: layers.links?.slice(),
    kinds: layers.kinds?.slice(),
    doors: layers.doors?.slice(),
  };
}

/**
 * Keeps the square view's picture in an `ImageData` and puts on the canvas only what
 * changed. A frame whose camera, size and colours are those of the last one repaints the
 * cells whose layers differ from what was painted (a carving step changes a handful), so
 * the cost of a frame follows the change, not the canvas. A whole redraw (a new camera, the
 * first frame, the overview) is done at once when the measured cost per pixel says it fits
 * in {@link FRAME_BUDGET}; otherwise in slices of that size over several tasks, the canvas
 * keeping the last whole picture until the new one is complete, so that what is on the
 * canvas is always one step of the maze, never a mix, and a newer request folds into the
 * work under way rather than restarting it.
 */
export class Painter {
  private readonly ctx: CanvasRenderingContext2D;
  private image: ImageData | undefined;
  private words: Uint32Array | undefined;
  private plan: RasterPlan | undefined;
  private frame: Frame | undefined;
  private snapshot: Snapshot | undefined;
  /** Rectangles still to paint, and the layers to paint them with. */
  private queue: PixelRect[] = [];
  private pendingLayers: Layers | undefined;
  private pendingWhole: PaintRequest['whole'];
  /** Rectangles painted but not yet on the canvas. */
  private unput: PixelRect[] = [];
  private paintedSincePut = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private onDone: ((result: PaintResult) => void) | undefined;
  /** Measured milliseconds per pixel (a running average); a guess until the first paint. */
  private msPerPixel = 2e-5;

  constructor(ctx: CanvasRenderingContext2D) {
    this.ctx = ctx;
  }

  /** True while a picture is being painted over several tasks. */
  get busy(): boolean {
    return this.queue.length > 0;
  }

  /** Forgets the picture: the next request repaints every pixel. */
  reset(): void {
    this.frame = undefined;
    this.snapshot = undefined;
  }

  /**
   * Shows `request`. `done` is called (at once, or from a later task) when the canvas holds
   * exactly this request's picture, or a later request's one.
   */
  paint(request: PaintRequest, done: (result: PaintResult) => void): void {
    const { layout, camera, width, height, layers, colors } = request;
    const frame: Frame = { layout, z: camera.z, x: camera.x, y: camera.y, width, height, colors, openings: layers.openings, overview: request.whole !== undefined };
    if (!this.image || this.image.width !== width || this.image.height !== height) {
      this.image = this.ctx.createImageData(width, height);
      this.words = new Uint32Array(this.image.data.buffer);
      this.frame = undefined;
    }
    let rects: PixelRect[];
    if (!sameFrame(this.frame, frame)) {
      // Everything may have changed: the whole picture, in row bands.
      this.plan = request.whole ? undefined : planRaster(layout, camera, width, height);
      this.snapshot = request.whole ? undefined : this.takeSnapshot(layout, camera, width, height, layers);
      this.queue = [];
      this.unput = [];
      this.paintedSincePut = 0;
      rects = [{ x0: 0, y0: 0, x1: width, y1: height }];
    } else {
      rects = this.changedRects(layout, layers, camera);
    }
    this.frame = frame;
    this.onDone = done;
    this.pendingWhole = request.whole;
    this.queue.push(...rects);
    if (this.queue.length === 0 && this.unput.length === 0) {
      clearTimeout(this.timer);
      this.finish();
      return;
    }
    const work = this.queue.reduce((sum, r) => sum + (r.x1 - r.x0) * (r.y1 - r.y0), 0);
    if (work * this.msPerPixel <= FRAME_BUDGET) {
      clearTimeout(this.timer);
      this.pendingLayers = layers;
      this.run(Infinity);
      return;
    }
    // Later tasks paint from copies: the caller's arrays (a replay's state) move on meanwhile.
    this.pendingLayers = frozen(layers);
    this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(FRAME_BUDGET), 0);
  }

  /** Paints queued rectangles for up to `budget` ms (at least one slice), then puts them on the canvas once the queue is empty. */
  private run(budget: number): void {
    const began = performance.now();
    const layers = this.pendingLayers!;
    const words = this.words!;
    // Rows per slice of a wide rectangle, from the measured cost.
    const sliceRows = (r: PixelRect): number => Math.max(1, Math.floor(FRAME_BUDGET / this.msPerPixel / Math.max(1, r.x1 - r.x0)));
    while (this.queue.length > 0) {
      const r = this.queue[this.queue.length - 1]!;
      const rows = budget === Infinity ? r.y1 - r.y0 : Math.min(r.y1 - r.y0, sliceRows(r));
      const slice = { x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y0 + rows };
      if (slice.y1 >= r.y1) this.queue.pop();
      else this.queue[this.queue.length - 1] = { ...r, y0: slice.y1 };
      const t0 = performance.now();
      if (this.pendingWhole) this.pendingWhole(words, { from: slice.y0, to: slice.y1 });
      else paintSharp(this.plan!, words, layers, this.frame!.colors, slice);
      const pixels = (slice.x1 - slice.x0) * (slice.y1 - slice.y0);
      this.learn(pixels, performance.now() - t0);
      this.paintedSincePut += pixels;
      this.unput.push(slice);
      if (performance.now() - began >= budget) break;
    }
    if (this.queue.length > 0) {
      this.schedule();
      return;
    }
    this.finish();
  }

  /** Puts what was painted on the canvas and says so. */
  private finish(): void {
    const rects = this.put();
    const done = this.onDone;
    const painted = this.paintedSincePut;
    this.paintedSincePut = 0;
    this.pendingLayers = undefined;
    done?.({ painted, rects });
  }

  /** Copies the painted rectangles from the picture to the canvas: each, or their bounding box when there are many. */
  private put(): PixelRect[] {
    const image = this.image!;
    let rects = this.unput;
    this.unput = [];
    if (rects.length > 48) {
      const box = { x0: Infinity, y0: Infinity, x1: 0, y1: 0 };
      for (const r of rects) {
        box.x0 = Math.min(box.x0, r.x0);
        box.y0 = Math.min(box.y0, r.y0);
        box.x1 = Math.max(box.x1, r.x1);
        box.y1 = Math.max(box.y1, r.y1);
      }
      rects = [box];
    }
    for (const r of rects) this.ctx.putImageData(image, 0, 0, r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0);
    return rects;
  }

  /** A running average of the cost per pixel, so the next decision (now or in slices) follows this machine at this moment. */
  private learn(pixels: number, millis: number): void {
    if (pixels < 2000) return;
    const sample = millis / pixels;
    this.msPerPixel = 0.7 * this.msPerPixel + 0.3 * sample;
  }

  private takeSnapshot(layout: MapLayout, camera: Camera, width: number, height: number, layers: Layers): Snapshot {
    const cells = visibleCells(layout, camera, width, height);
    const n = cells.length;
    const snap: Snapshot = {
      cells,
      passages: new Uint8Array(n),
      fill: new Uint8Array(n),
      route: new Uint8Array(n),
      trail: new Uint8Array(n),
      links: new Uint8Array(n),
      dungeon: new Uint8Array(n),
      marks: layers.marks ?? [],
    };
    this.compare(snap, layers, () => undefined);
    return snap;
  }

  /** Calls `changed(i)` for each visible cell whose layers differ from the snapshot, and updates it. */
  private compare(snap: Snapshot, layers: Layers, changed: (i: number) => void): void {
    const { cells, passages, fill, route, trail, links, dungeon } = snap;
    const lc = layers.cells;
    const lf = layers.fill;
    const lr = layers.route;
    const lt = layers.trail;
    const ll = layers.links;
    const lk = layers.kinds;
    const ld = layers.doors;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      const p = lc[c]!;
      const f = lf === undefined ? 0 : lf[c]!;
      const r = lr === undefined ? 0 : lr[c]!;
      const t = lt === undefined ? 0 : lt[c]!;
      const l = ll === undefined ? 0 : ll[c]!;
      const d = ((lk === undefined ? 3 : lk[c]!) << 4) | (ld === undefined ? 0 : ld[c]!);
      if (p !== passages[i] || f !== fill[i] || r !== route[i] || t !== trail[i] || l !== links[i] || d !== dungeon[i]) {
        passages[i] = p;
        fill[i] = f;
        route[i] = r;
        trail[i] = t;
        links[i] = l;
        dungeon[i] = d;
        changed(i);
      }
    }
  }

  /** The pixel rectangles of the cells that changed since the snapshot (each with its walls), consecutive cells of a row joined. */
  private changedRects(layout: MapLayout, layers: Layers, camera: Camera): PixelRect[] {
    const snap = this.snapshot!;
    const dirty = new Set<number>();
    this.compare(snap, layers, (i) => dirty.add(snap.cells[i]!));
    const marks = layers.marks ?? [];
    if (!sameMarks(snap.marks, marks)) {
      for (const m of snap.marks) dirty.add(m.cell);
      for (const m of marks) dirty.add(m.cell);
      snap.marks = marks;
    }
    if (dirty.size === 0) return [];
    const { z } = camera;
    const t = wallThickness(z);
    const w = layout.width;
    const plane = w * layout.height;
    const sorted = [...dirty].filter((c) => c >= 0 && c < plane * layout.levels).sort((a, b) => a - b);
    const rects: PixelRect[] = [];
    const { width, height } = this.image!;
    let i = 0;
    while (i < sorted.length) {
      // A run of consecutive cells in one row.
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1 && sorted[j + 1]! % w !== 0) j++;
      const first = sorted[i]!;
      const level = Math.floor(first / plane);
      const row = Math.floor((first % plane) / w);
      const col = first % w;
      const at = floorOrigin(layout, level);
      const x0 = Math.floor((at.x + col - camera.x) * z) - t - 1;
      const x1 = Math.ceil((at.x + col + (j - i + 1) - camera.x) * z) + t + 1;
      const y0 = Math.floor((at.y + row - camera.y) * z) - t - 1;
      const y1 = Math.ceil((at.y + row + 1 - camera.y) * z) + t + 1;
      const rect = { x0: Math.max(0, x0), y0: Math.max(0, y0), x1: Math.min(width, x1), y1: Math.min(height, y1) };
      if (rect.x1 > rect.x0 && rect.y1 > rect.y0) rects.push(rect);
      i = j + 1;
    }
    return rects;
  }
}
