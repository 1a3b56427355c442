import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasStack, lines, run, tempDir } from './helpers.js';

describe('plugin cache folder', () => {
  it('a cache folder that cannot be made is skipped with one line, and the command still works', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), 'not a folder');
    const places = [join(dir, 'file', 'cache')];
    // The kernel's /proc answers ENOENT for a new folder whose parent exists, which made Node's recursive mkdir loop for ever.
    if (existsSync('/proc/self')) places.push('/proc/mazekit-no-such-cache');
    for (const place of places) {
      for (const args of [['list'], ['list', '--json'], ['generate', '--width', '2', '--height', '2', '--seed', 'c']]) {
        const r = await run(args, { env: { MAZEKIT_CACHE_DIR: place } });
        expect([place, args.join(' '), r.code]).toEqual([place, args.join(' '), 0]);
        expect(lines(r.stderr)).toEqual([expect.stringContaining(`cache folder ${JSON.stringify(place)} cannot be made`)]);
        expect(hasStack(r.stderr)).toBe(false);
        expect(r.stdout.length).toBeGreaterThan(0);
      }
    }
  });
});
