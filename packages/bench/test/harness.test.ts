import { OrthogonalGrid } from '@mazekit/core';
import { expect, test } from 'vitest';
import {
  QUICK,
  discoverGenerators,
  formatReport,
  peerSubjects,
  referenceSubjects,
  runBench,
  sizeLabel,
  type BenchConfig,
  type Subject,
} from '../src/index.js';

const tiny: BenchConfig = {
  ...QUICK,
  sizes: QUICK.sizes.map(({ size }) => ({ size, plan: { warmups: 1, warmupMs: 0, runs: 2, budgetMs: 50 } })),
};

// Opens every east passage: each row is joined but the rows are not, so it is no perfect maze.
const broken: Subject = {
  label: 'rows only (broken)',
  kind: 'peer',
  algorithm: 'backtracker',
  usesRng: true,
  unsupported: () => undefined,
  run(size) {
    const grid = new OrthogonalGrid(size.width, size.height, size.levels);
    for (let c = 0; c < grid.size; c++) if (grid.neighbor(c, 2) >= 0) grid.link(c, 2);
    return grid;
  },
  toCells: (output) => (output as OrthogonalGrid).cells,
};

test('runs every subject at every size, checks their mazes, and reports them in Markdown', { timeout: 60_000 }, async () => {
  const discovery = await discoverGenerators();
  const subjects = [...discovery.subjects, ...referenceSubjects(), ...peerSubjects(), broken];
  const report = await runBench(tiny, subjects, { notes: discovery.notes });

  expect(report.rows.map((r) => r.subject.label).sort()).toEqual(subjects.map((s) => s.label).sort());
  for (const row of report.rows) {
    expect(row.results).toHaveLength(tiny.sizes.length);
    row.results.forEach((m, i) => {
      const size = tiny.sizes[i]!.size;
      if (row.subject.kind === 'peer' && row.subject !== broken && size.levels > 1) {
        expect(m).toEqual({ status: 'skipped', reason: expect.stringMatching(/one floor only/) });
        return;
      }
      if (row.subject.kind === 'mazekit' && m.status === 'skipped') return;
      expect(m.status).toBe('timed');
      if (m.status !== 'timed') return;
      expect(m.medianMs).toBeGreaterThan(0);
      expect(m.samplesMs.length).toBeGreaterThanOrEqual(1);
      expect(m.samplesMs.length).toBeLessThanOrEqual(2);
      // The peers' and references' mazes must be perfect; the broken subject must be caught.
      if (row.subject === broken) expect(m.flaw).toMatch(/passages/);
      else if (row.subject.kind !== 'mazekit') expect(m.flaw).toBeUndefined();
    });
    if (typeof row.memory !== 'string') {
      expect(row.memory.peakBytes).toBeGreaterThanOrEqual(0);
      expect(row.memory.samples).toBeGreaterThanOrEqual(1);
    }
  }
  const reference = report.rows.find((r) => r.subject.kind === 'reference' && r.subject.algorithm === 'backtracker')!;
  expect(reference.memory).toMatchObject({ mazeBytes: 60 * 40 });

  const markdown = formatReport(report);
  expect(markdown).toMatch(/^# Benchmarks\n/);
  expect(markdown).toContain(`| generator | ${sizeLabel(tiny.sizes[0]!.size)} ms | Mcells/s |`);
  expect(markdown).toContain('## At 60×40');
  expect(markdown).toContain('## Targets');
  expect(markdown).toMatch(/\| backtracker \(reference\) \| [\d.]+ \| [\d.]+ \|/);
  expect(markdown).toMatch(/rows only \(broken\) \| [\d.]+ \[\d+\]/);
  expect(markdown).toContain('NOT A PERFECT MAZE');
  // Judged targets: Kruskal's at 15 Mcells/s; true Prim's and the growing tree's withdrawn, listed as not judged.
  expect(markdown).toMatch(/\| kruskal: ≥ 15 Mcells\/s \| /);
  expect(markdown).toMatch(/\| prim: no Mcells\/s target \(the 20 Mcells\/s target was withdrawn; its speed is reported, not judged\) \| not judged \| — \|/);
  expect(markdown).toMatch(/\| growing-tree: no Mcells\/s target/);
  expect(markdown).not.toMatch(/(prim|growing-tree): ≥ \d+ Mcells/);
  expect(markdown).toMatch(/one floor only/);
  for (const note of discovery.notes) expect(markdown).toContain(note);
});

test('skips sizes above a subject’s cap with its reason', async () => {
  const capped: Subject = { ...referenceSubjects()[0]!, label: 'capped', maxCells: 500, capReason: 'too slow for big mazes' };
  const report = await runBench(tiny, [capped]);
  expect(report.rows[0]!.results.map((m) => m.status)).toEqual(['timed', 'skipped', 'timed']);
  expect(report.rows[0]!.results[1]).toEqual({ status: 'skipped', reason: 'too slow for big mazes' });
  expect(report.rows[0]!.memory).toBe('too slow for big mazes');
  expect(formatReport(report)).toContain('1. too slow for big mazes');
});

test('a subject that throws is reported as n/a with the error, not a crash', async () => {
  const throwing: Subject = {
    ...referenceSubjects()[0]!,
    label: 'thrower',
    run: () => {
      throw new RangeError('Maximum call stack size exceeded');
    },
  };
  const report = await runBench(tiny, [throwing]);
  expect(report.rows[0]!.results[0]).toEqual({
    status: 'skipped',
    reason: 'thrower threw at 20×20: RangeError: Maximum call stack size exceeded',
  });
  expect(report.rows[0]!.memory).toBe('thrower threw at 60×40: RangeError: Maximum call stack size exceeded');
});

test('the SVG timing draws the first backtracker that makes a perfect maze, or says why there is none', async () => {
  const [reference] = referenceSubjects();
  const report = await runBench(tiny, [broken, reference!]);
  expect(report.svg.maze).toBe('60×40 by backtracker (reference)');
  const none = await runBench(tiny, [broken]);
  expect(none.svg).toEqual({ maze: '', timing: 'no backtracker made a perfect maze to draw' });
});
