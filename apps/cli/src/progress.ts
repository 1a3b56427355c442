import type { Presets, SingleBar } from 'cli-progress';

/** The two parts of cli-progress in use. */
interface Bars {
  SingleBar: typeof SingleBar;
  Presets: typeof Presets;
}

/**
 * A progress bar on stderr that appears only when stderr is a terminal and the work has
 * already taken a second, so quick runs and pipelines stay quiet.
 */
export class Progress {
  private bar: SingleBar | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly started = Date.now();

  private constructor(
    private readonly total: number,
    private readonly label: string,
    private readonly bars: Bars | undefined,
  ) {}

  /** A progress bar; cli-progress is loaded only when stderr is a terminal. */
  static async create(total: number, label: string): Promise<Progress> {
    const enabled = process.stderr.isTTY === true && total > 0;
    return new Progress(total, label, enabled ? (await import('cli-progress')).default : undefined);
  }

  /** Reports that `done` of `total` units are finished. */
  update(done: number): void {
    if (!this.bars) return;
    if (!this.bar) {
      if (Date.now() - this.started < 1000) return;
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
   * For work whose amount is unknown (one maze being carved): after a second, a bar whose
   * block sweeps back and forth with the elapsed time, until {@link Progress.stop}.
   */
  pulse(): void {
    if (!this.bars) return;
    const bars = this.bars;
    this.timer = setInterval(() => {
      if (!this.bar) {
        if (Date.now() - this.started < 1000) return;
        this.bar = new bars.SingleBar(
          { stream: process.stderr, format: `${this.label} [{bar}] {duration_formatted}`, hideCursor: true, clearOnComplete: true, barsize: 30 },
          bars.Presets.shades_classic,
        );
        this.bar.start(this.total, 0);
      }
      // A triangle wave over the bar: shows the work is alive without claiming a fraction.
      const phase = Math.floor((Date.now() - this.started) / 100) % (2 * this.total);
      this.bar.update(phase < this.total ? phase : 2 * this.total - phase);
    }, 100);
  }

  /** Removes the bar, if it was shown. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.bar?.stop();
    this.bar = undefined;
  }
}
