import { MazekitError, describeValue, hashSeed, seedToString, type Seed } from '@mazekit/core';

/** The package name every error of this package starts with. */
export const SOURCE = '@mazekit/endless';

/** How far, in cells, a jagged chunk border strays either side of its straight line. */
export const JAG = 3;

/** The smallest chunk side with jagged borders; smaller chunks keep straight ones. */
export const JAG_MIN_CHUNK = 16;

/** The two looks of the endless maze. */
export type Texture = 'division' | 'chunks';

/** Every texture, the default first. */
export const TEXTURES: readonly Texture[] = Object.freeze(['chunks', 'division'] as const);

/** Side of the default world, in cells: 64^8 = 2^48 (281 474 976 710 656). */
export const WORLD_SIZE = 2 ** 48;

/** The largest world side allowed: coordinates and sums of them stay exact doubles. */
export const MAX_WORLD_SIZE = 2 ** 52;

/** How the world is built; every field is optional. */
export interface WorldOptions {
  /** `'chunks'` (a classic random look; the default) or `'division'` (recursive division). */
  readonly texture?: Texture;
  /** Side of a chunk, in cells and in chunks of the level below: 2..256, default 64. */
  readonly chunk?: number;
  /** Levels of chunks: the world is `chunk ** levels` cells on a side; default 8. */
  readonly levels?: number;
}

/** A checked world description: the seed as text and as hash words, and its size. */
export interface World {
  readonly seed: string;
  readonly texture: Texture;
  readonly chunk: number;
  readonly levels: number;
  /** Side of the square world in cells (`chunk ** levels`). */
  readonly size: number;
  /** How far a level-1 chunk border strays from its straight line: {@link JAG}, or 0 (straight) for chunks under {@link JAG_MIN_CHUNK}. */
  readonly jag: number;
  /** Two 32-bit words hashed from the seed; every random choice starts from them. */
  readonly key0: number;
  readonly key1: number;
}

function fail(message: string): never {
  throw new MazekitError(SOURCE, message);
}

/** Checks `seed` and `options` and returns the world they describe. */
export function resolveWorld(seed: Seed, options: WorldOptions = {}): World {
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) fail(`seed must be a string or a finite number, got ${describeValue(seed)}`);
  const text = seedToString(seed);
  if (options === null || typeof options !== 'object') fail(`options must be an object, got ${describeValue(options)}`);
  const texture = options.texture ?? 'chunks';
  if (!TEXTURES.includes(texture)) fail(`texture must be one of ${TEXTURES.join(', ')}, got ${describeValue(texture)}`);
  const chunk = options.chunk ?? 64;
  if (typeof chunk !== 'number' || !Number.isInteger(chunk) || chunk < 2 || chunk > 256) {
    fail(`chunk must be an integer from 2 to 256, got ${describeValue(chunk)}`);
  }
  const levels = options.levels ?? 8;
  if (typeof levels !== 'number' || !Number.isInteger(levels) || levels < 1 || chunk ** levels > MAX_WORLD_SIZE) {
    const most = Math.floor(Math.log2(MAX_WORLD_SIZE) / Math.log2(chunk) + 1e-9);
    fail(`levels must be an integer from 1 to ${most} with chunk ${chunk} (a world of at most 2^52 cells a side), got ${describeValue(levels)}`);
  }
  const [key0, key1] = hashSeed(`endless:${texture}:${text}`);
  return { seed: text, texture, chunk, levels, size: chunk ** levels, jag: chunk >= JAG_MIN_CHUNK ? JAG : 0, key0, key1 };
}
