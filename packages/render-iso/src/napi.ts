import { MazekitError } from '@mazekit/core';
import type { IsoContext } from './context.js';
import { PACKAGE } from './options.js';

/** The few parts of `@napi-rs/canvas` that PNG output uses. */
export interface CanvasModule {
  createCanvas(width: number, height: number): {
    getContext(kind: '2d'): IsoContext;
    toBuffer(mime: 'image/png'): Uint8Array;
  };
}

/** The optional peer dependency that draws and encodes PNG in Node. */
const CANVAS_PACKAGE = '@napi-rs/canvas';

function missing(specifier: string, cause: unknown): MazekitError {
  const error = new MazekitError(
    PACKAGE,
    `PNG output needs the optional peer dependency ${specifier}, which could not be loaded; install it (npm install ${specifier}) or draw with drawIso onto your own canvas`,
    'missing-canvas',
  );
  (error as { cause?: unknown }).cause = cause;
  return error;
}

let loaded: CanvasModule | undefined;

/**
 * Loads `@napi-rs/canvas` on first use. The specifier is a variable so that bundlers
 * leave it alone: browser users never need the package.
 */
export async function loadCanvasModule(specifier = CANVAS_PACKAGE): Promise<CanvasModule> {
  if (specifier === CANVAS_PACKAGE && loaded) return loaded;
  let mod: CanvasModule;
  try {
    mod = (await import(/* @vite-ignore */ /* webpackIgnore: true */ specifier)) as CanvasModule;
  } catch (cause) {
    throw missing(specifier, cause);
  }
  if (specifier === CANVAS_PACKAGE) loaded = mod;
  return mod;
}

interface NodeModuleBuiltin {
  createRequire(from: string): (id: string) => unknown;
}

/**
 * The synchronous twin of {@link loadCanvasModule}, for the `Renderer.render` contract, which
 * returns bytes, not a promise. Uses `require` through `process.getBuiltinModule` (Node 20.16+),
 * so nothing Node-only is imported where the module is merely loaded.
 */
export function loadCanvasModuleSync(specifier = CANVAS_PACKAGE): CanvasModule {
  if (specifier === CANVAS_PACKAGE && loaded) return loaded;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = proc?.getBuiltinModule?.('node:module') as NodeModuleBuiltin | undefined;
  if (!nodeModule) {
    throw new MazekitError(
      PACKAGE,
      'synchronous PNG output needs Node.js 20.16 or later; elsewhere use renderIsoPng (async) or drawIso onto a canvas',
      'missing-canvas',
    );
  }
  let mod: CanvasModule;
  try {
    mod = nodeModule.createRequire((import.meta as { url: string }).url)(specifier) as CanvasModule;
  } catch (cause) {
    throw missing(specifier, cause);
  }
  if (specifier === CANVAS_PACKAGE) loaded = mod;
  return mod;
}
