import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASK_PNG_MAX_BYTES } from '../src/mask-file.js';
import { invalidUtf8At } from '../src/utf8.js';
import { BIN, CLI_DIR, hasStack, lines, run, spawnInterruptible, tempDir, untilReady, type Result } from './helpers.js';

/** Runs the binary with stdin fed zeros for as long as it reads them. */
function runFedForever(args: readonly string[]): Promise<Result> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', fail);
    const zeros = Buffer.alloc(1 << 20);
    let open = true;
    child.stdin.on('error', () => (open = false));
    const feed = (): void => {
      while (open && child.stdin.write(zeros));
      if (open) child.stdin.once('drain', feed);
    };
    feed();
    child.on('close', (code) => {
      open = false;
      const bytes = Buffer.concat(out);
      done({ code, stdout: bytes.toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), bytes });
    });
  });
}

/** Makes a FIFO at `path` and writes zeros into it for as long as someone reads (until `stop`). */
function endlessFifo(path: string): { stop: () => void } {
  execFileSync('mkfifo', [path]);
  const stream = createWriteStream(path);
  const zeros = Buffer.alloc(1 << 20);
  let open = true;
  stream.on('error', () => (open = false));
  const feed = (): void => {
    while (open && stream.write(zeros));
    if (open) stream.once('drain', feed);
  };
  stream.on('open', feed);
  return {
    stop: () => {
      open = false;
      stream.destroy();
    },
  };
}

/** A PNG of a black disc on white: a mask whose outline is round. */
function discPng(size = 64): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000';
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2 - 1, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toBuffer('image/png');
}

function oneLine(r: Result, code: number, pattern: RegExp): void {
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code, stderr: expect.stringMatching(pattern) });
  expect(lines(r.stderr)).toHaveLength(1);
  expect(hasStack(r.stderr)).toBe(false);
}

describe('PNG masks', () => {
  it('a PNG that does not decode whole is refused in one line naming what is wrong; the whole one carves', async () => {
    const dir = tempDir();
    const png = discPng();
    writeFileSync(join(dir, 'disc.png'), png);
    const good = await run(['generate', '--mask', join(dir, 'disc.png'), '--seed', 'm', '--format', 'stats']);
    expect([good.code, good.stderr]).toEqual([0, '']);
    const damaged = Buffer.from(png);
    damaged.writeUInt8(damaged.readUInt8(png.length - 20) ^ 0xff, png.length - 20);
    const cases: [string, Buffer, RegExp][] = [
      // Cut as the star was (1000 of 1431 bytes): decoders fill the rest blank.
      ['cut.png', png.subarray(0, Math.floor(png.length * 0.7)), /not a readable PNG \(it is cut short: its IDAT chunk at byte \d+ runs to byte \d+, the file ends at byte \d+\)/],
      ['no-end.png', png.subarray(0, png.length - 12), /not a readable PNG \(it is cut short: it ends at byte \d+ before its IEND chunk\)/],
      ['damaged.png', damaged, /not a readable PNG \(its IDAT chunk at byte \d+ is damaged \(the CRC does not match\)\)/],
    ];
    for (const [name, bytes, pattern] of cases) {
      writeFileSync(join(dir, name), bytes);
      const r = await run(['generate', '--mask', join(dir, name), '--seed', 'm', '-o', join(dir, 'never.json')]);
      oneLine(r, 2, new RegExp(`^mazekit: --mask ".*${name.replace('.', '\\.')}": ${pattern.source}; give a PNG picture or a text mask of # and \\.\n$`));
    }
    expect(readdirSync(dir).sort()).toEqual(['cut.png', 'damaged.png', 'disc.png', 'no-end.png']);
  });
});

