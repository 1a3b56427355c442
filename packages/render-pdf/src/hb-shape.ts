/** The C functions of harfbuzzjs's `harfbuzz.wasm` that shaping a line needs. */
interface ShapeExports {
  readonly memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_font_create(face: number): number;
  hb_buffer_create(): number;
  hb_buffer_destroy(buffer: number): void;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_set_direction(buffer: number, direction: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_shape(font: number, buffer: number, features: number, count: number): void;
}

// hb-common.h
const DIRECTION_LTR = 4;
const DIRECTION_RTL = 5;
const MEMORY_MODE_READONLY = 1;

/** One glyph of a shaped run, in visual order: its id, the UTF-16 index of its cluster, and its placement in font units. */
export interface ShapedGlyph {
  readonly glyph: number;
  readonly cluster: number;
  readonly advance: number;
  readonly dx: number;
  readonly dy: number;
}

/**
 * HarfBuzz's shaper (hb-shape), instantiated synchronously from the `harfbuzz.wasm` that
 * harfbuzzjs ships, through its C functions: joining forms, ligatures and mark positions
 * for Arabic and the other scripts whose letters change with their neighbours.
 */
export class HbShaper {
  private readonly x: ShapeExports;
  /** A HarfBuzz font for each font program, made once (its bytes are copied into the module). */
  private readonly fonts = new Map<Uint8Array, number>();

  constructor(wasm: WebAssembly.Module) {
    const held: { memory?: WebAssembly.Memory } = {};
    const fail = () => {
      throw new Error('HarfBuzz stopped');
    };
    const imports = {
      env: {
        _abort_js: fail,
        _emscripten_runtime_keepalive_clear: () => {},
        _setitimer_js: () => 0,
        emscripten_resize_heap: (size: number) => {
          const have = held.memory!.buffer.byteLength;
          try {
            held.memory!.grow(Math.ceil(((size >>> 0) - have) / 65536));
            return 1;
          } catch {
            return 0;
          }
        },
      },
      wasi_snapshot_preview1: { proc_exit: fail },
    };
    this.x = new WebAssembly.Instance(wasm, imports).exports as unknown as ShapeExports;
    held.memory = this.x.memory;
    this.x.__wasm_call_ctors();
  }

  private fontOf(source: Uint8Array, index: number): number {
    let font = this.fonts.get(source);
    if (font === undefined) {
      const x = this.x;
      const data = x.malloc(source.length);
      new Uint8Array(x.memory.buffer).set(source, data);
      const blob = x.hb_blob_create(data, source.length, MEMORY_MODE_READONLY, 0, 0);
      const face = x.hb_face_create(blob, index);
      font = x.hb_font_create(face);
      x.hb_face_destroy(face);
      x.hb_blob_destroy(blob);
      this.fonts.set(source, font);
    }
    return font;
  }

  /**
   * Shapes `text` (one run: one font, one direction) in the font whose sfnt bytes are
   * `source` (`index`: the face of a collection). Glyphs come back in visual order.
   */
  shape(source: Uint8Array, index: number, text: string, rtl: boolean): ShapedGlyph[] {
    const x = this.x;
    const font = this.fontOf(source, index);
    const buffer = x.hb_buffer_create();
    const chars = x.malloc(text.length * 2 + 2);
    const lengthPtr = x.malloc(4);
    try {
      const u16 = new Uint16Array(x.memory.buffer, chars, text.length);
      for (let i = 0; i < text.length; i++) u16[i] = text.charCodeAt(i);
      x.hb_buffer_add_utf16(buffer, chars, text.length, 0, text.length);
      x.hb_buffer_guess_segment_properties(buffer);
      x.hb_buffer_set_direction(buffer, rtl ? DIRECTION_RTL : DIRECTION_LTR);
      x.hb_shape(font, buffer, 0, 0);
      const n = x.hb_buffer_get_length(buffer);
      const infos = x.hb_buffer_get_glyph_infos(buffer, lengthPtr);
      const positions = x.hb_buffer_get_glyph_positions(buffer, lengthPtr);
      const view = new DataView(x.memory.buffer);
      const out: ShapedGlyph[] = [];
      for (let i = 0; i < n; i++) {
        const info = infos + 20 * i;
        const pos = positions + 20 * i;
        out.push({
          glyph: view.getUint32(info, true),
          cluster: view.getUint32(info + 8, true),
          advance: view.getInt32(pos, true),
          dx: view.getInt32(pos + 8, true),
          dy: view.getInt32(pos + 12, true),
        });
      }
      return out;
    } finally {
      x.hb_buffer_destroy(buffer);
      x.free(chars);
      x.free(lengthPtr);
    }
  }
}
