import { packageModule } from './runtime.js';

/** The part of bidi-js (the Unicode Bidirectional Algorithm) this renderer uses. */
interface Bidi {
  getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): { levels: Uint8Array; paragraphs: { start: number; end: number; level: number }[] };
}

export const BIDI = 'bidi-js';

let bidi: Bidi | undefined;

function load(): Bidi | undefined {
  if (!bidi) {
    const mod = packageModule(BIDI) as { default?: () => Bidi } | (() => Bidi) | undefined;
    const factory = typeof mod === 'function' ? mod : mod?.default;
    if (factory) bidi = factory();
  }
  return bidi;
}

/** Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, … and their presentation forms). */
export function isRightToLeft(cp: number): boolean {
  return (cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0xfb1d && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff) || (cp >= 0x10800 && cp <= 0x10fff) || (cp >= 0x1e800 && cp <= 0x1efff);
}

/**
 * The bidi embedding level of each UTF-16 unit of `text` (odd: right to left) and the
 * paragraph's own level, from bidi-js; undefined where bidi-js is not installed or provided.
 */
export function bidiLevels(text: string): { levels: Uint8Array; base: number } | undefined {
  const b = load();
  if (!b) return undefined;
  const { levels, paragraphs } = b.getEmbeddingLevels(text, 'auto');
  return { levels, base: paragraphs[0]?.level ?? 0 };
}