describe('maze input that is not UTF-8', () => {
  it('render, solve and stats refuse it naming the byte offset, from a file and from stdin', async () => {
    const dir = tempDir();
    const head = Buffer.from('{"format":"mazekit/1","topology":"orthogonal","width":1,"height":1,"levels":1,"generator":"x","seed":"caf');
    const bytes = Buffer.concat([head, Buffer.from([0xe9]), Buffer.from('","cells":[0]}\n')]);
    writeFileSync(join(dir, 'latin1.json'), bytes);
    for (const command of ['render', 'solve', 'stats']) {
      const fromFile = await run([command, join(dir, 'latin1.json')]);
      oneLine(fromFile, 2, new RegExp(`^mazekit: .*latin1\\.json: not valid UTF-8 at byte offset ${head.length} \\(byte 0xe9\\); maze JSON is UTF-8 text\n$`));
      const fromStdin = await run([command, '-'], { input: bytes });
      oneLine(fromStdin, 2, new RegExp(`^mazekit: stdin: not valid UTF-8 at byte offset ${head.length} \\(byte 0xe9\\)`));
    }
    // The same text in UTF-8 is read.
    const utf8 = await run(['stats', '-'], { input: bytes.toString('latin1') });
    expect([utf8.code, utf8.stderr]).toEqual([0, '']);
    expect(JSON.parse(utf8.stdout).seed).toBe('café');
  });

  it('finds the offset a strict decoder fails at', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    const valid = (b: Uint8Array): boolean => {
      try {
        strict.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 24 }), fc.string({ unit: 'grapheme' }).map((s) => new TextEncoder().encode(s)));
    fc.assert(
      fc.property(bytes, fc.uint8Array({ maxLength: 4 }), (text, tail) => {
        const all = new Uint8Array([...text, ...tail]);
        const at = invalidUtf8At(all);
        expect(at === -1).toBe(valid(all));
        if (at >= 0) {
          expect(valid(all.subarray(0, at))).toBe(true);
        }
      }),
      { seed: 22, numRuns: 2000 },
    );
  });
});

describe('bounded reads', () => {
  it('endless stdin is refused in one line once past the most maze JSON read', async () => {
    const r = await runFedForever(['stats', '-']);
    oneLine(r, 2, /^mazekit: stdin: more than 536870888 bytes, the most maze JSON that is read/);
  });

  it('a maze file or a PNG mask bigger than the bound is refused at once by its size', async () => {
    const dir = tempDir();
    const big = join(dir, 'big.json');
    writeFileSync(big, '{');
    truncateSync(big, 536870889);
    oneLine(await run(['render', big]), 2, /^mazekit: .*big\.json": more than 536870888 bytes/);
    const png = join(dir, 'big.png');
    writeFileSync(png, discPng());
    truncateSync(png, MASK_PNG_MAX_BYTES + 1);
    oneLine(await run(['generate', '--mask', png]), 2, new RegExp(`^mazekit: --mask ".*big\\.png": a PNG of more than ${MASK_PNG_MAX_BYTES} bytes`));
  });

  it('an endless mask (a FIFO that never ends) is refused once it has more cells than any maze', async () => {
    const dir = tempDir();
    const fifo = endlessFifo(join(dir, 'mask'));
    try {
      const r = await run(['generate', '--mask', join(dir, 'mask'), '-o', join(dir, 'never.json')]);
      oneLine(r, 2, /^mazekit: --mask ".*mask": a text mask of more than 100000000 cells/);
    } finally {
      fifo.stop();
    }
    expect(readdirSync(dir)).toEqual(['mask']);
  });
});

describe('plugin cache folder', () => {
  it('a cache folder that cannot be made is skipped with one line, and the command still works', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'file'), 'not a folder');
    const places = [join(dir, 'file', 'cache')];
    // The kernel's /proc answers ENOENT for a new folder whose parent exists, which made Node's recursive mkdir loop for ever.
    if (existsSync('/proc/self')) places.push('/proc/mazekit-no-such-cache');
    for (const place of places) {
      for (const args of [['list'], ['list', '--json'], ['generate', '--width', '2', '--height', '2', '--seed', 'c']]) {
        const r = await run(args, { env: { MAZEKIT_CACHE_DIR: place } });
        expect([place, args.join(' '), r.code]).toEqual([place, args.join(' '), 0]);
        expect(lines(r.stderr)).toEqual([expect.stringContaining(`cache folder ${JSON.stringify(place)} cannot be made`)]);
        expect(hasStack(r.stderr)).toBe(false);
        expect(r.stdout.length).toBeGreaterThan(0);
      }
    }
  });
});

