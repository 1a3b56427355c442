import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, drawFloats, drawInts, hashSeed, isBulkRng, randomInt, randomRange, randomSeed, seedToString, shuffle } from '../src/index.js';

describe('createRng (sfc32 seeded by cyrb128)', () => {
  it('is pinned: the first outputs for a seed never change (mazes must stay reproducible)', () => {
    const rng = createRng('mazekit');
    const first = Array.from({ length: 4 }, () => Math.floor(rng() * 2 ** 32));
    expect(first).toMatchInlineSnapshot(`
      [
        2165203761,
        1611427415,
        2617939516,
        2105551254,
      ]
    `);
    expect(hashSeed('')).toHaveLength(4);
  });

  it('gives the same sequence for the same seed, and numbers equal their decimal string', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 20; i++) expect(a()).toBe(b());
      }),
    );
    expect(createRng(42)()).toBe(createRng('42')());
    expect(seedToString(1.5)).toBe('1.5');
  });

  it('returns floats in [0, 1) spread evenly', () => {
    const rng = createRng('spread');
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = rng();
      if (!(x >= 0 && x < 1)) outside++;
      else buckets[Math.floor(x * 10)]!++;
    }
    expect(outside).toBe(0);
    for (const b of buckets) expect(Math.abs(b - 10_000)).toBeLessThan(500);
  });

  it('different seeds differ', () => {
    expect(createRng('a')()).not.toBe(createRng('b')());
  });

  it('refuses seeds that are not strings or finite numbers', () => {
    expect(() => createRng(NaN)).toThrow(/@mazekit\/core: seed must be a string or a finite number, got NaN/);
    expect(() => createRng({} as unknown as string)).toThrow(/seed must be/);
  });
});

describe('helpers', () => {
  it('randomInt and randomRange stay in range', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(rng, 7);
      expect(n >= 0 && n < 7 && Number.isInteger(n)).toBe(true);
      const m = randomRange(rng, -3, 3);
      expect(m >= -3 && m <= 3).toBe(true);
    }
  });

  it('shuffle is a deterministic permutation', () => {
    const a = shuffle(createRng('s'), [1, 2, 3, 4, 5, 6, 7, 8]);
    const b = shuffle(createRng('s'), [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const typed = shuffle(createRng('s'), Int32Array.from([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(Array.from(typed)).toEqual(a);
  });

  it('randomSeed gives 8 base-36 characters, different each time', () => {
    const a = randomSeed();
    expect(a).toMatch(/^[0-9a-z]{8}$/);
    expect(randomSeed()).not.toBe(a);
  });
});

describe('bulk draws (BulkRng)', () => {
  it('fill gives the next draws of the same sequence, and leaves the rng where as many calls would', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 40 }), (seed, n, offset) => {
        const bulk = createRng(seed);
        const plain = createRng(seed);
        const out = new Float64Array(n + offset + 3).fill(-1);
        bulk.fill(out, offset, offset + n);
        for (let i = 0; i < out.length; i++) expect(out[i]).toBe(i >= offset && i < offset + n ? plain() : -1);
        expect(bulk()).toBe(plain());
      }),
      { numRuns: 60 },
    );
  });

  it('fillInts gives the integers randomInt would, for any bound up to 2^32', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), fc.integer({ min: 0, max: 200 }), (seed, bound, n) => {
        const bulk = createRng(seed);
        const plain = createRng(seed);
        const out = new Float64Array(n);
        const ints = bound <= 2 ** 31 ? bulk.fillInts(new Int32Array(n), bound) : bulk.fillInts(new Uint32Array(n), bound);
        out.set(ints);
        for (let i = 0; i < n; i++) expect(out[i]).toBe(randomInt(plain, bound));
        expect(bulk()).toBe(plain());
      }),
      { numRuns: 60 },
    );
    const bytes = createRng('b').fillInts(new Uint8Array(5000), 256);
    expect(Math.min(...bytes)).toBe(0);
    expect(Math.max(...bytes)).toBe(255);
  });

  it('drawFloats and drawInts give the same numbers through a plain function as through the bulk methods', () => {
    const wrapped = createRng('w');
    const plain = (): number => wrapped();
    const bulk = createRng('w');
    expect(isBulkRng(bulk)).toBe(true);
    expect(isBulkRng(plain)).toBe(false);
    expect(drawInts(plain, new Uint16Array(999), 1024, 7, 990)).toEqual(drawInts(bulk, new Uint16Array(999), 1024, 7, 990));
    expect(drawFloats(plain, new Float64Array(64), 3)).toEqual(drawFloats(bulk, new Float64Array(64), 3));
    expect(plain()).toBe(bulk());
  });

  it('refuses a bad bound or range in one line', () => {
    const rng = createRng('x');
    for (const f of [(r: typeof rng | (() => number)) => drawInts(r, new Int32Array(4), 0), (r: typeof rng | (() => number)) => drawInts(r, new Int32Array(4), 1.5)]) {
      expect(() => f(rng)).toThrow(/@mazekit\/core: bound must be an integer in \[1, 4294967296\], got /);
      expect(() => f(() => rng())).toThrow(/bound must be an integer/);
    }
    expect(() => rng.fill(new Float64Array(4), 2, 9)).toThrow(/@mazekit\/core: end must be an integer in \[2, 4\], got 9/);
    expect(() => drawFloats(() => 0.5, new Float64Array(4), -1)).toThrow(/start must be an integer in \[0, 4\], got -1/);
  });
});
