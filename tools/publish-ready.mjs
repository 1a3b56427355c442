#!/usr/bin/env node
// Makes every published package in packages/ ready to publish (`pnpm publish-ready`):
// fills in missing `repository`, `homepage`, `bugs` and `engines` fields from the root
// package.json, copies the root LICENSE, keeps declaration maps (which point at src/, not
// shipped) out of the tarball, and ships the example pictures its README shows.
// packages/pack-test/test/publish.test.ts checks the result for every package.
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const url = workspace.repository.url;
const base = url.replace(/^git\+/, '').replace(/\.git$/, '');
const node = workspace.engines.node;

let changed = 0;
for (const dir of readdirSync(join(root, 'packages')).sort()) {
  const path = join(root, 'packages', dir, 'package.json');
  if (!existsSync(path)) continue;
  const before = readFileSync(path, 'utf8');
  const manifest = JSON.parse(before);
  if (manifest.private) continue;
  const fields = {
    repository: { type: 'git', url, directory: `packages/${dir}` },
    homepage: `${base}/tree/main/packages/${dir}#readme`,
    bugs: { url: `${base}/issues` },
    engines: { node },
  };
  // Insert after `license`, keeping the order of everything else.
  const out = {};
  for (const [key, value] of Object.entries(manifest)) {
    if (key in fields) continue;
    out[key] = value;
    if (key === 'license') Object.assign(out, fields);
  }
  if (!('repository' in out)) Object.assign(out, fields);
  const files = out.files ?? ['dist', 'README.md'];
  const pictures = readdirSync(join(root, 'packages', dir))
    .filter((f) => /^example.*\.(svg|png)$/.test(f))
    .map((f) => `example*${f.slice(f.lastIndexOf('.'))}`);
  // The sources ship beside dist: every .d.ts.map (and .js.map) points into src/.
  const kept = files.filter((f) => f !== '!dist/**/*.d.ts.map');
  if (!kept.includes('src')) kept.splice(kept.includes('dist') ? kept.indexOf('dist') + 1 : 0, 0, 'src');
  for (const wanted of new Set(pictures)) if (!kept.includes(wanted)) kept.push(wanted);
  out.files = kept;
  const after = JSON.stringify(out, null, 2) + '\n';
  if (JSON.stringify(JSON.parse(before)) !== JSON.stringify(out)) {
    writeFileSync(path, after);
    changed++;
    process.stdout.write(`packages/${dir}/package.json: publish fields set\n`);
  }
  const license = join(root, 'packages', dir, 'LICENSE');
  if (!existsSync(license) || readFileSync(license, 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8')) {
    copyFileSync(join(root, 'LICENSE'), license);
    changed++;
    process.stdout.write(`packages/${dir}/LICENSE: copied\n`);
  }
}
process.stdout.write(changed ? `${changed} change(s); review and commit them.\n` : 'Every published package is ready.\n');
