import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { installedGenerators } from '../src/index.js';

const root = mkdtempSync(join(tmpdir(), 'testkit-installed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A package in root/node_modules with `index.js` as its entry. */
function install(name: string, code: string): void {
  const dir = join(root, 'node_modules', ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, type: 'module', exports: { '.': { default: './index.js' } } }));
  writeFileSync(join(dir, 'index.js'), code);
}

const GENERATOR = (id: string) => `export const generator = { id: '${id}', topologies: ['*'], carve() {}, unsupported() {} };\n`;

function manifest(name: string, deps: Record<string, string>, dev: Record<string, string> = {}): URL {
  const file = join(root, `${name}.json`);
  writeFileSync(file, JSON.stringify({ name, dependencies: deps, devDependencies: dev }));
  return pathToFileURL(file);
}

install('@mazekit/generator-zig', GENERATOR('zig'));
install('mazekit-generator-zag', GENERATOR('zag'));
install('left-pad', 'export const generator = 1;\n');
install('@mazekit/generator-hollow', 'export const nothing = 1;\n');

it('imports the generator packages among dependencies and devDependencies, in name order, and nothing else', async () => {
  const found = await installedGenerators(manifest('a', { 'left-pad': '*', 'mazekit-generator-zag': '*' }, { '@mazekit/generator-zig': '*', '@mazekit/core': '*' }));
  expect(found.map((g) => g.id)).toEqual(['zig', 'zag']);
  expect(await installedGenerators(manifest('b', {}))).toEqual([]);
});

it('names a listed package that cannot be imported, or exports no generator', async () => {
  await expect(installedGenerators(manifest('c', {}, { '@mazekit/generator-missing': '*' }))).rejects.toThrow(
    /^@mazekit\/testkit: @mazekit\/generator-missing, listed in .*c\.json, cannot be imported \(.*\): build it first$/,
  );
  await expect(installedGenerators(manifest('d', { '@mazekit/generator-hollow': '*' }))).rejects.toThrow(
    '@mazekit/testkit: @mazekit/generator-hollow exports no `generator` with `id`, `topologies`, `carve` and `unsupported`',
  );
});
