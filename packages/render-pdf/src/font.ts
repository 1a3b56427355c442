/** The font file the renderer embeds by default, from the `dejavu-fonts-ttf` package. */
export const DEFAULT_FONT_FILE = 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';

interface NodeBits {
  createRequire(url: string): { resolve(id: string): string };
  readFileSync(path: string): Uint8Array;
}

// Reached through process.getBuiltinModule (Node 20.16+) rather than an import, so the package
// stays free of Node imports and bundles for browsers as it is.
function nodeBits(): NodeBits | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof proc?.getBuiltinModule !== 'function') return undefined;
  const mod = proc.getBuiltinModule('node:module') as Pick<NodeBits, 'createRequire'> | undefined;
  const fs = proc.getBuiltinModule('node:fs') as Pick<NodeBits, 'readFileSync'> | undefined;
  return mod && fs ? { createRequire: mod.createRequire, readFileSync: fs.readFileSync } : undefined;
}

let cached: Uint8Array | null | undefined;

/**
 * DejaVu Sans (TrueType, wide Unicode coverage) read from the `dejavu-fonts-ttf` package, in
 * Node; `undefined` where files cannot be read (browsers), where a caller passes the `font`
 * option instead. Read once per process.
 */
export function defaultFont(): Uint8Array | undefined {
  if (cached === undefined) {
    cached = null;
    const node = nodeBits();
    if (node) {
      try {
        cached = node.readFileSync(node.createRequire(import.meta.url).resolve(DEFAULT_FONT_FILE));
      } catch {
        // Not installed beside this package: the text falls back to Helvetica.
        cached = null;
      }
    }
  }
  return cached ?? undefined;
}

const base64Cache = new WeakMap<Uint8Array, string>();

/** The font bytes as base64 (what jsPDF's virtual file system takes), made once per font. */
export function fontBase64(font: Uint8Array): string {
  let text: string | undefined = base64Cache.get(font);
  if (text === undefined) {
    let binary = '';
    // Chunks keep String.fromCharCode's argument list well under engines' limits.
    for (let i = 0; i < font.length; i += 0x8000) binary += String.fromCharCode(...font.subarray(i, i + 0x8000));
    text = btoa(binary);
    base64Cache.set(font, text);
  }
  return text;
}
