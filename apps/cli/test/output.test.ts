import { spawn, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseMaze, parseMazeLines } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { BIN, CLI_DIR, hasStack, lines, run, tempDir } from './helpers.js';

const SMALL = ['--width', '5', '--height', '4', '--seed', 'fifo'];

/** Makes a FIFO at `path` (mkfifo), inside a temporary folder only. */
function mkfifo(path: string): void {
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
}

/** Reads a FIFO to its end in a child process (`cat`), so the writer is not blocked. */
function drain(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn('cat', [path]);
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('error', fail);
    child.on('close', () => done(out));
  });
}

describe('--output to something that is not a regular file', () => {
  it('writes through a FIFO and leaves it a FIFO: generate, --count, a stream, solve, render', async () => {
    const dir = tempDir();
    const maze = (await run(['generate', ...SMALL])).stdout;
    const cases: [string, string[], string | undefined][] = [
      ['one.json', ['generate', ...SMALL], undefined],
      ['many.jsonl', ['generate', ...SMALL, '--count', '3'], undefined],
      ['tall.txt', ['generate', '-a', 'eller', '--width', '5', '--height', '50', '--seed', 'f', '--format', 'ascii'], undefined],
      ['solved.json', ['solve', '-'], maze],
      ['drawn.svg', ['render', '-'], maze],
    ];
    for (const [name, args, input] of cases) {
      const fifo = join(dir, name);
      mkfifo(fifo);
      const [read, r] = await Promise.all([drain(fifo), run([...args, '-o', fifo], { input })]);
      expect([r.code, r.stderr], name).toEqual([0, '']);
      expect(lstatSync(fifo).isFIFO(), name).toBe(true);
      const direct = await run(args, { input });
      if (name === 'drawn.svg') expect(read).toBe((await run([...args, '--format', 'svg'], { input })).stdout);
      else expect(read, name).toBe(direct.stdout);
    }
    expect(parseMazeLines((await run(['generate', ...SMALL, '--count', '3'])).stdout)).toHaveLength(3);
    expect(readdirSync(dir).sort()).toEqual(cases.map(([n]) => n).sort());
  });

  it('writes through a link to the standard output (as /dev/stdout is) without replacing the link', async () => {
    const dir = tempDir();
    const link = join(dir, 'stdout');
    symlinkSync('/proc/self/fd/1', link);
    const r = await run(['generate', ...SMALL, '-o', link]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(parseMaze(r.stdout).seed).toBe('fifo');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('replaces the file a symbolic link points to, keeping the link', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'real.json'), 'old');
    symlinkSync(join(dir, 'real.json'), join(dir, 'link.json'));
    const r = await run(['generate', ...SMALL, '-o', join(dir, 'link.json')]);
    expect(r.code).toBe(0);
    expect(lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(parseMaze(readFileSync(join(dir, 'real.json'), 'utf8')).seed).toBe('fifo');
  });

  it.runIf(process.getuid?.() === 0)('writes through a character device made in a temporary folder (mknod), never replacing it', async () => {
    const dir = tempDir();
    const device = join(dir, 'null');
    // Major 1, minor 3: a private node of the null device, inside the temporary folder.
    expect(spawnSync('mknod', [device, 'c', '1', '3']).status).toBe(0);
    const [a, b] = await Promise.all([run(['generate', ...SMALL, '-o', device]), run(['generate', ...SMALL, '--count', '2', '-o', device])]);
    expect([a.code, a.stderr, b.code, b.stderr]).toEqual([0, '', 0, '']);
    expect(lstatSync(device).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir)).toEqual(['null']);
  });

  it('refuses a socket with one line', async () => {
    const dir = tempDir();
    const socket = join(dir, 'maze.sock');
    const server = createServer();
    await new Promise<void>((done) => server.listen(socket, done));
    try {
      const r = await run(['generate', ...SMALL, '--format', 'json', '-o', socket]);
      expect(r.code).toBe(2);
      expect(lines(r.stderr)).toEqual([`mazekit: cannot write --output ${JSON.stringify(socket)}: it is a socket; mazekit writes to files, FIFOs and character devices`]);
      expect(lstatSync(socket).isSocket()).toBe(true);
    } finally {
      server.close();
    }
  });
});

