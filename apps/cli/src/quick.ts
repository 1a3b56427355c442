import { listCommand } from './commands/list.js';
import { EXIT_OK } from './errors.js';
import { Registry } from './registry.js';
import { installHandlers, isBrokenPipe, report } from './report.js';

/**
 * `mazekit list [--json]` without building the whole program: no commander, no core, no
 * plugin imported when the cached metadata is current. Prints the same as the full program.
 */
export async function quickList(json: boolean): Promise<number> {
  installHandlers();
  try {
    await listCommand([], { json }, new Registry());
    return EXIT_OK;
  } catch (error) {
    if (isBrokenPipe(error)) return EXIT_OK;
    return report(error);
  }
}
