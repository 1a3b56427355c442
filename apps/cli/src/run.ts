import { main } from './main.js';
import { installHandlers } from './report.js';

/** Installs the last-resort handlers and runs the full program on `argv`; returns the exit status. */
export async function runMain(argv: readonly string[]): Promise<number> {
  installHandlers();
  return main(argv);
}