describe('an atomic write interrupted at every phase', () => {
  const phases = ['guarded', 'created', 'written', 'synced', 'renamed'] as const;
  const output = pathToFileURL(join(CLI_DIR, 'dist', 'output.js')).href;

  it.each(phases)('a SIGINT at %s leaves the old file or the new one, and no temporary file', async (phase) => {
    const dir = tempDir();
    const file = join(dir, 'maze.txt');
    writeFileSync(file, 'old contents');
    const script = join(dir, '..', `${dir.split('/').pop()}-script.mjs`);
    writeFileSync(
      script,
      `import { openAtomic } from ${JSON.stringify(output)};
const stop = async (p) => { if (p === ${JSON.stringify(phase)}) { process.kill(process.pid, 'SIGINT'); await new Promise(() => setInterval(() => undefined, 1000)); } };
const out = await openAtomic(${JSON.stringify(file)}, { phase: stop });
await out.write('new contents, '.repeat(1000));
await out.commit();
await stop('renamed-again');
`,
    );
    const result = await new Promise<{ code: number | null; signal: string | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, [script]);
      let stderr = '';
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('close', (code, signal) => done({ code, signal, stderr }));
    });
    expect(hasStack(result.stderr)).toBe(false);
    expect(readdirSync(dir)).toEqual(['maze.txt']);
    const text = readFileSync(file, 'utf8');
    if (phase === 'renamed') {
      // Done: the handlers are gone and the signal ends the process the usual way.
      expect(text).toBe('new contents, '.repeat(1000));
      expect(result.signal ?? result.code).toMatch(/SIGINT|130/);
    } else {
      expect(result.code).toBe(130);
      expect(text).toBe('old contents');
    }
  });
});

describe('messages', () => {
  it('names what is wrong with --output, --format, --jobs', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    const cases: [string[], string][] = [
      [['generate', '-o', join(dir, 'sub')], `cannot write --output ${JSON.stringify(join(dir, 'sub'))}: it is a folder; give a file name inside it`],
      [['generate', '-o', `${join(dir, 'sub')}/`], `cannot write --output ${JSON.stringify(`${join(dir, 'sub')}/`)}: it is a folder; give a file name inside it`],
      [['generate', '-o', `${join(dir, 'new')}/`], `cannot write --output ${JSON.stringify(`${join(dir, 'new')}/`)}: a name ending in "/" is a folder; give a file name`],
      [['render', '-', '-o', join(dir, 'sub')], `cannot write --output ${JSON.stringify(join(dir, 'sub'))}: it is a folder; give a file name inside it`],
      [['generate', '--format', 'png', '-o', join(dir, 'x.svg')], `--format png does not match --output ${JSON.stringify(join(dir, 'x.svg'))}: .svg is for svg; name the file .png or drop --format`],
      [['generate', '--jobs', '2'], '--jobs spreads --count over threads; give --count N (N > 1) or drop --jobs'],
    ];
    const results = await Promise.all(cases.map(([args]) => run(args, { input: '' })));
    results.forEach((r, i) => {
      expect(r.code, cases[i]![0].join(' ')).toBe(2);
      expect(lines(r.stderr)).toEqual([`mazekit: ${cases[i]![1]}`]);
    });
    expect(readdirSync(dir)).toEqual(['sub']);
    // Formats that agree with the extension still pass: stats and blocks-json to .json, unicode to .txt.
    const ok = await Promise.all([
      run(['generate', ...SMALL, '--format', 'stats', '-o', join(dir, 's.json')]),
      run(['generate', ...SMALL, '--format', 'blocks-json', '-o', join(dir, 'b.json')]),
      run(['generate', ...SMALL, '--format', 'unicode', '-o', join(dir, 'u.txt')]),
      run(['generate', ...SMALL, '--format', 'ascii', '-o', join(dir, 'a.out')]),
    ]);
    for (const r of ok) expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it.runIf(spawnSync('test', ['-d', '/proc/self']).status === 0)('a file in /proc is refused as a kernel file system, not a missing folder', async () => {
    const r = await run(['generate', '-o', '/proc/x.json']);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toEqual(['mazekit: cannot write --output "/proc/x.json": /proc is the kernel\'s proc file system, which holds no new files']);
  });

  it('solve with an unreachable goal exits 1 with one line and writes nothing', async () => {
    const dir = tempDir();
    const apart = '{"format":"mazekit/1","topology":"orthogonal","width":2,"height":1,"levels":1,"generator":"x","seed":"s","cells":[0,0],"start":0,"goal":1}';
    const joined = '{"format":"mazekit/1","topology":"orthogonal","width":2,"height":1,"levels":1,"generator":"x","seed":"t","cells":[4,8]}';
    const [one, many] = await Promise.all([
      run(['solve', '-', '-o', join(dir, 'out.json')], { input: apart }),
      run(['solve', '-'], { input: `${joined}\n${apart}\n` }),
    ]);
    expect(one.code).toBe(1);
    expect(lines(one.stderr)).toEqual(['mazekit: the maze (seed "s") has no path from its start (cell 0) to its goal (cell 1); nothing written']);
    expect(many.code).toBe(1);
    expect(many.stdout).toBe('');
    expect(lines(many.stderr)).toEqual(['mazekit: maze 2 of 2 (seed "s") has no path from its start (cell 0) to its goal (cell 1); nothing written']);
    expect(readdirSync(dir)).toEqual([]);
    expect(BIN).toContain('dist');
  });
});
