/**
 * Files this package loads only when a document needs them — HarfBuzz's wasm modules, the
 * bidi algorithm, a script font from an optional font package — found by package name.
 * In Node they are read synchronously the first time they are needed (through
 * `process.getBuiltinModule`, so browser bundles carry no Node import); a browser page
 * provides them first with `loadPdfFonts`, which fetches only what its text needs.
 */

interface NodeRequire {
  (id: string): unknown;
  resolve(id: string): string;
}
interface NodeModules {
  createRequire(from: string): NodeRequire;
}
interface NodeFs {
  readFileSync(path: string): Uint8Array;
}

type BuiltinLoader = (id: string) => unknown;
const builtin = (globalThis as { process?: { getBuiltinModule?: BuiltinLoader; cwd?: () => string } }).process;

const provided = new Map<string, Uint8Array | null>();
const modules = new Map<string, unknown>();

/** Resolvers from this package's own folder, then from the working folder (where a user installs a font package). */
function requires(): NodeRequire[] {
  const m = builtin?.getBuiltinModule?.('node:module') as NodeModules | undefined;
  if (!m) return [];
  const out = [m.createRequire(import.meta.url)];
  const cwd = builtin?.cwd?.();
  if (cwd) out.push(m.createRequire(`${cwd.replace(/[\\/]$/, '')}/package.json`));
  return out;
}

/** True where files can be read synchronously (Node, Deno, Bun). */
export function canReadFiles(): boolean {
  return typeof builtin?.getBuiltinModule === 'function';
}

/** Where `file` of `pkg` is on disk, or undefined when the package is not installed (Node only). */
function locate(pkg: string, file: string): string | undefined {
  for (const require of requires()) {
    try {
      // Font packages export only their entry point: find the package folder from it.
      const entry = require.resolve(pkg).replace(/\\/g, '/');
      const at = entry.lastIndexOf(`/${pkg}/`);
      if (at >= 0) return `${entry.slice(0, at + pkg.length + 2)}${file}`;
    } catch {
      try {
        return require.resolve(`${pkg}/${file}`);
      } catch {
        // not installed here; try the next place
      }
    }
  }
  return undefined;
}

/**
 * The bytes of `file` in package `pkg` (`harfbuzzjs`, `dist/harfbuzz.wasm`): what a page
 * provided, or in Node the installed file; undefined when neither has it.
 */
export function packageFile(pkg: string, file: string): Uint8Array | undefined {
  const key = `${pkg}/${file}`;
  if (!provided.has(key)) {
    const fs = builtin?.getBuiltinModule?.('node:fs') as NodeFs | undefined;
    const path = fs ? locate(pkg, file) : undefined;
    let bytes: Uint8Array | null = null;
    if (path) {
      try {
        bytes = new Uint8Array(fs!.readFileSync(path));
      } catch {
        bytes = null;
      }
    }
    if (bytes || canReadFiles()) provided.set(key, bytes);
    else return undefined;
  }
  return provided.get(key) ?? undefined;
}

/** Gives the bytes of `pkg/file` (what a browser page fetched) for later documents. */
export function provideFile(pkg: string, file: string, bytes: Uint8Array): void {
  provided.set(`${pkg}/${file}`, bytes);
}

/** A JavaScript package (`bidi-js`): what a page provided, or in Node the installed one; undefined when neither. */
export function packageModule(pkg: string): unknown {
  if (!modules.has(pkg) && canReadFiles()) {
    let mod: unknown;
    for (const require of requires()) {
      try {
        mod = require(pkg);
        break;
      } catch {
        // not installed here
      }
    }
    modules.set(pkg, mod);
  }
  return modules.get(pkg);
}

/** Gives a JavaScript package a page imported, for later documents. */
export function provideModule(pkg: string, mod: unknown): void {
  modules.set(pkg, mod);
}
