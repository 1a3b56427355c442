import { deliverDownload, holdAsked, holdUntilReleased } from './hold.js';
import type { DownloadStage, ExportedMessage, FromWorker, GenerateMessage, GeneratedMessage, Layout, OverlaidMessage, PdfWrittenMessage, PicturedMessage, RenderedMessage, SolvedMessage, ToWorker, ZippedMessage } from './protocol.js';
import type { Colors, Layers } from './view/raster.js';

/** Raised by a job's pending promises when it is cancelled. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

type Answer = RenderedMessage | PdfWrittenMessage | ExportedMessage | OverlaidMessage | PicturedMessage | SolvedMessage | ZippedMessage;

/** Told each step a download request reaches in the worker. */
export type OnStage = (stage: DownloadStage) => void;

interface Pending {
  resolve(message: Answer): void;
  reject(error: Error): void;
  onStage: OnStage | undefined;
  /** A download's answer, which a browser test may hold (see hold.ts). */
  download: boolean;
}

/** What a job starts from: a carve, or a maze made elsewhere, as maze JSON (a mode's own maze, for its downloads). */
export type JobRequest = Omit<GenerateMessage, 'type'> | { readonly json: string };

/**
 * One maze, carved and kept in its own Web Worker so the page never waits on it. The
 * worker answers later requests (pictures, downloads) about the same maze; cancelling
 * terminates it, which stops even a carve that is deep inside one synchronous call. A job
 * made from maze JSON is never carved (`generated` never settles); it only answers downloads.
 */
export class MazeJob {
  /** Settles when the maze is carved (or carving failed or was cancelled). */
  readonly generated: Promise<GeneratedMessage>;
  /** Called with the cells carved so far while a large maze is carved. */
  onProgress: ((done: number, total: number) => void) | undefined;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private cancelled = false;
  private settle: { resolve(m: GeneratedMessage): void; reject(e: Error): void } | undefined;
  /** True when the page's test hook holds this carve until the test releases it (see hold.ts). */
  private readonly held: boolean;

  constructor(request: JobRequest) {
    this.generated = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Callers that never wait for the carve (a cancelled job) must not see an unhandled rejection.
    this.generated.catch(() => undefined);
    this.held = !('json' in request) && holdAsked(request);
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mazekit' });
    this.worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data);
    this.worker.onerror = (event) => this.failAll(new Error(event.message || 'the maze worker stopped'));
    this.send('json' in request ? { type: 'load', json: request.json } : { type: 'generate', ...request });
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(m: FromWorker): void {
    switch (m.type) {
      case 'progress':
        this.onProgress?.(m.done, m.total);
        break;
      case 'stage':
        this.pending.get(m.id)?.onStage?.(m.stage);
        break;
      case 'generated':
        if (this.held) holdUntilReleased(() => this.settle?.resolve(m));
        else this.settle?.resolve(m);
        break;
      case 'failed':
        if (m.id === undefined) this.settle?.reject(new Error(m.message));
        else this.take(m.id)?.reject(new Error(m.message));
        break;
      default: {
        const p = this.take(m.id);
        if (p?.download) deliverDownload(() => p.resolve(m));
        else p?.resolve(m);
      }
    }
  }

  private take(id: number): Pending | undefined {
    const p = this.pending.get(id);
    this.pending.delete(id);
    return p;
  }

  private request<T extends Answer>(message: ToWorker & { id: number }, onStage?: OnStage): Promise<T> {
    if (this.cancelled) return Promise.reject(new CancelledError());
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (m: Answer) => void, reject, onStage, download: onStage !== undefined });
      this.send(message);
    });
  }

  /** The finished maze drawn by render-canvas and encoded as PNG, both in the worker. */
  async png(layout: Layout, solution: boolean, distances: boolean, onStage: OnStage): Promise<Blob> {
    const m = await this.request<RenderedMessage>({ type: 'render', id: this.nextId++, layout, solution, distances }, onStage);
    return m.png;
  }

  /** The maze as a printable PDF from render-pdf, with a solution page when `solution` is set. */
  async pdf(solution: boolean, onStage: OnStage): Promise<Uint8Array> {
    const m = await this.request<PdfWrittenMessage>({ type: 'pdf', id: this.nextId++, solution }, onStage);
    return m.bytes;
  }

  /** The solution and distance layers of a large maze, with their overview pyramids. */
  overlay(solution: boolean, distances: boolean, palette: Uint32Array): Promise<OverlaidMessage> {
    return this.request<OverlaidMessage>({ type: 'overlay', id: this.nextId++, solution, distances, palette });
  }

  /** The whole map of a maze of another shape drawn as the view draws it, at `z` pixels a cell. */
  async picture(z: number, layers: Omit<Layers, 'cells'>, colors: Colors): Promise<ImageBitmap> {
    const m = await this.request<PicturedMessage>({ type: 'picture', id: this.nextId++, z, layers, colors });
    return m.bitmap;
  }

  /** A text download, maze JSON or SVG, as a file made in the worker. */
  async export(format: 'json' | 'svg', solution: boolean, distances: boolean, onStage: OnStage): Promise<Blob> {
    const m = await this.request<ExportedMessage>({ type: 'export', id: this.nextId++, format, solution, distances }, onStage);
    return m.file;
  }

  /** The maze as a zipped Tiled map and its tileset, the map called `<name>.tmj`, written in the worker. */
  async tiled(name: string, onStage: OnStage): Promise<Uint8Array> {
    const m = await this.request<ZippedMessage>({ type: 'tiled', id: this.nextId++, name }, onStage);
    return m.bytes;
  }

  /** A solver package's walk from the page's entrance to its exit, recorded for the animation. */
  solve(solver: string): Promise<SolvedMessage> {
    return this.request<SolvedMessage>({ type: 'solve', id: this.nextId++, solver });
  }

  private failAll(error: Error): void {
    this.settle?.reject(error);
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  /** Stops the worker at once; every pending promise rejects with {@link CancelledError}. */
  cancel(): void {
    this.cancelled = true;
    this.worker.terminate();
    this.failAll(new CancelledError());
  }
}
