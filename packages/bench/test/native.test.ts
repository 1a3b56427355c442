import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, test } from 'vitest';
import { NATIVE_ALGORITHMS, QUICK, buildYardstick, cellsHash, formatNativeSection, referenceHash, timeNative, type BenchReport } from '../src/index.js';

const hasCompiler = spawnSync(process.env.CC ?? 'cc', ['--version']).status === 0;

test('hashes cells with 32-bit FNV-1a, as the C side does', () => {
  expect(cellsHash(new Uint8Array(0))).toBe('811c9dc5');
  expect(cellsHash(Uint8Array.of(1, 2, 3))).toBe('56cf37ab');
  expect(cellsHash(Uint8Array.of(1, 2, 3))).not.toBe(cellsHash(Uint8Array.of(3, 2, 1)));
});

test('a missing compiler is a skip with its reason, and the section says so', () => {
  const built = buildYardstick('mazekit-no-such-cc');
  expect(built).toEqual({ skipped: 'no C compiler (`mazekit-no-such-cc`) found, so the native yardstick is skipped' });
  const report = { config: QUICK, rows: [] } as unknown as BenchReport;
  expect(formatNativeSection(report, 'no C compiler (`cc`) found, so the native yardstick is skipped')).toBe(
    '## Native yardstick\n\nSkipped: no C compiler (`cc`) found, so the native yardstick is skipped.\n',
  );
});

describe.skipIf(!hasCompiler)('the C translations', () => {
  const built = buildYardstick();
  afterAll(() => {
    if ('dispose' in built) built.dispose();
  });
  const once = { warmups: 0, warmupMs: 0, runs: 1, budgetMs: 0 };
  test.each(NATIVE_ALGORITHMS)('%s makes the very maze of its TypeScript reference', (algorithm) => {
    if (!('binary' in built)) throw new Error(built.skipped);
    for (const size of [
      { width: 1, height: 1, levels: 1 },
      { width: 13, height: 9, levels: 1 },
      { width: 6, height: 5, levels: 3 },
      { width: 1, height: 7, levels: 2 },
    ]) {
      for (const seed of [1, 20261130]) {
        expect(timeNative(built.binary, algorithm, size, once, seed).hash).toBe(referenceHash(algorithm, size, seed));
      }
    }
  });
});
