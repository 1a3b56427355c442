import { open } from 'node:fs/promises';
import { UsageError } from './errors.js';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is not a folder',
  ENXIO: 'no such device',
};

/** Why a file could not be read, in words. */
export function readReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (error as Error).message;
}

/** How much may be read and what to say past it. */
export interface ReadBound {
  /** The most bytes read; one more is refused with `tooBig()`. */
  readonly max: number;
  /** The one-line refusal once more than `max` bytes came. */
  readonly tooBig: () => UsageError;
  /** Sees each chunk as it comes and may refuse early (throw) on what it has seen so far. */
  readonly watch?: (chunk: Buffer) => void;
}

async function gather(chunks: AsyncIterable<Buffer | string>, bound: ReadBound): Promise<Buffer> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const piece of chunks) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    total += chunk.length;
    // Stopping here closes the stream: an endless source (a device, a FIFO) is read no further.
    if (total > bound.max) throw bound.tooBig();
    bound.watch?.(chunk);
    parts.push(chunk);
  }
  return Buffer.concat(parts, total);
}

/**
 * Reads all of stdin, refusing past `bound.max` bytes: a source that never ends
 * (`< /dev/zero`) is refused once it has given more than any input could hold.
 */
export function readStdinBounded(bound: ReadBound): Promise<Buffer> {
  return gather(process.stdin, bound);
}

/**
 * Reads all of `path` (a file, a FIFO, a device), refusing past `bound.max` bytes: a regular
 * file at once by its size, anything else once it has given that much. `cannot` turns a
 * failure to open or read into the caller's one line.
 */
export async function readFileBounded(path: string, bound: ReadBound, cannot: (why: string) => UsageError): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw cannot(readReason(error));
  }
  try {
    const st = await handle.stat();
    if (st.isDirectory()) throw cannot('it is a folder');
    if (st.isFile() && st.size > bound.max) throw bound.tooBig();
    return await gather(handle.createReadStream({ autoClose: false }), bound);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw cannot(readReason(error));
  } finally {
    await handle.close().catch(() => undefined);
  }
}
