import { MazekitError } from './errors.js';

/** How a package loads an optional peer dependency (see {@link optionalModule}). */
export interface OptionalModuleSpec {
  /** The package the errors come from, e.g. `@mazekit/render-canvas`. */
  readonly source: string;
  /** The module loaded when no other specifier is given, e.g. `@napi-rs/canvas`. */
  readonly specifier: string;
  /** What needs the module, for messages: `PNG output`. */
  readonly purpose: string;
  /** What to do instead when it cannot be loaded: `draw with drawMaze onto your own canvas`. */
  readonly instead: string;
  /** What to do instead of a synchronous load where Node's `require` is missing. */
  readonly insteadOfSync: string;
  /** The `rule` of the errors (see {@link MazekitError}), e.g. `missing-canvas`. */
  readonly rule: string;
  /**
   * Imports a specifier from the calling package's own module (`(s) => import(s)`), so it
   * resolves where the peer dependency is declared, not from core.
   */
  readonly importer: (specifier: string) => Promise<unknown>;
  /** The calling module's `import.meta.url`: where a synchronous `require` resolves from. */
  readonly url: string;
}

/** Loads an optional peer dependency on first use, by `import` or by `require`. */
export interface OptionalModule<T> {
  /** Imports the module (default: the spec's specifier, cached); one-line error when it cannot be loaded. */
  load(specifier?: string): Promise<T>;
  /**
   * The synchronous twin of `load`, for contracts that return a value, not a promise: uses
   * `require` through `process.getBuiltinModule` (Node 20.16+), so nothing Node-only is
   * imported where the module is merely loaded.
   */
  loadSync(specifier?: string): T;
}

interface NodeModuleBuiltin {
  createRequire(from: string): (id: string) => unknown;
}

/**
 * A loader for an optional peer dependency that browsers never need (the native canvas that
 * PNG output draws with in Node, for one): loaded on first use and kept, with one-line
 * errors that name the module, how to install it and what to do instead.
 */
export function optionalModule<T>(spec: OptionalModuleSpec): OptionalModule<T> {
  let loaded: T | undefined;
  const missing = (specifier: string, cause: unknown): MazekitError => {
    const error = new MazekitError(
      spec.source,
      `${spec.purpose} needs the optional peer dependency ${specifier}, which could not be loaded; install it (npm install ${specifier}) or ${spec.instead}`,
      spec.rule,
    );
    (error as { cause?: unknown }).cause = cause;
    return error;
  };
  return {
    async load(specifier = spec.specifier): Promise<T> {
      if (specifier === spec.specifier && loaded) return loaded;
      let mod: T;
      try {
        mod = (await spec.importer(specifier)) as T;
      } catch (cause) {
        throw missing(specifier, cause);
      }
      if (specifier === spec.specifier) loaded = mod;
      return mod;
    },
    loadSync(specifier = spec.specifier): T {
      if (specifier === spec.specifier && loaded) return loaded;
      const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
      const nodeModule = proc?.getBuiltinModule?.('node:module') as NodeModuleBuiltin | undefined;
      if (!nodeModule) {
        throw new MazekitError(spec.source, `synchronous ${spec.purpose} needs Node.js 20.16 or later; elsewhere ${spec.insteadOfSync}`, spec.rule);
      }
      let mod: T;
      try {
        mod = nodeModule.createRequire(spec.url)(specifier) as T;
      } catch (cause) {
        throw missing(specifier, cause);
      }
      if (specifier === spec.specifier) loaded = mod;
      return mod;
    },
  };
}
