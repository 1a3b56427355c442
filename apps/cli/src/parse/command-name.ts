import { UsageError } from '../errors.js';

/** Edits (insert, delete, substitute, swap neighbours) that turn `a` into `b`. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The names `word` most likely meant: those it begins (`gen` → generate), else those a typo or two away. */
export function suggest(word: string, names: readonly string[]): string[] {
  const lower = word.toLowerCase();
  const prefixed = names.filter((n) => lower.length >= 2 && n.startsWith(lower));
  if (prefixed.length) return prefixed;
  const scored = names.map((n) => [n, distance(lower, n)] as const).filter(([n, d]) => d <= Math.max(1, Math.floor(n.length / 3)));
  const best = Math.min(...scored.map(([, d]) => d));
  return scored.filter(([, d]) => d === best).map(([n]) => n);
}

/**
 * Refuses a command word that names no command (`mazekit gen`, `mazekit help nope`) with one
 * line naming it, what it may have meant and the commands there are; exit status 2.
 */
export function checkCommandWord(words: readonly string[], names: readonly string[]): void {
  const [first, second] = words;
  const word = first === 'help' && second !== undefined && !second.startsWith('-') ? second : first;
  if (word === undefined || word.startsWith('-') || word === 'help' || names.includes(word)) return;
  const meant = suggest(word, names);
  const hint = meant.length ? ` (did you mean ${meant.join(' or ')}?)` : '';
  throw new UsageError(`unknown command ${JSON.stringify(word)}${hint}; the commands are ${names.join(', ')}, help`);
}
