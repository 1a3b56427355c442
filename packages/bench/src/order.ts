import type { Subject } from './subject.js';

/**
 * Table order: each mazekit generator followed by the reference and the peers of the same
 * algorithm, then the references and peers left over, so related rows sit together.
 */
export function orderSubjects(subjects: readonly Subject[]): Subject[] {
  const ordered: Subject[] = [];
  const take = (keep: (s: Subject) => boolean): void => {
    for (const s of subjects) if (keep(s) && !ordered.includes(s)) ordered.push(s);
  };
  for (const generator of subjects.filter((s) => s.kind === 'mazekit')) {
    take((s) => s === generator);
    take((s) => s.kind === 'reference' && s.algorithm === generator.algorithm);
    take((s) => s.kind === 'peer' && s.algorithm === generator.algorithm);
  }
  take((s) => s.kind === 'reference');
  take(() => true);
  return ordered;
}
