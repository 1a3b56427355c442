import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTURES, WORLD_SIZE, window } from '../src/index.js';

/** Places worth testing: the origin, chunk and block borders, near 2^31 and the world's far edge. */
const anchors = [0, 64 * 7, 4096 * 3, 262144 * 5, 2 ** 31, 2 ** 32, 2 ** 36, WORLD_SIZE - 300];

const place = fc
  .tuple(fc.constantFrom(...anchors), fc.integer({ min: -150, max: 150 }))
  .map(([anchor, delta]) => Math.min(WORLD_SIZE - 200, Math.max(0, anchor + delta)));

describe.each(TEXTURES)('windows of the %s texture', (texture) => {
  it('agree cell by cell wherever two overlap', () => {
    fc.assert(
      fc.property(
        place,
        place,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('a', 'seed', '2147483648'),
        (x, y, w, h, dx, dy, w2, h2, seed) => {
          const a = window(seed, x, y, w, h, { texture });
          const x2 = x + Math.min(dx, w - 1);
          const y2 = y + Math.min(dy, h - 1);
          const b = window(seed, x2, y2, w2, h2, { texture });
          for (let r = y2; r < Math.min(y + h, y2 + h2); r++) {
            for (let c = x2; c < Math.min(x + w, x2 + w2); c++) {
              expect(b[(r - y2) * w2 + (c - x2)], `cell ${c},${r}`).toBe(a[(r - y) * w + (c - x)]);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agree with their neighbours on every passage through a shared edge', () => {
    fc.assert(
      fc.property(place, place, fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 90 }), (x, y, w, h) => {
        const a = window('edges', x, y, w, h, { texture });
        const east = window('edges', x + w, y, 1, h, { texture });
        const south = window('edges', x, y + h, w, 1, { texture });
        for (let r = 0; r < h; r++) expect(Boolean(a[r * w + w - 1]! & 4)).toBe(Boolean(east[r]! & 8));
        for (let c = 0; c < w; c++) expect(Boolean(a[(h - 1) * w + c]! & 2)).toBe(Boolean(south[c]! & 1));
      }),
      { numRuns: 60 },
    );
  });

  it('agree exactly at 2^31 and across a chunk corner', () => {
    for (const [x, y] of [[2 ** 31 - 40, 2 ** 31 - 40], [64 * 100 - 30, 64 * 100 - 30], [4096 * 9 - 30, 4096 * 2 - 30]] as const) {
      const big = window('corner', x, y, 80, 80, { texture });
      for (let r = 0; r < 80; r += 13) {
        for (let c = 0; c < 80; c += 7) expect(window('corner', x + c, y + r, 1, 1, { texture })[0]).toBe(big[r * 80 + c]);
      }
    }
  });
});
