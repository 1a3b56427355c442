/** The key of the best times in the browser's storage. */
const STORE = 'mazekit.best-times';

type Times = Record<string, number>;

function read(): Times {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORE) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Times) : {};
  } catch {
    return {};
  }
}

/** The best time (ms) kept for the maze with this key, if any. */
export function bestTime(key: string): number | undefined {
  const t = read()[key];
  return typeof t === 'number' && Number.isFinite(t) ? t : undefined;
}

/**
 * Keeps `millis` as the maze's best time when it beats the one kept; returns true when it
 * did (storage that is full or switched off just keeps nothing).
 */
export function offerTime(key: string, millis: number): boolean {
  const times = read();
  const old = times[key];
  if (typeof old === 'number' && old <= millis) return false;
  times[key] = Math.round(millis);
  try {
    localStorage.setItem(STORE, JSON.stringify(times));
  } catch {
    return false;
  }
  return true;
}

/** A time as `m:ss.t`. */
export function formatTime(millis: number): string {
  const tenths = Math.floor(millis / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}
