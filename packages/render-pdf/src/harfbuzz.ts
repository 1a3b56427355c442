import { HbShaper } from './hb-shape.js';
import { HbSubset } from './hb-subset.js';
import { packageFile, packageModule, provideModule } from './runtime.js';

export const HARFBUZZ = 'harfbuzzjs';
export const SHAPE_WASM = 'dist/harfbuzz.wasm';
export const SUBSET_WASM = 'dist/harfbuzz-subset.wasm';

/** A compiled wasm module of harfbuzzjs: one a page compiled (`loadPdfFonts`), or in Node the installed file, compiled once. */
function wasmModule(file: string): WebAssembly.Module | undefined {
  const key = `${HARFBUZZ}/${file}`;
  const ready = packageModule(key);
  if (ready instanceof WebAssembly.Module) return ready;
  const bytes = packageFile(HARFBUZZ, file);
  if (!bytes) return undefined;
  const mod = new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>);
  provideModule(key, mod);
  return mod;
}

let shaper: HbShaper | undefined;
let subsetter: HbSubset | undefined;

/** HarfBuzz's shaper, started on first use; undefined where harfbuzzjs is neither installed nor provided. */
export function harfBuzzShaper(): HbShaper | undefined {
  if (!shaper) {
    const mod = wasmModule(SHAPE_WASM);
    if (mod) shaper = new HbShaper(mod);
  }
  return shaper;
}

/** HarfBuzz's subsetter, started on first use; undefined where harfbuzzjs is neither installed nor provided. */
export function harfBuzzSubsetter(): HbSubset | undefined {
  if (!subsetter) {
    const mod = wasmModule(SUBSET_WASM);
    if (mod) subsetter = new HbSubset(mod);
  }
  return subsetter;
}
