import { accessSync, closeSync, constants, rmSync, statSync } from 'node:fs';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { UsageError } from './errors.js';

const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (error as Error).message;
}

/**
 * Fails early, before any work, when `file` cannot be written: its folder must exist and
 * be writable, and the path must not be a folder.
 */
export function checkWritable(file: string): void {
  const path = resolve(file);
  try {
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
      throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    }
    const dir = dirname(path);
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw new UsageError(`cannot write --output ${JSON.stringify(file)}: ${reason(error)}`);
  }
}

/**
 * Writes `data` to `file` atomically (a temporary file in the same folder, then a rename),
 * so a failed or interrupted run never leaves a partial file or damages an existing one.
 */
export async function writeFileSafely(file: string, data: string | Uint8Array): Promise<void> {
  try {
    // Loaded on demand: most runs write to stdout.
    const { default: writeFileAtomic } = await import('write-file-atomic');
    await writeFileAtomic(file, typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = `cannot write --output ${JSON.stringify(file)}: ${reason(error)}`;
    if (code && code in REASONS && code !== 'ENOSPC') throw new UsageError(message);
    throw new Error(message, { cause: error });
  }
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
  if (file !== undefined) await writeFileSafely(file, data);
  else await writeStdout(data);
}

/** Text ends with exactly one newline when it goes to a terminal or a file. */
export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A file being written in pieces that appears under its name only when complete. */
export interface AtomicStream {
  /** Appends text (waits for the disk). */
  readonly write: (text: string) => Promise<void>;
  /** Flushes, closes and renames the temporary file over the target. */
  readonly commit: () => Promise<void>;
  /** Deletes the temporary file; safe in exit and signal handlers, and more than once. */
  readonly abort: () => void;
}

/**
 * Opens `file` for streaming output, atomically: the text goes to a temporary file in the
 * same folder, renamed over `file` by `commit`. An error, an interrupt (SIGINT, SIGTERM) or
 * an early exit deletes the temporary file, so `file` is either untouched or complete.
 */
export async function openAtomic(file: string): Promise<AtomicStream> {
  const target = resolve(file);
  const temp = `${dirname(target)}/.${basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`;
  let handle: FileHandle;
  try {
    handle = await open(temp, 'wx');
  } catch (error) {
    throw new UsageError(`cannot write --output ${JSON.stringify(file)}: ${reason(error)}`);
  }
  let done = false;
  const abort = (): void => {
    if (done) return;
    done = true;
    detach();
    try {
      closeSync(handle.fd);
    } catch {
      // Already closed.
    }
    rmSync(temp, { force: true });
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    abort();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const detach = (): void => {
    process.off('exit', abort);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', abort);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    write: async (text) => {
      try {
        await handle.write(text);
      } catch (error) {
        abort();
        throw new Error(`cannot write --output ${JSON.stringify(file)}: ${reason(error)}`, { cause: error });
      }
    },
    commit: async () => {
      try {
        await handle.sync();
        await handle.close();
        await rename(temp, target);
        done = true;
        detach();
      } catch (error) {
        abort();
        throw new Error(`cannot write --output ${JSON.stringify(file)}: ${reason(error)}`, { cause: error });
      }
    },
    abort,
  };
}