/** True once a thread of process `pid` waits in the kernel for the other end of a FIFO (Linux). */
function waitsAtFifo(pid: number): boolean {
  try {
    return readdirSync(`/proc/${pid}/task`).some((task) => readFileSync(`/proc/${pid}/task/${task}/wchan`, 'utf8') === 'wait_for_partner');
  } catch {
    return false;
  }
}

describe('signals', () => {
  // Where a thread waits is read from /proc (Linux).
  const canSee = existsSync('/proc/self/task');

  it.runIf(canSee)('the first Ctrl-C ends a wait for a FIFO reader', async () => {
    const dir = tempDir();
    const fifo = join(dir, 'f');
    execFileSync('mkfifo', [fifo]);
    const child = spawnInterruptible(['generate', '--seed', 'fifo', '-o', fifo]);
    // Nobody opens the FIFO for reading, so the command stays in its open until interrupted.
    await untilReady(child, () => waitsAtFifo(child.pid!));
    child.kill('SIGINT');
    const [code, signal] = await new Promise<[number | null, string | null]>((r) => child.on('close', (c, s) => r([c, s])));
    expect(signal ?? code).toMatch(/^(SIGINT|130)$/);
    expect(readdirSync(dir)).toEqual(['f']);
  });

  it.each(['SIGHUP', 'SIGTERM'] as const)('%s during a big streamed write leaves the old file and no temporary file', async (signal) => {
    const dir = tempDir();
    const file = join(dir, 'big.txt');
    writeFileSync(file, 'old contents');
    const child = spawnInterruptible(['generate', '-a', 'eller', '--width', '1000', '--height', '1000000', '--format', 'ascii', '-o', file]);
    let stderr = '';
    child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
    const temp = (): string | undefined => readdirSync(dir).find((name) => name !== 'big.txt');
    await untilReady(child, () => {
      const name = temp();
      return name !== undefined && statSync(join(dir, name), { throwIfNoEntry: false })!.size > 1e6;
    });
    child.kill(signal);
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(signal === 'SIGHUP' ? 129 : 143);
    expect(hasStack(stderr)).toBe(false);
    expect(readdirSync(dir)).toEqual(['big.txt']);
    expect(readFileSync(file, 'utf8')).toBe('old contents');
  });
});

