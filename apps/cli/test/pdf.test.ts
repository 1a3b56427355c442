import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, run, tempDir } from './helpers.js';

const pdfinfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
const pages = (file: string) => Number(/Pages:\s+(\d+)/.exec(pdfinfo(file))![1]);
const text = (file: string, page?: number) =>
  execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'], { encoding: 'utf8' });

describe('pdf booklets', () => {
  it('generate --count --per-page --solutions --title writes one booklet, solution pages last', async () => {
    const dir = tempDir();
    const file = join(dir, 'booklet.pdf');
    const r = await run(['generate', '--count', '6', '--width', '12', '--height', '12', '--seed', 'wk', '--per-page', '2', '--solutions', '--title', 'Week 3', '-o', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(file)).toBe(6);
    expect(text(file, 1)).toContain('Week 3');
    expect(text(file, 1)).toMatch(/#1 seed wk-1[\s\S]*#2 seed wk-2/);
    expect(text(file, 4)).toContain('Solutions');
    expect(text(file, 6)).toContain('#6 seed wk-6');
  });

  it('-o sheet.pdf picks pdf; --paper letter --landscape; --solve adds the solution page', async () => {
    const dir = tempDir();
    const file = join(dir, 'sheet.pdf');
    expect((await run(['generate', '--seed', 'one', '--paper', 'letter', '--landscape', '-o', file])).code).toBe(0);
    expect(pdfinfo(file)).toMatch(/Page size:\s+792 x 612 pts \(letter\)/);
    expect(pages(file)).toBe(1);
    expect(text(file)).toContain('#1 seed one');
    expect((await run(['generate', '--seed', 'one', '--solve', '-o', file])).code).toBe(0);
    expect(pages(file)).toBe(2);
  });

  it('render reads JSON Lines and prints them as one booklet, in order', async () => {
    const dir = tempDir();
    const lines = await run(['generate', '--count', '5', '--seed', 'jl', '--width', '8', '--height', '8']);
    writeFileSync(join(dir, 'mazes.jsonl'), lines.stdout);
    const file = join(dir, 'book.pdf');
    const r = await run(['render', join(dir, 'mazes.jsonl'), '-o', file, '--per-page', '4']);
    expect(r.code).toBe(0);
    expect(pages(file)).toBe(2);
    expect(text(file, 1)).toMatch(/#1 seed jl-1[\s\S]*#4 seed jl-4/);
    expect(text(file, 2)).toContain('#5 seed jl-5');
    // Piped in, through stdout to a pipe: the same bytes.
    const piped = await run(['render', '-', '--format', 'pdf', '--per-page', '4'], { input: lines.stdout });
    expect(piped.code).toBe(0);
    expect(piped.bytes.equals(readFileSync(file))).toBe(true);
  });

  it.each([
    [['--per-page', '0'], 'mazekit: --per-page must be an integer from 1 to 48, got 0'],
    [['--width', '20', '--height', '20', '--per-page', '30'], /^mazekit: --per-page 30 leaves cells of 4\.7 pt for 20x20 mazes on a4; at most 20 per page stay legible \(cells of at least 5 pt, about 1\.8 mm\)$/],
    [['--title', 'A title far too long to fit across the top of one A4 page at eighteen points'], /^mazekit: --title is \d+ pt wide at 18 pt but a4 has 523 pt between its margins; shorten it to about \d+ characters$/],
    [['--paper', 'a3'], 'mazekit: --paper must be one of a4, letter, got "a3"'],
  ])('bad input %j: one line, exit 2, no file', async (flags, message) => {
    const dir = tempDir();
    const r = await run(['generate', '--count', '30', '--seed', 'bad', ...flags, '-o', join(dir, 'out.pdf')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const line = r.stderr.trimEnd();
    expect(line).not.toContain('\n');
    if (typeof message === 'string') expect(line).toBe(message);
    else expect(line).toMatch(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    [['--width', '10000', '--height', '10000'], 'mazekit: a 10000x10000 maze leaves cells of 0.052 pt on a4, and cells under 5 pt (about 1.8 mm) do not print legibly; the largest of its proportions that prints legibly there is 104x104'],
    [['--shape', 'hex', '--width', '3000', '--height', '3000'], /^mazekit: a hex 3000x3000 maze leaves cells of 0\.\d+ pt on a4, .*there is about \d+x\d+$/],
    [['--count', '3', '--width', '2000', '--height', '500', '--levels', '2'], /^mazekit: maze 1 \(2000x500, 2 floors\) leaves cells of .* there is \d+x\d+ a floor$/],
  ])('a maze too big to print legibly %j is refused before it is carved: one line, exit 2, no file', async (flags, message) => {
    // 10000x10000 took 20 s of carving before the refusal when the check came after it.
    const dir = tempDir();
    const r = await run(['generate', '--seed', 'big', ...flags, '-o', join(dir, 'big.pdf')]);
    expect(r.code).toBe(2);
    const line = r.stderr.trimEnd();
    if (typeof message === 'string') expect(line).toBe(message);
    else expect(line).toMatch(message);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.runIf(spawnSync('script', ['--version']).status === 0)('a PDF is never written to a terminal', () => {
    for (const args of ['generate --count 3 --format pdf', 'generate --format pdf --per-page 2']) {
      const tty = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" ${args}`, '/dev/null'], { encoding: 'utf8' });
      expect(tty.status).toBe(2);
      expect(tty.stdout.trim()).toBe('mazekit: --format pdf is binary; write it with -o FILE.pdf or redirect stdout to a file');
    }
  });

  it('--count with a drawing format that holds one maze still says which formats take many', async () => {
    const r = await run(['generate', '--count', '3', '--format', 'svg']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('mazekit: --count 3 writes JSON Lines or one booklet; --format must be json, stats or pdf, got "svg"');
  });
});
