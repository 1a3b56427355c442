import { describe, expect, test } from 'vitest';
import { generatorSubject, peerSubjects, referenceSubjects, selectSubjects } from '../src/index.js';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as backtracker } from '@mazekit/generator-backtracker';

describe('selectSubjects (--only)', () => {
  const subjects = [generatorSubject(backtracker), generatorSubject(kruskal), ...referenceSubjects(), ...peerSubjects()];

  test('keeps every row of the named algorithms, and only those', () => {
    const picked = selectSubjects(subjects, 'backtracker');
    expect(Array.isArray(picked)).toBe(true);
    const labels = (picked as ReturnType<typeof peerSubjects>).map((s) => s.label);
    expect(labels).toContain('backtracker (mazekit)');
    expect(labels).toContain('backtracker (reference)');
    expect(labels.some((l) => l.startsWith('@sbj42/maze-generator-backtrack'))).toBe(true);
    expect(labels.every((l) => !l.startsWith('kruskal'))).toBe(true);
    const two = selectSubjects(subjects, ' kruskal, backtracker ');
    const labelsOfTwo = (two as ReturnType<typeof peerSubjects>).map((s) => s.label);
    expect(labelsOfTwo.filter((l) => l.startsWith('kruskal')).sort()).toEqual(['kruskal (mazekit)', 'kruskal (reference)']);
    expect(labelsOfTwo).toHaveLength(labels.length + 2);
  });

  test('names an unknown id or an empty list in one line', () => {
    expect(selectSubjects(subjects, 'kruskal,nope')).toMatch(/^--only names "nope", which no row benchmarks; known: .*kruskal/);
    expect(selectSubjects(subjects, ' , ')).toMatch(/^--only needs generator ids/);
  });
});