describe('--output edges', () => {
  it('-o - writes to stdout, for generate, render and stats', async () => {
    const dir = tempDir();
    const gen = await run(['generate', '--width', '2', '--height', '2', '--seed', 'dash', '-o', '-'], { cwd: dir });
    expect([gen.code, gen.stderr]).toEqual([0, '']);
    expect(JSON.parse(gen.stdout).seed).toBe('dash');
    writeFileSync(join(dir, 'm.json'), gen.stdout);
    const drawn = await run(['render', join(dir, 'm.json'), '--format', 'ascii', '-o', '-'], { cwd: dir });
    expect([drawn.code, drawn.stdout.startsWith('+--+--+')]).toEqual([0, true]);
    const stats = await run(['stats', join(dir, 'm.json'), '-o', '-'], { cwd: dir });
    expect([stats.code, JSON.parse(stats.stdout).cells]).toEqual([0, 4]);
    expect(readdirSync(dir)).toEqual(['m.json']);
  });

  it('a dangling symbolic link is written through to its target and stays a link; a loop of links is refused', async () => {
    const dir = tempDir();
    symlinkSync('sub/target.txt', join(dir, 'link'));
    mkdirSync(join(dir, 'sub'));
    const r = await run(['generate', '--width', '2', '--height', '2', '--seed', 'l', '--format', 'ascii', '-o', join(dir, 'link')]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(lstatSync(join(dir, 'link')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'sub', 'target.txt'), 'utf8')).toMatch(/^\+--\+--\+/);
    symlinkSync('b', join(dir, 'a'));
    symlinkSync('a', join(dir, 'b'));
    oneLine(await run(['generate', '-o', join(dir, 'a')]), 2, /^mazekit: cannot write --output ".*a": its chain of symbolic links loops\n$/);
  });

  it('a read-only file in a writable folder is refused as the shell refuses it', async () => {
    const dir = tempDir();
    // Root may write any file, as its shell does; the refusal is seen by an ordinary user.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    chmodSync(dir, 0o777);
    const file = join(dir, 'ro.json');
    writeFileSync(file, 'keep');
    chmodSync(file, 0o444);
    if ('uid' in asUser) chownSync(file, 65534, 65534);
    const r = await new Promise<Result>((done) => {
      const child = spawn(process.execPath, [BIN, 'generate', '-o', file], { ...asUser, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MAZEKIT_CACHE_DIR: '' } });
      let stderr = '';
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('close', (code) => done({ code, stdout: '', stderr, bytes: Buffer.alloc(0) }));
    });
    oneLine(r, 2, /^mazekit: cannot write --output ".*ro\.json": permission denied \(the file is read-only\)\n$/);
    expect(readFileSync(file, 'utf8')).toBe('keep');
    expect(readdirSync(dir)).toEqual(['ro.json']);
  });

  it('the mazekit command refuses a stdout its caller closed (>&-) in one line; > /dev/null, -o and stdio ignore still work', async () => {
    // The installed command (bin/mazekit), started by a shell that closes or redirects its stdout.
    const command = join(CLI_DIR, 'bin', 'mazekit');
    const shell = (redirect: string, args: readonly string[]): Promise<Result> =>
      new Promise((done) => {
        const child = spawn('sh', ['-c', `exec "$0" "$@" ${redirect}`, command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
        child.on('close', (code) => done({ code, stdout: '', stderr, bytes: Buffer.alloc(0) }));
      });
    const dir = tempDir();
    const file = join(dir, 'kept.json');
    const small = ['generate', '--width', '3', '--height', '3'];
    const ignored = new Promise<number | null>((done) => spawn(command, small, { stdio: 'ignore' }).on('close', done));
    const [closed, devNull, toFile, viaNode] = await Promise.all([shell('>&-', small), shell('> /dev/null', small), shell('>&-', [...small, '-o', file]), ignored]);
    oneLine(closed, 2, /^mazekit: standard output is closed \(>&-\), so the result would be lost; give -o FILE or open stdout\n$/);
    expect(devNull).toMatchObject({ code: 0, stderr: '' });
    expect(toFile).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ width: 3, height: 3 });
    expect(viaNode).toBe(0);
  });
});

describe('pattern', () => {
  it('prints the 10 PRINT pattern, seeded, with an ASCII fallback, and says it is not a maze', async () => {
    const a = await run(['pattern', '--width', '40', '--height', '40', '--seed', '10print']);
    const b = await run(['pattern', '--seed', '10print']);
    expect([a.code, a.stderr]).toEqual([0, '']);
    expect(b.stdout).toBe(a.stdout);
    const rows = lines(a.stdout);
    expect(rows).toHaveLength(40);
    for (const row of rows) expect(row).toMatch(/^[╱╲]{40}$/);
    expect(a.stdout).toContain('╱');
    expect(a.stdout).toContain('╲');
    const other = await run(['pattern', '--seed', 'other']);
    expect(other.stdout).not.toBe(a.stdout);
    const ascii = await run(['pattern', '--seed', '10print', '--ascii']);
    expect(ascii.stdout).toBe(a.stdout.replaceAll('╱', '/').replaceAll('╲', '\\'));
    const help = await run(['pattern', '--help']);
    expect(help.stdout).toContain('a pattern, not a perfect maze');
    oneLine(await run(['pattern', '--width', '0']), 2, /^mazekit: --width must be an integer from 1 to 10000, got "0"\n$/);
  });
});
