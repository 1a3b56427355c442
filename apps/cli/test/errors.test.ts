import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, hasStack, lines, pool, run, tempDir } from './helpers.js';

let good: string;

beforeAll(async () => {
  good = (await run(['generate', '--width', '3', '--height', '2', '--seed', 'e'])).stdout;
});

/** [arguments, stdin, the one line expected on stderr (a regular expression)] */
type Case = [string[], string | undefined, RegExp];

const BAD_ARGS: Case[] = [
  [['generate', '-a', 'nope'], undefined, /^mazekit: unknown algorithm "nope"; installed: .*backtracker.*wilson/],
  [['generate', '--width', 'abc'], undefined, /^mazekit: --width must be an integer from 1 to 100000000, got "abc"$/],
  [['generate', '--width', '-3'], undefined, /^mazekit: --width must be an integer from 1 to 100000000, got "-3"$/],
  [['generate', '--height', '0'], undefined, /^mazekit: --height must be an integer from 1 to 100000000, got "0"$/],
  [['generate', '--height', '2.5'], undefined, /^mazekit: --height must be an integer/],
  [['generate', '--width', '100000', '--height', '100000'], undefined, /^mazekit: --width 100000 --height 100000 --levels 1 make 10000000000 cells; at most 100000000 are allowed$/],
  [['generate', '--levels', 'x'], undefined, /^mazekit: --levels must be an integer/],
  [['generate', '--count', '0'], undefined, /^mazekit: --count must be an integer from 1 to/],
  [['generate', '--braid', '1.5'], undefined, /^mazekit: --braid must be a number from 0 to 1, got "1.5"$/],
  [['generate', '--format', 'gif'], undefined, /^mazekit: unknown --format "gif"; allowed: ascii, unicode, svg, png, blocks/],
  [['generate', '--seed', ''], undefined, /^mazekit: --seed must not be empty$/],
  [['generate', '--option', 'novalue'], undefined, /^mazekit: --option takes key=value, got "novalue"$/],
  [['generate', '--wall-width', 'thick', '--format', 'svg'], undefined, /^mazekit: --wall-width must be a number/],
  [['generate', '--cell-size', '0', '--format', 'svg'], undefined, /^mazekit: --cell-size must be a number from 1 to 1000, got 0$/],
  [['generate', '--wdith', '4'], undefined, /^mazekit: unknown option '--wdith' \(Did you mean --width\?\)$/],
  [['generate', 'extra'], undefined, /^mazekit: generate takes no argument "extra"$/],
  [['frobnicate'], undefined, /^mazekit: unknown command "frobnicate"; the commands are /],
  [['render'], undefined, /^mazekit: missing required argument 'file'$/],
  [['render', '/no/such/maze.json'], undefined, /^mazekit: cannot read "\/no\/such\/maze.json": no such file$/],
  [['render', '/'], undefined, /^mazekit: cannot read "\/": it is a folder$/],
  [['stats', '-'], '', /^mazekit: stdin: @mazekit\/core\/format: rule json: the input is empty/],
  [['stats', '-'], '{"format":"mazekit/1"', /^mazekit: stdin: .*rule json: not valid JSON/],
  [['solve', '-'], '[1,2]', /^mazekit: stdin: .*rule object: a maze must be a JSON object/],
  [['render', '-'], '{"format":"mazekit/2"}', /^mazekit: stdin: .*rule format: "format" must be "mazekit\/1"/],
  [['render', '-'], '{"format":"mazekit/1","topology":"orthogonal","width":2,"height":1,"levels":1,"generator":"x","seed":"1","cells":[4,0]}', /rule symmetric: cell 0 opens east but cell 1 does not open west/],
  [['render', '-'], '{"format":"mazekit/1","topology":"orthogonal","width":2,"height":1,"levels":1,"generator":"x","seed":"1","cells":[4]}', /rule cells-length/],
  [['render', '-'], '{"format":"mazekit/1","topology":"orthogonal","width":1,"height":1,"levels":1,"generator":"x","seed":"1","cells":[1]}', /rule off-grid: cell 0 opens north/],
  [['render', '-'], '{"format":"mazekit/1","topology":"orthogonal","width":1,"height":1,"levels":1,"generator":"x","seed":"1","cells":[64]}', /rule cell-value/],
  [['animate', '--fps', '0'], undefined, /^mazekit: --fps must be an integer from 1 to 240, got "0"$/],
  [['animate', '--color', 'rainbow'], undefined, /^mazekit: option '--color <mode>' argument 'rainbow' is invalid\. Allowed choices are auto, truecolor, 256, 16, none\.$/],
];

describe('bad input', () => {
  it('each bad argument or input is one line naming it, exit 2, no stack', async () => {
    const results = await pool(BAD_ARGS.map(([args, input]) => () => run(args, { input })));
    results.forEach((r, i) => {
      const [args, , pattern] = BAD_ARGS[i]!;
      const what = args.join(' ');
      expect(r.code, what).toBe(2);
      expect(r.stdout, what).toBe('');
      expect(lines(r.stderr), what).toHaveLength(1);
      expect(lines(r.stderr)[0], what).toMatch(pattern);
      expect(hasStack(r.stderr), what).toBe(false);
    });
  });

  it('an unwritable --output fails before any work and leaves nothing behind', async () => {
    const out = tempDir();
    writeFileSync(join(out, 'plain.txt'), 'precious');
    const results = await pool([
      () => run(['generate', '-o', join(out, 'missing', 'maze.json')]),
      () => run(['generate', '-o', out, '--format', 'json']),
      () => run(['generate', '-o', join(out, 'plain.txt', 'maze.json')]),
      () => run(['generate', '-o', join(out, 'x.svg'), '--format', 'svg', '--cell-size', '0']),
    ]);
    expect(results[0]!.stderr).toMatch(/^mazekit: cannot write --output ".*missing\/maze.json": its folder does not exist\n$/);
    expect(results[1]!.stderr).toMatch(/^mazekit: cannot write --output ".*": it is a folder; give a file name inside it\n$/);
    expect(results[2]!.stderr).toMatch(/^mazekit: cannot write --output ".*plain.txt\/maze.json": a part of its path is not a folder\n$/);
    expect(results[3]!.stderr).toMatch(/^mazekit: --cell-size must be a number from 1 to 1000, got 0\n$/);
    for (const r of results) {
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toHaveLength(1);
    }
    expect(readdirSync(out)).toEqual(['plain.txt']);
    expect(readFileSync(join(out, 'plain.txt'), 'utf8')).toBe('precious');
  });

  it('no command prints the help on stderr with exit 2', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: mazekit');
    expect(r.stdout).toBe('');
  });

  it('binary output goes to a pipe as it is, but never to a terminal', async () => {
    const r = await run(['render', '-', '--format', 'png'], { input: good });
    expect(r.code).toBe(0);
    expect(r.bytes.subarray(1, 4).toString()).toBe('PNG');
    if (spawnSync('script', ['--version']).status !== 0) return;
    const tty = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" generate --format png`, '/dev/null'], { encoding: 'utf8' });
    expect(tty.status).toBe(2);
    expect(tty.stdout.trim()).toBe('mazekit: --format png is binary; write it with -o FILE.png or redirect stdout to a file');
  });
});
