import { readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';

// Each shape package's conformance test tries every generator its package.json lists
// (`installedGenerators`); `pnpm new:generator` adds each new one there. A generator package
// made by hand, or a new shape package, must list them too, or a generator goes untried.
const packages = new URL('../../', import.meta.url);
const manifests = readdirSync(packages).flatMap((dir) => {
  try {
    return [{ dir, json: JSON.parse(readFileSync(new URL(`${dir}/package.json`, packages), 'utf8')) as Manifest }];
  } catch {
    return [];
  }
});
interface Manifest {
  name: string;
  keywords?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

it('every shape package lists every generator package of the workspace', () => {
  const generators = manifests.filter((m) => m.json.keywords?.includes('mazekit-generator')).map((m) => m.json.name).sort();
  const shapes = manifests.filter((m) => m.json.keywords?.includes('mazekit-shape'));
  expect(generators.length).toBeGreaterThanOrEqual(14);
  expect(shapes.map((m) => m.dir).sort()).toEqual(['grid-hex', 'grid-polar', 'grid-triangle', 'grid-weave']);
  for (const { dir, json } of shapes) {
    const listed = Object.keys({ ...json.dependencies, ...json.devDependencies });
    expect(generators.filter((name) => !listed.includes(name)), `${dir}/package.json is missing`).toEqual([]);
    expect(listed, dir).toContain('@mazekit/testkit');
  }
});
