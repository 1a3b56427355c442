#!/usr/bin/env node
import { readFileSync } from 'node:fs';

// Startup: `mazekit --version` and `mazekit list [--json]` take a short way that loads
// neither commander nor core nor any plugin code (list reads cached plugin metadata); every
// other command line goes through the full program. See main.ts.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  process.stdout.write(`${pkg.version}\n`);
} else if (args[0] === 'list' && (args.length === 1 || (args.length === 2 && args[1] === '--json'))) {
  const { quickList } = await import('./quick.js');
  process.exitCode = await quickList(args[1] === '--json');
} else {
  const { runMain } = await import('./run.js');
  process.exitCode = await runMain(process.argv);
}
