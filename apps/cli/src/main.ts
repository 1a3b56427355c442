import { CommanderError } from 'commander';
import { EXIT_OK } from './errors.js';
import { isBrokenPipe, report } from './report.js';
import { buildProgram, commanderExit } from './program.js';
import { checkCommandWord } from './parse/command-name.js';
import { Registry } from './registry.js';

/** Runs the CLI on `argv` (as `process.argv`) and returns the exit status. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    const program = await buildProgram(new Registry(), argv);
    checkCommandWord(argv.slice(2), program.commands.map((c) => c.name()).filter((n) => n !== 'help'));
    await program.parseAsync([...argv]);
    return EXIT_OK;
  } catch (error) {
    // Commander has already printed its one line (or the help).
    if (error instanceof CommanderError) return commanderExit(error);
    if (isBrokenPipe(error)) return EXIT_OK;
    return report(error);
  }
}
