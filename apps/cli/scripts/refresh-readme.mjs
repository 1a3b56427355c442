#!/usr/bin/env node
// Re-runs every `$ mazekit ...` command in the README's ```console blocks with the built
// binary and writes its output (stdout and stderr, as a terminal shows them) under it, so
// the examples stay true when generators or renderers change. Build first; review the diff.
// Run it from the package folder: node scripts/refresh-readme.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** Quotes a path for sh. */
const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

// Commands run in an empty folder (files they write land there) with `mazekit` defined as
// the built binary, so pipes such as `mazekit generate | mazekit render -` work as written.
const work = mkdtempSync(join(tmpdir(), 'mazekit-readme-'));
const prelude = `mazekit() { ${quote(process.execPath)} ${quote(bin)} "$@"; }\n`;
const env = { ...process.env, NO_COLOR: '', MAZEKIT_DEBUG: '' };

function output(command) {
  const result = spawnSync('bash', ['-c', `${prelude}${command} 2>&1`], { cwd: work, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.error) throw result.error;
  return result.stdout.replace(/\n+$/, '');
}

const lines = readFileSync(readme, 'utf8').split('\n');
const out = [];
let commands = 0;
try {
  for (let i = 0; i < lines.length; ) {
    const line = lines[i++];
    out.push(line);
    if (line.trim() !== '```console') continue;
    const indent = line.slice(0, line.length - line.trimStart().length);
    while (i < lines.length && lines[i].trim() !== '```') {
      const prompt = lines[i++];
      out.push(prompt);
      if (!prompt.trim().startsWith('$ ')) continue;
      // Drop the old output (up to the next prompt or the end of the block), write the new.
      while (i < lines.length && lines[i].trim() !== '```' && !lines[i].trim().startsWith('$ ')) i++;
      for (const text of output(prompt.trim().slice(2)).split('\n')) out.push(text ? indent + text : text);
      commands++;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const next = out.join('\n');
const stale = next !== lines.join('\n');
writeFileSync(readme, next);
console.log(`${stale ? 'refreshed' : 'unchanged'}: ${commands} commands in README.md`);
