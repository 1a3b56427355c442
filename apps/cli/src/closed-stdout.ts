import { readFileSync, readlinkSync } from 'node:fs';

/**
 * True when the shell started mazekit with its standard output closed (`mazekit generate >&-`).
 *
 * Node never sees a closed stdout: at startup it reopens a closed descriptor 0–2 on
 * `/dev/null`, read-write, so every write "succeeds" and the maze is lost with exit 0. That
 * reopened descriptor is told apart from a chosen `> /dev/null` (which the shell opens
 * write-only) by its access mode, read from Linux's `/proc/self/fdinfo`. Elsewhere (no
 * `/proc`) it answers false and the output goes where Node sent it. A program that spawns
 * mazekit with Node's `stdio: 'ignore'` gets the same read-write `/dev/null` and is told the
 * same thing: the result would be lost there too.
 */
export function stdoutClosedAtStart(): boolean {
  try {
    if (readlinkSync('/proc/self/fd/1') !== '/dev/null') return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'));
    // O_ACCMODE is 3; O_RDWR is 2.
    return flags !== null && (Number.parseInt(flags[1]!, 8) & 3) === 2;
  } catch {
    return false;
  }
}
