import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../tools/solver-pictures.mjs', import.meta.url));

it("every solver README's trace picture is what tools/solver-pictures.mjs draws today", () => {
  const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}, 120_000);

it('names the solvers it knows when asked for one it does not', () => {
  const result = spawnSync(process.execPath, [script, 'no-such-solver', '--check'], { encoding: 'utf8' });
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/^solver-pictures: no package packages\/solver-no-such-solver; solvers: a-star, bfs, /);
}, 120_000);
