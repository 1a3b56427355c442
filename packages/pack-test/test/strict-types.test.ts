import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESOLUTION, typeCheck } from './strict.js';
import { installFresh, packAll, published } from './tarballs.js';

let scratch = '';
let project = '';

// Every published package installed from its tarball in one fresh project outside the
// workspace, and a file that imports each of them.
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'mazekit-types-'));
  const tarballs = await packAll(join(scratch, 'tarballs'));
  project = join(scratch, 'consumer');
  await installFresh(project, [...tarballs.keys()], tarballs);
  const imports = published.map(({ name }, i) => `import * as p${i} from '${name}';`);
  writeFileSync(join(project, 'consumer.ts'), `${imports.join('\n')}\nexport const all = [${published.map((_, i) => `p${i}`).join(', ')}];\n`);
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

it.each(Object.keys(RESOLUTION) as (keyof typeof RESOLUTION)[])(
  "type-checks every published package's types, installed from its tarball, under the strictest settings (%s)",
  async (resolution) => {
    expect(published.length).toBeGreaterThan(20);
    const { ok, output } = await typeCheck(project, `consumer-${resolution}`, ['consumer.ts'], RESOLUTION[resolution]);
    expect(output).toBe('');
    expect(ok).toBe(true);
  },
  120_000,
);

it('names an unknown option key in the compiler error, for installed generators with options and without', async () => {
  writeFileSync(
    join(project, 'options.ts'),
    `import { generate } from '@mazekit/core';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as growingTree } from '@mazekit/generator-growing-tree';
generate(backtracker, { width: 4, height: 4, seed: 1, options: { nope: 1 } });
generate(growingTree, { width: 4, height: 4, seed: 1, options: { nope: 1 } });
generate(growingTree, { width: 4, height: 4, seed: 1, options: { policy: 'oldest', nope: 1 } });
generate(growingTree, { width: 4, height: 4, seed: 1, options: { policy: 'oldest' } });
`,
  );
  const { ok, output } = await typeCheck(project, 'options', ['options.ts']);
  expect(ok).toBe(false);
  // One error per bad call (lines 4 to 6), each naming the key; line 7 passes.
  const errors = output.split('\n').filter((line) => /^options\.ts\(\d+,\d+\): error/.test(line));
  expect(errors.map((line) => Number(/\((\d+),/.exec(line)![1]))).toEqual([4, 5, 6]);
  for (const line of errors) expect(line).toContain('No overload matches this call');
  const named = output.split('\n').filter((line) => line.includes("'nope' does not exist in type"));
  expect(named.length).toBeGreaterThanOrEqual(3);
  expect(output).toContain("'nope' does not exist in type 'NoOptions'");
  expect(output).not.toMatch(/not assignable to type 'undefined'/);
}, 120_000);
