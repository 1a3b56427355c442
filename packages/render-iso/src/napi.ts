import { optionalModule } from '@mazekit/core';
import type { IsoContext } from './context.js';
import { PACKAGE } from './options.js';

/** The few parts of `@napi-rs/canvas` that PNG output uses. */
export interface CanvasModule {
  createCanvas(width: number, height: number): {
    getContext(kind: '2d'): IsoContext;
    toBuffer(mime: 'image/png'): Uint8Array;
  };
}

// The specifier is a variable in the import so that bundlers leave it alone: browser users
// never need the package.
const canvas = optionalModule<CanvasModule>({
  source: PACKAGE,
  specifier: '@napi-rs/canvas',
  purpose: 'PNG output',
  instead: 'draw with drawIso onto your own canvas',
  insteadOfSync: 'use renderIsoPng (async) or drawIso onto a canvas',
  rule: 'missing-canvas',
  importer: (specifier) => import(/* @vite-ignore */ /* webpackIgnore: true */ specifier),
  url: (import.meta as { url: string }).url,
});

/** Loads `@napi-rs/canvas` (or `specifier`) on first use; a one-line error when it is missing. */
export function loadCanvasModule(specifier?: string): Promise<CanvasModule> {
  return canvas.load(specifier);
}

/** The synchronous twin of {@link loadCanvasModule}, for the `Renderer.render` contract (Node 20.16+). */
export function loadCanvasModuleSync(specifier?: string): CanvasModule {
  return canvas.loadSync(specifier);
}
