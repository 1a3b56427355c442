#!/usr/bin/env node
import { EXIT_FAILURE } from './errors.js';
import { isBrokenPipe, main, report } from './main.js';

// Whatever escapes is reported as one line; a reader that stops early (`| head`) is not an error.
process.on('uncaughtException', (error) => {
  if (isBrokenPipe(error)) process.exit(0);
  process.exit(report(error) || EXIT_FAILURE);
});
process.on('unhandledRejection', (error) => {
  if (isBrokenPipe(error)) process.exit(0);
  process.exit(report(error) || EXIT_FAILURE);
});
process.stdout.on('error', (error) => {
  if (isBrokenPipe(error)) process.exit(0);
  process.exit(report(error) || EXIT_FAILURE);
});

process.exitCode = await main(process.argv);
