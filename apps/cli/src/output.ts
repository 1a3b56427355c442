import { closeSync, createWriteStream, rmSync } from 'node:fs';
import { chmod, open, rename, type FileHandle } from 'node:fs/promises';
import { constants } from 'node:os';
import { basename, dirname, extname } from 'node:path';
import { USAGE_CODES, outputError, outputTarget, reason } from './output-target.js';

/**
 * Fails early, before any work, when `file` cannot be written (see `outputTarget`: a folder,
 * a missing or read-only folder, a socket, a block device, /proc).
 */
export function checkWritable(file: string): void {
  outputTarget(file);
}

/**
 * The `--output` name to infer a format from: none for a FIFO or device without an
 * extension (`/dev/stdout`), which then gets the same format as stdout would.
 */
export function formatHint(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  return outputTarget(file).kind !== 'file' && extname(file) === '' ? undefined : file;
}

/** Writes to stdout, waiting for the stream to accept more (backpressure). */
export function writeStdout(data: string | Uint8Array): Promise<void> {
  return new Promise((done, fail) => {
    const ok = process.stdout.write(data, (error) => {
      if (error) fail(error);
      else if (ok) done();
    });
    if (!ok) process.stdout.once('drain', done);
  });
}

/** Writes text or bytes to `file` (atomically) or, without one, to stdout. */
export async function emit(data: string | Uint8Array, file: string | undefined): Promise<void> {
  if (file === undefined) {
    await writeStdout(data);
    return;
  }
  const out = await openAtomic(file);
  try {
    await out.write(data);
    await out.commit();
  } finally {
    out.abort();
  }
}

/** Text ends with exactly one newline when it goes to a terminal or a file. */
export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A file being written in pieces that appears under its name only when complete. */
export interface AtomicStream {
  /** Appends text or bytes (waits for the disk or the reader). */
  readonly write: (data: string | Uint8Array) => Promise<void>;
  /** Flushes, closes and renames the temporary file over the target. */
  readonly commit: () => Promise<void>;
  /** Deletes the temporary file; safe in exit and signal handlers, and more than once. */
  readonly abort: () => void;
}

/** The steps of an atomic write, for tests that interrupt each one. */
export type WritePhase = 'guarded' | 'created' | 'written' | 'synced' | 'renamed';

/** Test hooks: called at each phase, awaited before going on. */
export interface AtomicHooks {
  readonly phase?: (phase: WritePhase) => unknown;
}

/** The signals that end a write cleanly: Ctrl-C, `kill`, and a closed terminal. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ends the process as `signal` would have. A thread of libuv's pool may be blocked in the
 * kernel (opening a FIFO nobody reads, writing to one whose reader stopped), and Node's own
 * exit waits for those threads for ever: dying by the signal itself does not. The shell then
 * sees the usual status (130 for Ctrl-C).
 */
function dieBy(signal: NodeJS.Signals): never {
  for (const s of SIGNALS) process.removeAllListeners(s);
  process.kill(process.pid, signal);
  // Not reached once the default action runs; kept for a platform that delays it.
  process.exit(128 + (constants.signals[signal] ?? 0));
}

function failure(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code && USAGE_CODES.has(code)) return outputError(file, reason(error));
  return new Error(`cannot write --output ${JSON.stringify(file)}: ${reason(error)}`, { cause: error });
}

/**
 * Opens `file` for output. A regular file is written atomically: the data goes to a
 * temporary file in the same folder, renamed over `file` by `commit`. The SIGINT, SIGTERM,
 * SIGHUP and exit handlers that delete the temporary file are installed before it is created, so
 * an interrupt at any moment leaves `file` either untouched or complete, and nothing else.
 * A FIFO or character device is written through instead (never replaced).
 *
 * write-file-atomic is not used: it replaces FIFOs and devices, and it creates its temporary
 * file before its exit hook can run, and a streaming writer is needed anyway.
 */
export async function openAtomic(file: string, hooks: AtomicHooks = {}): Promise<AtomicStream> {
  const target = outputTarget(file);
  if (target.kind === 'fd') return descriptorStream(target.fd);
  // A FIFO or device is opened as it is; a regular file gets a temporary sibling.
  const temp = target.kind === 'file' ? `${dirname(target.path)}/.${basename(target.path)}.${process.pid}.${Date.now().toString(36)}.tmp` : undefined;
  let handle: FileHandle | undefined;
  let finished = false;
  const detach = (): void => {
    process.off('exit', abort);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  function abort(): void {
    if (finished) return;
    finished = true;
    detach();
    if (handle) {
      try {
        closeSync(handle.fd);
      } catch {
        // Already closed.
      }
    }
    if (temp) rmSync(temp, { force: true });
  }
  function onSignal(signal: NodeJS.Signals): void {
    abort();
    // A FIFO or device may hold a pool thread in the kernel; a regular file never blocks for long.
    if (target.kind === 'through') dieBy(signal);
    process.exit(128 + (constants.signals[signal] ?? 0));
  }
  process.on('exit', abort);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  await hooks.phase?.('guarded');
  try {
    handle = await open(temp ?? target.path, temp ? 'wx' : 'w');
    if (target.kind === 'file' && target.mode !== undefined) await chmod(temp!, target.mode);
  } catch (error) {
    abort();
    const code = (error as NodeJS.ErrnoException).code;
    // The folder is there (checked before), yet no file can be made in it.
    if (code === 'ENOENT') throw outputError(file, `no new file can be made in ${dirname(target.path)}`);
    throw failure(file, error);
  }
  if (finished) throw outputError(file, 'interrupted');
  await hooks.phase?.('created');
  return {
    write: async (data) => {
      try {
        await handle!.writeFile(data);
      } catch (error) {
        abort();
        throw failure(file, error);
      }
    },
    commit: async () => {
      try {
        await hooks.phase?.('written');
        if (temp) await handle!.sync();
        await hooks.phase?.('synced');
        await handle!.close();
        handle = undefined;
        if (temp) await rename(temp, target.path);
        finished = true;
        detach();
        await hooks.phase?.('renamed');
      } catch (error) {
        abort();
        throw failure(file, error);
      }
    },
    abort,
  };
}

/** Output to one of this process's open file descriptors (`-o /dev/stdout`): nothing to clean up. */
function descriptorStream(fd: number): AtomicStream {
  if (fd === 1) return { write: writeStdout, commit: () => Promise.resolve(), abort: () => undefined };
  const stream = fd === 2 ? process.stderr : createWriteStream('', { fd, autoClose: false });
  const write = (data: string | Uint8Array): Promise<void> =>
    new Promise((done, fail) => {
      stream.write(data, (error) => (error ? fail(error) : done()));
    });
  return { write, commit: () => Promise.resolve(), abort: () => undefined };
}
