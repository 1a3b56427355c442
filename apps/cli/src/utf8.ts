import { isUtf8 } from 'node:buffer';

/**
 * The byte offset where `bytes` stop being valid UTF-8 (the first byte of the bad sequence),
 * or -1 when all of it is. Overlong forms, surrogates and code points past U+10FFFF are
 * invalid, as for a fatal `TextDecoder`.
 */
export function invalidUtf8At(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    if (more === 0) return i;
    // The second byte's range is narrower after E0, ED, F0 and F4 (no overlong forms, surrogates or past U+10FFFF).
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= more; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    i += more + 1;
  }
  return -1;
}

/** `bytes` as text, or undefined with `at` the offset when they are not valid UTF-8. */
export function decodeUtf8(bytes: Buffer): { text: string } | { at: number; byte: number } {
  const at = invalidUtf8At(bytes);
  if (at >= 0) return { at, byte: bytes[at]! };
  return { text: bytes.toString('utf8') };
}
