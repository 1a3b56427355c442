/**
 * Mark codes for {@link AsciiRowRenderer.row}'s optional `marks` argument, one per cell:
 * drawn as `.`/`•` (path), `S` (start) and `G` (goal).
 */
export const Marks = Object.freeze({ none: 0, path: 1, start: 2, goal: 3 } as const);
