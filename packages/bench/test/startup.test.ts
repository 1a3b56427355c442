import { expect, it } from 'vitest';
import { STARTUP_TARGET_MS, formatStartupSection, timeStartup } from '../src/startup.js';

it('times bare Node and the CLI commands, each in a fresh process', () => {
  const timing = timeStartup({ runs: 1 });
  if (typeof timing === 'string') throw new Error(timing);
  expect(timing.rows.map((r) => r.command)).toEqual([
    'node -e 0 (bare Node)',
    'mazekit --version',
    'mazekit list',
    'mazekit list --json',
    'mazekit generate --width 20 --height 10 --seed 1',
  ]);
  for (const row of timing.rows) expect(row.medianMs).toBeGreaterThan(0);
});

it('reports the rows against the target', () => {
  const text = formatStartupSection({
    plan: { runs: 3 },
    rows: [
      { command: 'node -e 0 (bare Node)', medianMs: 40, minMs: 38 },
      { command: 'mazekit --version', medianMs: 60, minMs: 55 },
      { command: 'mazekit list', medianMs: 200, minMs: 190 },
    ],
  });
  expect(text).toContain('## CLI startup');
  expect(text).toContain(`| \`mazekit --version\` | 60 | 55 | < ${STARTUP_TARGET_MS} ✓ |`);
  expect(text).toContain(`| \`mazekit list\` | 200 | 190 | < ${STARTUP_TARGET_MS} ✗ |`);
  expect(text).toContain('| `node -e 0 (bare Node)` | 40 | 38 |  |');
  expect(formatStartupSection('the CLI is not built')).toContain('Not measured: the CLI is not built.');
});
