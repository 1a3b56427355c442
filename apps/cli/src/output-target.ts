import { accessSync, constants, lstatSync, readlinkSync, realpathSync, statSync, statfsSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './errors.js';

/**
 * Where `--output` goes. A regular file (new or existing) is written atomically: a temporary
 * file beside `path`, renamed over it. A FIFO or a character device (`/dev/stdout`, a
 * terminal, `/dev/null`) cannot be replaced without breaking whoever holds it, so it is
 * written through, in place. A name for one of this process's open files (`/dev/stdout`,
 * `/dev/fd/3`, `/proc/self/fd/1`) is written to that file descriptor: the kernel refuses to
 * open it again when it is a socket, which is what a parent process often hands over.
 */
export type OutputTarget =
  | { readonly kind: 'file'; readonly path: string; readonly mode: number | undefined }
  | { readonly kind: 'through'; readonly path: string }
  | { readonly kind: 'fd'; readonly fd: number };

const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENXIO: 'nothing is reading it',
  ELOOP: 'its chain of symbolic links loops',
};

/** Error codes that are the user's doing (a bad path), as opposed to a failing disk. */
export const USAGE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'EISDIR', 'ENXIO']);

/** Why a file operation failed, in words. */
export function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (error as Error).message;
}

/** The one-line message for an `--output` that cannot be written. */
export function outputError(file: string, why: string): UsageError {
  return new UsageError(`cannot write --output ${JSON.stringify(file)}: ${why}`);
}

// Kernel file systems that hold no user files: creating one there fails with ENOENT
// although the folder exists, which would read as "its folder does not exist".
const VIRTUAL_FS: ReadonlyMap<number, string> = new Map([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x64626720, 'debugfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
]);

function virtualFs(dir: string): string | undefined {
  try {
    return VIRTUAL_FS.get(statfsSync(dir).type);
  } catch {
    return undefined;
  }
}

const FD_PATH = /^\/(?:proc\/(?:self|thread-self|(\d+))|dev)\/fd\/(\d+)$/;

/** The file descriptor `path` names through its chain of links, or undefined. */
function ownDescriptor(path: string): number | undefined {
  let current = path;
  for (let hop = 0; hop < 16; hop++) {
    const match = FD_PATH.exec(current);
    if (match && (match[1] === undefined || Number(match[1]) === process.pid)) return Number(match[2]);
    let link: string;
    try {
      if (!lstatSync(current).isSymbolicLink()) return undefined;
      link = readlinkSync(current);
    } catch {
      return undefined;
    }
    current = resolve(dirname(current), link);
  }
  return undefined;
}

/**
 * Where a name that does not exist yet is written: the name itself, or, for a symbolic link
 * to a file not there yet, the end of its chain of links (made there, the links kept).
 */
function danglingTarget(file: string, path: string): string {
  let current = path;
  for (let hop = 0; hop < 40; hop++) {
    let link: string;
    try {
      if (!lstatSync(current).isSymbolicLink()) return current;
      link = readlinkSync(current);
    } catch {
      return current;
    }
    current = resolve(dirname(current), link);
  }
  throw outputError(file, 'its chain of symbolic links loops');
}

function stat(path: string): Stats | undefined {
  return statSync(path, { throwIfNoEntry: false });
}

/**
 * Checks `file` before any work is done and says how to write it. Refused with one line:
 * a folder (also `dir/` that does not exist yet), a missing or unwritable folder, a kernel
 * file system such as /proc, a socket and a block device.
 */
export function outputTarget(file: string): OutputTarget {
  // `-` is stdout, as it is stdin for input.
  if (file === '-') return { kind: 'fd', fd: 1 };
  const path = resolve(file);
  const fd = ownDescriptor(path);
  if (fd !== undefined) return { kind: 'fd', fd };
  if (/[/\\]$/.test(file) && !stat(path)) throw outputError(file, 'a name ending in "/" is a folder; give a file name');
  let st: Stats | undefined;
  try {
    st = stat(path);
  } catch (error) {
    throw outputError(file, reason(error));
  }
  if (st?.isDirectory()) throw outputError(file, 'it is a folder; give a file name inside it');
  if (st?.isSocket()) throw outputError(file, 'it is a socket; mazekit writes to files, FIFOs and character devices');
  if (st?.isBlockDevice()) throw outputError(file, 'it is a block device; mazekit writes to files, FIFOs and character devices');
  if (st && (st.isFIFO() || st.isCharacterDevice())) {
    try {
      accessSync(path, constants.W_OK);
    } catch (error) {
      throw outputError(file, reason(error));
    }
    return { kind: 'through', path };
  }
  // A symbolic link stays a link: the file it points to is the one replaced, or made when
  // the link dangles.
  let real = path;
  if (st && lstatSync(path).isSymbolicLink()) real = realpathSync(path);
  else if (!st) real = danglingTarget(file, path);
  if (st) {
    // An existing file that may not be written is refused, as the shell's `>` refuses it.
    try {
      accessSync(real, constants.W_OK);
    } catch (error) {
      throw outputError(file, `${reason(error)} (the file is read-only)`);
    }
  }
  const dir = dirname(real);
  try {
    const parent = statSync(dir);
    if (!parent.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw outputError(file, reason(error));
  }
  const fs = virtualFs(dir);
  if (fs !== undefined) throw outputError(file, `${dir} is the kernel's ${fs} file system, which holds no new files`);
  return { kind: 'file', path: real, mode: st ? st.mode & 0o7777 : undefined };
}
