/**
 * A test hook: a browser test sets `window.mazekitHoldCarve` before the page loads (see
 * e2e/pages.ts) to keep a carve of a given size "under way" after its worker has finished,
 * until the test calls `window.mazekitReleaseCarves()` or cancels it. The worker carves and
 * reports progress as usual; only the finished maze waits. Without the hook nothing waits.
 */
interface HoldHooks {
  mazekitHoldCarve?: (size: { width: number; height: number; levels: number }) => boolean;
  mazekitReleaseCarves?: () => void;
}

const held: (() => void)[] = [];
const hooks = globalThis as unknown as HoldHooks;

/** True when the page's test hook asks to hold a carve of this size. */
export function holdAsked(size: { width: number; height: number; levels: number }): boolean {
  return hooks.mazekitHoldCarve?.(size) === true;
}

/** Delivers `deliver` once the test releases the held carves. */
export function holdUntilReleased(deliver: () => void): void {
  held.push(deliver);
  hooks.mazekitReleaseCarves ??= () => {
    for (const d of held.splice(0)) d();
  };
}

/**
 * The same for downloads: with `window.mazekitHoldDownloads = true` a download's file waits,
 * its progress line on show, until the test calls `window.mazekitReleaseDownloads()`
 * (`window.mazekitHeldDownloads()` counts the files waiting).
 */
interface DownloadHoldHooks {
  mazekitHoldDownloads?: boolean;
  mazekitReleaseDownloads?: () => void;
  /** How many finished downloads wait for the release now. */
  mazekitHeldDownloads?: () => number;
}

const heldDownloads: (() => void)[] = [];
const downloadHooks = globalThis as unknown as DownloadHoldHooks;

/** Delivers `deliver` now, or once the test releases the held downloads when it holds them. */
export function deliverDownload(deliver: () => void): void {
  if (downloadHooks.mazekitHoldDownloads !== true) return deliver();
  heldDownloads.push(deliver);
  downloadHooks.mazekitHeldDownloads ??= () => heldDownloads.length;
  downloadHooks.mazekitReleaseDownloads ??= () => {
    for (const d of heldDownloads.splice(0)) d();
  };
}
