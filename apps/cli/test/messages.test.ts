import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasStack, lines, pool, run, tempDir } from './helpers.js';

// Messages name what the user typed: the flag as typed, the extra word, the unknown command.

/** Runs each case and returns the one line of stderr and the exit status. */
async function refusals(cases: readonly (readonly string[])[]): Promise<{ code: number | null; line: string; stack: boolean; count: number }[]> {
  const results = await pool(cases.map((args) => () => run(args)));
  return results.map((r) => ({ code: r.code, line: lines(r.stderr)[0] ?? '', stack: hasStack(r.stderr), count: lines(r.stderr).length }));
}

describe('messages name what was typed', () => {
  it('renderer options are named by their flag, and marks not given follow the wall mark', async () => {
    const dir = tempDir();
    const [wide, bad, padding] = await Promise.all([
      run(['generate', '-a', 'aldous-broder', '--levels', '2', '--width', '3', '--height', '2', '--seed', '1', '--format', 'blocks', '--wall-char', '<>', '--passage-char', '..']),
      run(['generate', '--seed', '1', '--format', 'blocks', '--wall-char', '<>', '--up-char', '^']),
      run(['generate', '--seed', '1', '--padding', '10000', '-o', join(dir, 't.png')]),
    ]);
    expect([wide.code, wide.stderr]).toEqual([0, '']);
    expect(wide.stdout).toContain('<><>');
    expect(wide.stdout).toMatch(/▲▲|▼▼|◆◆/);
    expect([bad.code, lines(bad.stderr)]).toEqual([2, ['mazekit: --up-char must be 2 characters wide like the wall mark, without line breaks, got "^"']]);
    expect([padding.code, lines(padding.stderr)]).toEqual([2, ['mazekit: --format png draws at most 8192 px a side; --padding 10000 leaves no room for 20 cells a side: give --padding 4076 or less']]);
    expect(existsSync(join(dir, 't.png'))).toBe(false);
  });

  it('an extra argument is named; an unknown command is named with what it may have meant', async () => {
    const got = await refusals([
      ['generate', 'extra'],
      ['render', 'a.json', 'b.json'],
      ['generate', '--', '--width', '3'],
      ['list', '--json', 'extra'],
      ['window', '5'],
      ['animate', '5'],
      ['solve', 'a.json', 'b.json'],
      ['stats', 'a.json', 'b.json'],
      ['help', 'nope'],
      ['gen'],
      ['rendr', 'x.json'],
    ]);
    expect(got.map((g) => g.line)).toEqual([
      'mazekit: generate takes no argument "extra"',
      'mazekit: render takes no argument "b.json"',
      'mazekit: generate takes no argument "--width" (after "--" every word is an argument, not a flag)',
      'mazekit: list takes no argument "extra"',
      'mazekit: window takes no argument "5"',
      'mazekit: animate takes no argument "5"',
      'mazekit: solve takes no argument "b.json"',
      'mazekit: stats takes no argument "b.json"',
      'mazekit: unknown command "nope"; the commands are generate, render, solve, stats, pattern, list, animate, window, help',
      'mazekit: unknown command "gen" (did you mean generate?); the commands are generate, render, solve, stats, pattern, list, animate, window, help',
      'mazekit: unknown command "rendr" (did you mean render?); the commands are generate, render, solve, stats, pattern, list, animate, window, help',
    ]);
    for (const g of got) expect([g.code, g.count, g.stack]).toEqual([2, 1, false]);
    const help = await run(['help', 'generate']);
    expect([help.code, help.stdout.split('\n')[0]]).toEqual([0, 'Usage: mazekit generate [options]']);
  });

  it('generate --help lists its own flags; --help-style lists the style flags under their renderer', async () => {
    const [help, style] = await Promise.all([run(['generate', '--help']), run(['generate', '--help-style'])]);
    expect([help.code, style.code]).toEqual([0, 0]);
    const text = help.stdout.slice(0, help.stdout.indexOf('Examples:'));
    // The command's own flags come first, and no renderer's style flag is among them.
    expect(text.indexOf('--algorithm')).toBeLessThan(text.indexOf('--help-style'));
    expect(text).not.toContain('--cell-size');
    expect(text).not.toContain('--wall-char');
    expect(text).toMatch(/^ {2}--help-style +show the style flags \(\d+\), under the renderer that/m);
    // Each renderer heads its own flags; a flag several renderers take is under each.
    const sections = style.stdout.split('\n\n').slice(1);
    const svg = sections.find((s) => /\(--format svg\):/.test(s))!;
    const blocks = sections.find((s) => /\(--format blocks, blocks-json\):/.test(s))!;
    expect(svg).toMatch(/^ {2}--cell-size <value> +side of a cell in px/m);
    expect(blocks).toMatch(/^ {2}--wall-char <value> +Text for a wall block/m);
    expect(blocks).not.toMatch(/--cell-size|--heatmap/);
  });
});
