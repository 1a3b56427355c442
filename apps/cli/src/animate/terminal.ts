import { writeSync } from 'node:fs';

const ENTER = '\x1b[?1049h\x1b[?25l\x1b[2J\x1b[H';
const LEAVE = '\x1b[0m\x1b[?25h\x1b[?1049l';

/**
 * Full-screen mode for the animation: the alternate screen, a hidden cursor and raw keys.
 * `restore` undoes all of it, exactly once, and is also hooked to process exit and to
 * SIGINT/SIGTERM, so the terminal is given back however the run ends. When the terminal
 * is resized the screen is cleared and `onResize` is called to lay the view out again.
 */
export class Screen {
  constructor(private readonly resized: () => void = () => undefined) {}

  private active = false;
  private readonly onExit = (): void => this.restore();
  private readonly onSignal = (signal: NodeJS.Signals): void => {
    this.restore();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  private readonly onResize = (): void => {
    process.stdout.write('\x1b[2J');
    this.resized();
  };

  /** Switches the terminal over. */
  enter(): void {
    this.active = true;
    process.on('exit', this.onExit);
    process.on('SIGINT', this.onSignal);
    process.on('SIGTERM', this.onSignal);
    process.stdout.on('resize', this.onResize);
    if (process.stdin.isTTY) {
      process.stdin.setRawMode(true);
      process.stdin.resume();
    }
    process.stdout.write(ENTER);
  }

  /** Gives the terminal back; safe to call more than once. */
  restore(): void {
    if (!this.active) return;
    this.active = false;
    if (process.stdin.isTTY) {
      process.stdin.setRawMode(false);
      process.stdin.pause();
    }
    // Synchronous, because this also runs in the 'exit' handler; the terminal may ask to
    // try again (EAGAIN) while it drains the last frame.
    for (let attempt = 0; attempt < 1000; attempt++) {
      try {
        writeSync(1, LEAVE);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') break;
      }
    }
    process.stdout.off('resize', this.onResize);
    process.off('exit', this.onExit);
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
  }

  /**
   * Replaces the screen contents with `text` (drawn from the top-left corner). A frame is
   * dropped while the terminal is still busy with earlier ones, so a slow terminal lags
   * frames, not memory. Returns false when it was dropped.
   */
  draw(text: string): boolean {
    if (process.stdout.writableLength > 1 << 20) return false;
    process.stdout.write(`\x1b[H${text}`);
    return true;
  }
}
