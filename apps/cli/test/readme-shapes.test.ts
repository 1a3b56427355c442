import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, CLI_DIR, tempDir } from './helpers.js';

/** The lines of one README section. */
function section(name: string): string[] {
  const text = readFileSync(join(CLI_DIR, 'README.md'), 'utf8');
  const start = text.indexOf(`\n### ${name}\n`);
  if (start < 0) throw new Error(`README.md has no section ${name}`);
  const end = text.indexOf('\n### ', start + 1);
  return text.slice(start, end < 0 ? undefined : end).split('\n');
}

/** The `$ ...` commands of a section's console blocks, each with the output written under it. */
function examples(lines: readonly string[]): { command: string; output: string }[] {
  const out: { command: string; output: string }[] = [];
  let inConsole = false;
  for (const line of lines) {
    if (line.trim() === '```console') inConsole = true;
    else if (line.trim() === '```') inConsole = false;
    else if (inConsole && line.startsWith('$ ')) out.push({ command: line.slice(2), output: '' });
    else if (inConsole) out[out.length - 1]!.output += `${line}\n`;
  }
  return out.map((e) => ({ ...e, output: e.output.replace(/\n+$/, '') }));
}

/** The commands of a section's sh blocks. */
function scripts(lines: readonly string[]): string[] {
  const out: string[] = [];
  let inSh = false;
  for (const line of lines) {
    if (line.trim() === '```sh') inSh = true;
    else if (line.trim() === '```') inSh = false;
    else if (inSh && line.trim() !== '') out.push(line);
  }
  return out;
}

/** Runs `command` with `mazekit` as the built binary in `cwd`; stdout and stderr together. */
function sh(command: string, cwd: string): { status: number | null; output: string } {
  const prelude = `mazekit() { '${process.execPath}' '${BIN}' "$@"; }\n`;
  const result = spawnSync('bash', ['-c', `${prelude}${command} 2>&1`], { cwd, env: { ...process.env, NO_COLOR: '', MAZEKIT_DEBUG: '' }, encoding: 'utf8' });
  return { status: result.status, output: result.stdout.replace(/\n+$/, '') };
}

const work = tempDir('mazekit-readme-');
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('README: Shapes and masks', () => {
  const lines = section('Shapes and masks');
  const cases = examples(lines);

  it('has examples', () => {
    expect(cases.length).toBeGreaterThan(8);
  });

  // Run in order, in one folder, as scripts/refresh-readme.mjs runs them: later commands read files earlier ones wrote.
  it.each(cases)('$ $command', ({ command, output }) => {
    expect(sh(command, work).output).toBe(output);
  });

  it('makes the pictures it shows (same size; the renderers pin their own bytes)', () => {
    mkdirSync(join(work, 'examples'), { recursive: true });
    copyFileSync(join(CLI_DIR, 'examples', 'heart.txt'), join(work, 'examples', 'heart.txt'));
    const commands = scripts(lines);
    expect(commands.length).toBeGreaterThan(3);
    for (const command of commands) expect(sh(command, work)).toEqual({ status: 0, output: '' });
    const made = readdirSync(join(work, 'examples')).filter((f) => f !== 'heart.txt');
    expect(made.sort()).toEqual(['heart.svg', 'hex.svg', 'polar.png', 'triangle.svg']);
    for (const file of made) {
      const mine = readFileSync(join(work, 'examples', file));
      const shipped = readFileSync(join(CLI_DIR, 'examples', file));
      // The PNG header (signature and IHDR: width, height) or the SVG's <svg> element.
      if (file.endsWith('.png')) expect(mine.subarray(0, 24)).toEqual(shipped.subarray(0, 24));
      else expect(/<svg[^>]*>/.exec(mine.toString('utf8'))?.[0]).toBe(/<svg[^>]*>/.exec(shipped.toString('utf8'))?.[0]);
    }
  });
});
