/** The C functions of harfbuzzjs's `harfbuzz-subset.wasm` that a subset needs. */
interface SubsetExports {
  readonly memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

// hb-subset.h
const MEMORY_MODE_WRITABLE = 2;
const SETS_GLYPH_INDEX = 0;
const SETS_UNICODE = 1;
const SETS_DROP_TABLE_TAG = 3;
/** Subset flags: drop hinting (print needs none, and it is most of a font's bytes). */
export const NO_HINTING = 1;
/** Keep glyph ids as they are (unused glyphs emptied). */
export const RETAIN_GIDS = 2;

const tagValue = (t: string) => ((t.charCodeAt(0) << 24) | (t.charCodeAt(1) << 16) | (t.charCodeAt(2) << 8) | t.charCodeAt(3)) >>> 0;

/** What to keep: code points (with what they shape into) and/or glyph ids, tables to drop, flags. */
export interface SubsetRequest {
  readonly unicodes?: Iterable<number>;
  readonly glyphs?: Iterable<number>;
  readonly dropTables?: readonly string[];
  readonly flags?: number;
  /** The face of a collection (`.ttc`). */
  readonly index?: number;
}

/** HarfBuzz's subsetter (hb-subset), instantiated from the wasm bytes harfbuzzjs ships. */
export class HbSubset {
  private readonly x: SubsetExports;

  /** Compiles and starts the module synchronously (Node allows any size; browsers, in a worker or after an async compile). */
  constructor(wasm: WebAssembly.Module) {
    this.x = new WebAssembly.Instance(wasm, {}).exports as unknown as SubsetExports;
    this.x._initialize();
  }

  /** The subset font's bytes, or undefined when HarfBuzz cannot subset the font. */
  subset(font: Uint8Array, request: SubsetRequest): Uint8Array | undefined {
    const x = this.x;
    const data = x.malloc(font.length);
    new Uint8Array(x.memory.buffer).set(font, data);
    const blob = x.hb_blob_create(data, font.length, MEMORY_MODE_WRITABLE, 0, 0);
    const face = x.hb_face_create(blob, request.index ?? 0);
    const input = x.hb_subset_input_create_or_fail();
    const lengthPtr = x.malloc(4);
    try {
      if (input === 0) return undefined;
      const unicodes = x.hb_subset_input_set(input, SETS_UNICODE);
      for (const u of request.unicodes ?? []) x.hb_set_add(unicodes, u);
      const glyphs = x.hb_subset_input_set(input, SETS_GLYPH_INDEX);
      for (const g of request.glyphs ?? []) x.hb_set_add(glyphs, g);
      const drop = x.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
      for (const t of request.dropTables ?? []) x.hb_set_add(drop, tagValue(t));
      x.hb_subset_input_set_flags(input, request.flags ?? NO_HINTING);
      const out = x.hb_subset_or_fail(face, input);
      if (out === 0) return undefined;
      const outBlob = x.hb_face_reference_blob(out);
      const length = x.hb_blob_get_length(outBlob);
      const at = x.hb_blob_get_data(outBlob, lengthPtr);
      const bytes = new Uint8Array(x.memory.buffer, at, length).slice();
      x.hb_blob_destroy(outBlob);
      x.hb_face_destroy(out);
      return length > 0 ? bytes : undefined;
    } finally {
      if (input !== 0) x.hb_subset_input_destroy(input);
      x.hb_face_destroy(face);
      x.hb_blob_destroy(blob);
      x.free(data);
      x.free(lengthPtr);
    }
  }
}
