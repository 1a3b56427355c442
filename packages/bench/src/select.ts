import type { Subject } from './subject.js';

/**
 * The subjects of the algorithms named in `list` (comma-separated generator ids, as
 * `--only kruskal,prim`), every kind of row for each, or a one-line reason when `list` names
 * an algorithm no subject has or names none.
 */
export function selectSubjects(subjects: readonly Subject[], list: string): Subject[] | string {
  const ids = list
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const known = [...new Set(subjects.map((s) => s.algorithm))];
  if (ids.length === 0) return `--only needs generator ids, comma-separated; known: ${known.join(', ')}`;
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown !== undefined) return `--only names ${JSON.stringify(unknown)}, which no row benchmarks; known: ${known.join(', ')}`;
  return subjects.filter((s) => ids.includes(s.algorithm));
}
