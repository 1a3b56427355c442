import type { Rng } from '@mazekit/core';
import type { Size } from './size.js';

/** Where a benchmarked generator comes from. */
export type SubjectKind = 'mazekit' | 'reference' | 'peer';

/**
 * Anything the bench can time: a mazekit generator, a hand-tuned reference or an npm peer,
 * behind one small interface so they run side by side in the same process.
 */
export interface Subject {
  /** Row label, e.g. `backtracker (mazekit)`. */
  readonly label: string;
  readonly kind: SubjectKind;
  /** The algorithm, as a mazekit generator id (`backtracker`, `wilson`, ...), to pair rows. */
  readonly algorithm: string;
  /** False when the subject draws from its own internal generator instead of the `rng` given. */
  readonly usesRng: boolean;
  /** Largest maze, in cells, it is timed on; larger sizes are skipped with `capReason`. */
  readonly maxCells?: number;
  /** Why larger sizes are skipped; shown in a footnote. */
  readonly capReason?: string;
  /** True for the slow peer that speed-ups are quoted against (generate-maze). */
  readonly baseline?: boolean;
  /** Why it cannot make a maze of `size` at all, or `undefined` when it can. */
  unsupported(size: Size): string | undefined;
  /** Makes one maze and returns it in the subject's own form (kept alive to weigh it). */
  run(size: Size, rng: Rng, seed: number): unknown;
  /** Bytes of the finished maze's own storage, when it is one typed array. */
  readonly mazeBytes?: (output: unknown) => number;
  /** The passages of a maze `run` returned, as mazekit cell bits (N1 S2 E4 W8 U16 D32). */
  toCells(output: unknown, size: Size): Uint8Array;
}
