import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './timing.js';

/** How many times each command is started (after one warm-up start). */
export interface StartupPlan {
  readonly runs: number;
}

/** The full bench: 15 starts of each command. */
export const STARTUP_FULL: StartupPlan = { runs: 15 };
/** The quick smoke run. */
export const STARTUP_QUICK: StartupPlan = { runs: 3 };

/** The CLI's startup target, in milliseconds of wall time for a whole run. */
export const STARTUP_TARGET_MS = 150;

/** One row: a command line and its median wall time from spawn to exit. */
export interface StartupRow {
  readonly command: string;
  readonly medianMs: number;
  readonly minMs: number;
}

/** What the section reports: bare Node for scale, then each CLI command. */
export interface StartupTiming {
  readonly plan: StartupPlan;
  readonly rows: readonly StartupRow[];
}

/** The commands timed; bare Node first as the floor no command can beat. */
const COMMANDS: readonly (readonly string[])[] = [[], ['--version'], ['list'], ['list', '--json'], ['generate', '--width', '20', '--height', '10', '--seed', '1']];

function time(args: readonly string[], runs: number): StartupRow {
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    const ms = performance.now() - t0;
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr.trim()}`);
    // The first start warms the file system cache; it is not counted.
    if (i > 0) samples.push(ms);
  }
  return { command: '', medianMs: median(samples), minMs: Math.min(...samples) };
}

/**
 * Times the `mazekit` command starting and finishing (`--version`, `list`, a small
 * `generate`) as a user's shell runs it: a fresh Node process each time, wall time from
 * spawn to exit. Bare `node -e 0` is timed too, as the floor.
 */
export function timeStartup(plan: StartupPlan): StartupTiming | string {
  let bin: string;
  try {
    bin = join(dirname(createRequire(import.meta.url).resolve('@mazekit/cli/package.json')), 'dist', 'bin.js');
  } catch (error) {
    return `@mazekit/cli cannot be found (${error instanceof Error ? error.message : String(error)}); build it first`;
  }
  const rows: StartupRow[] = [];
  try {
    for (const args of COMMANDS) {
      const row = time(args.length === 0 ? ['-e', '0'] : [bin, ...args], plan.runs);
      rows.push({ ...row, command: args.length === 0 ? 'node -e 0 (bare Node)' : `mazekit ${args.join(' ')}` });
    }
  } catch (error) {
    return `the CLI failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return { plan, rows };
}

/** The report's section on startup, with the 150 ms target for `--version` and `list`. */
export function formatStartupSection(timing: StartupTiming | string): string {
  const out = ['## CLI startup', ''];
  if (typeof timing === 'string') return [...out, `Not measured: ${timing}.`, ''].join('\n');
  out.push(
    `Wall time of a whole \`mazekit\` run in a fresh Node process, from spawn to exit (the median of ${timing.plan.runs} after one warm-up start). Target: \`--version\` and \`list\` under ${STARTUP_TARGET_MS} ms.`,
    '',
    '| command | median ms | fastest ms | target |',
    '| --- | ---: | ---: | --- |',
  );
  for (const row of timing.rows) {
    const targeted = /^mazekit (--version|list)/.test(row.command);
    const verdict = targeted ? (row.medianMs < STARTUP_TARGET_MS ? `< ${STARTUP_TARGET_MS} ✓` : `< ${STARTUP_TARGET_MS} ✗`) : '';
    out.push(`| \`${row.command}\` | ${row.medianMs.toFixed(0)} | ${row.minMs.toFixed(0)} | ${verdict} |`);
  }
  out.push('');
  return out.join('\n');
}
