import type * as NodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMazekitError, optionalModule, type OptionalModuleSpec } from '../src/index.js';

const spec: OptionalModuleSpec = {
  source: '@mazekit/some-renderer',
  specifier: 'node:path',
  purpose: 'PNG output',
  instead: 'draw with drawMaze onto your own canvas',
  insteadOfSync: 'use renderPng (async) or drawMaze onto a canvas',
  rule: 'missing-canvas',
  importer: (specifier) => import(/* @vite-ignore */ specifier),
  url: import.meta.url,
};

describe('optionalModule', () => {
  it('loads the module by import and by require, and keeps the default one', async () => {
    const path = optionalModule<typeof NodePath>(spec);
    const first = await path.load();
    expect(first.join('a', 'b')).toBe(`a${first.sep}b`);
    expect(await path.load()).toBe(first);
    expect(path.loadSync()).toBe(first);
    const fresh = optionalModule<typeof NodePath>(spec);
    expect(fresh.loadSync().basename('/x/y.png')).toBe('y.png');
  });

  it('names the missing module, how to install it and what to do instead, in one line', async () => {
    const loader = optionalModule<unknown>(spec);
    const name = '@mazekit/no-such-optional-package';
    const expected = `@mazekit/some-renderer: PNG output needs the optional peer dependency ${name}, which could not be loaded; install it (npm install ${name}) or draw with drawMaze onto your own canvas`;
    const error = await loader.load(name).catch((e: unknown) => e);
    expect(isMazekitError(error) && error.message).toBe(expected);
    expect((error as { rule?: string }).rule).toBe('missing-canvas');
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(Error);
    expect(() => loader.loadSync(name)).toThrow(expected);
  });

  it('says what to do instead where there is no synchronous require', () => {
    const proc = process as { getBuiltinModule?: unknown };
    const saved = proc.getBuiltinModule;
    proc.getBuiltinModule = undefined;
    try {
      expect(() => optionalModule<unknown>(spec).loadSync()).toThrow(
        '@mazekit/some-renderer: synchronous PNG output needs Node.js 20.16 or later; elsewhere use renderPng (async) or drawMaze onto a canvas',
      );
    } finally {
      proc.getBuiltinModule = saved;
    }
  });
});
