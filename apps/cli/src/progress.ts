import cliProgress from 'cli-progress';

/**
 * A progress bar on stderr that appears only when stderr is a terminal and the work has
 * already taken a second, so quick runs and pipelines stay quiet.
 */
export class Progress {
  private bar: cliProgress.SingleBar | undefined;
  private readonly started = Date.now();
  private readonly enabled: boolean;

  constructor(
    private readonly total: number,
    private readonly label: string,
  ) {
    this.enabled = process.stderr.isTTY === true && total > 0;
  }

  /** Reports that `done` of `total` units are finished. */
  update(done: number): void {
    if (!this.enabled) return;
    if (!this.bar) {
      if (Date.now() - this.started < 1000) return;
      this.bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: `${this.label} [{bar}] {percentage}% | {value}/{total} | eta {eta_formatted}`, hideCursor: true, clearOnComplete: true },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(this.total, done);
      return;
    }
    this.bar.update(done);
  }

  /** Removes the bar, if it was shown. */
  stop(): void {
    this.bar?.stop();
    this.bar = undefined;
  }
}
