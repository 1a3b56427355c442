import type { Presets, SingleBar } from 'cli-progress';

/** The two parts of cli-progress in use. */
interface Bars {
  SingleBar: typeof SingleBar;
  Presets: typeof Presets;
}

/**
 * When progress is shown, from `MAZEKIT_PROGRESS`: `auto` (unset: work that has already
 * taken a second, on a terminal), `always` (at once, whatever the size, on a terminal) or
 * `never`. Anything else is read as `auto`: a bar is never worth failing a run for.
 */
export type ProgressMode = 'auto' | 'always' | 'never';

/** The progress mode of this run (see {@link ProgressMode}). */
export function progressMode(env: NodeJS.ProcessEnv = process.env): ProgressMode {
  const value = env.MAZEKIT_PROGRESS;
  return value === 'always' || value === 'never' ? value : 'auto';
}

/** True when a progress display may appear on stderr at all: a terminal, not turned off. */
export function progressPossible(): boolean {
  return process.stderr.isTTY === true && progressMode() !== 'never';
}

/**
 * Whether work of `amount` units is worth moving off the main thread so a bar can be drawn
 * beside it: only when a bar may appear, and (unless `MAZEKIT_PROGRESS=always`) only when
 * the work is at least `threshold` units, so small runs never pay for a worker.
 */
export function worthShowing(amount: number, threshold: number): boolean {
  if (!progressPossible()) return false;
  return progressMode() === 'always' || amount >= threshold;
}

/**
 * A progress bar on stderr that appears only when stderr is a terminal and the work has
 * already taken a second (at once with `MAZEKIT_PROGRESS=always`; never with
 * `MAZEKIT_PROGRESS=never`), so quick runs and pipelines stay quiet.
 */
export class Progress {
  private bar: SingleBar | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly started = Date.now();
  private readonly delay = progressMode() === 'always' ? 0 : 1000;

  private constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly bars: Bars | undefined,
  ) {}

  /** A progress bar; cli-progress is loaded only when a bar may appear. */
  static async create(total: number, label: string): Promise<Progress> {
    const enabled = progressPossible() && total > 0;
    return new Progress(total, label, enabled ? (await import('cli-progress')).default : undefined);
  }

  /** A progress bar that never shows: for output that goes to the terminal the bar would draw on. */
  static hidden(): Progress {
    return new Progress(0, '', undefined);
  }

  /** Reports that `done` of `total` units are finished. */
  update(done: number): void {
    if (!this.bars) return;
    if (!this.bar) {
      if (Date.now() - this.started < this.delay) return;
      this.bar = new this.bars.SingleBar(
        { stream: process.stderr, format: `${this.label} [{bar}] {percentage}% | {value}/{total} | eta {eta_formatted}`, hideCursor: true, clearOnComplete: true },
        this.bars.Presets.shades_classic,
      );
      this.bar.start(this.total, done);
      return;
    }
    this.bar.update(done);
  }

  /**
   * For work whose amount is unknown (one maze being carved or drawn): after a second, a bar
   * whose block sweeps back and forth with the elapsed time, until {@link Progress.stop}.
   */
  pulse(): void {
    if (!this.bars) return;
    const bars = this.bars;
    const tick = (): void => {
      if (!this.bar) {
        if (Date.now() - this.started < this.delay) return;
        this.bar = new bars.SingleBar(
          { stream: process.stderr, format: `${this.label} [{bar}] {duration_formatted}`, hideCursor: true, clearOnComplete: true, barsize: 30 },
          bars.Presets.shades_classic,
        );
        this.bar.start(this.total, 0);
      }
      // A triangle wave over the bar: shows the work is alive without claiming a fraction.
      const phase = Math.floor((Date.now() - this.started) / 100) % (2 * this.total);
      this.bar.update(phase < this.total ? phase : 2 * this.total - phase);
    };
    if (this.delay === 0) tick();
    this.timer = setInterval(tick, 100);
  }

  /** Removes the bar, if it was shown. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.bar?.stop();
    this.bar = undefined;
  }
}
