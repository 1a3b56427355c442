import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { discoverGenerators } from '../src/index.js';

function manifest(dependencies: Record<string, string>): URL {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'package.json');
  writeFileSync(file, JSON.stringify({ name: 'x', dependencies }));
  return pathToFileURL(file);
}

test('imports only @mazekit/generator-* dependencies and skips the missing ones with a note', async () => {
  const found = await discoverGenerators(manifest({ '@mazekit/core': '*', '@mazekit/generator-no-such-thing': '*', 'left-pad': '*' }));
  expect(found.subjects).toEqual([]);
  expect(found.notes).toEqual([expect.stringMatching(/^@mazekit\/generator-no-such-thing skipped: it cannot be imported/)]);
});

test('skips a package that exports no generator, and wraps one that does', async () => {
  const { generatorSubject: _unused, ...notAGenerator } = await import('../src/index.js');
  const generator = {
    id: 'fake',
    unsupported: () => undefined,
    carve: () => undefined,
  };
  const modules: Record<string, unknown> = {
    '@mazekit/generator-empty': notAGenerator,
    '@mazekit/generator-fake': { generator },
  };
  const found = await discoverGenerators(manifest({ '@mazekit/generator-empty': '*', '@mazekit/generator-fake': '*' }), (name) =>
    Promise.resolve(modules[name]),
  );
  expect(found.notes).toEqual(['@mazekit/generator-empty skipped: it exports no `generator` with `id`, `carve` and `unsupported`.']);
  expect(found.subjects.map((s) => [s.label, s.kind, s.algorithm])).toEqual([['fake (mazekit)', 'mazekit', 'fake']]);
});

test('an empty dependency list finds nothing', async () => {
  expect(await discoverGenerators(manifest({}))).toEqual({ subjects: [], notes: [], generators: [] });
});

test('every listed generator is either timed or explained', async () => {
  const found = await discoverGenerators();
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const listed = Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@mazekit/generator-'))
    .map((name) => name.slice('@mazekit/generator-'.length));
  expect(listed).toContain('backtracker');
  for (const id of listed) {
    const timed = found.subjects.some((s) => s.algorithm === id && s.kind === 'mazekit' && s.label === `${id} (mazekit)`);
    const noted = found.notes.some((n) => n.startsWith(`@mazekit/generator-${id} skipped`));
    expect(timed !== noted).toBe(true);
  }
});
