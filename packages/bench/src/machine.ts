import { readFileSync } from 'node:fs';
import { arch, availableParallelism, cpus, loadavg, platform, totalmem } from 'node:os';

/** Where and when the bench ran. */
export interface Machine {
  /** CPU model, from /proc/cpuinfo where there is one. */
  readonly cpu: string;
  readonly cores: number;
  readonly node: string;
  readonly os: string;
  readonly memoryGiB: number;
  /** One-minute load average when the bench started: other work on the machine skews timings. */
  readonly load: number;
  /** ISO 8601, UTC, to the minute. */
  readonly date: string;
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1]) return match[1].trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return cpus()[0]?.model.trim() ?? 'unknown';
}

/** Describes this machine and the current time. */
export function machineInfo(now = new Date()): Machine {
  return {
    cpu: cpuModel(),
    cores: availableParallelism(),
    node: process.version,
    os: `${platform()} ${arch()}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    load: loadavg()[0] ?? 0,
    date: `${now.toISOString().slice(0, 16)}Z`,
  };
}
