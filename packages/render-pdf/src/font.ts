import { unzlibSync } from 'fflate';
import { FONT_DATA } from './font-data.js';

let cached: Uint8Array | undefined;

/**
 * The built-in font, MazekitSans: DejaVu Sans cut to Latin, Greek, Cyrillic and common
 * punctuation (TrueType, about 40 kB), carried inside this package so that text needs no
 * file, fetch or font package, in Node and in browsers alike. Decoded once per process.
 */
export function defaultFont(): Uint8Array {
  if (!cached) {
    const text = atob(FONT_DATA);
    const packed = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) packed[i] = text.charCodeAt(i);
    cached = unzlibSync(packed);
  }
  return cached;
}
