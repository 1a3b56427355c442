/**
 * A PNG encoder for the small RGBA pictures a tileset needs, with no dependency, in Node and
 * browsers alike: 8-bit RGBA, no filtering, the zlib stream made of stored (uncompressed)
 * deflate blocks. A tileset of a few 16-pixel tiles is a few kilobytes, so compression would
 * buy little and would need a deflate implementation or a platform library.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Encodes `rgba` (4 bytes a pixel, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const row = width * 4 + 1;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * row + 1);
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const zlib = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  zlib[0] = 0x78;
  zlib[1] = 0x01;
  let at = 2;
  for (let b = 0; b < blocks; b++) {
    const start = b * 65535;
    const len = Math.min(65535, raw.length - start);
    zlib[at++] = b === blocks - 1 ? 1 : 0;
    zlib[at++] = len & 0xff;
    zlib[at++] = len >>> 8;
    zlib[at++] = ~len & 0xff;
    zlib[at++] = (~len >>> 8) & 0xff;
    zlib.set(raw.subarray(start, start + len), at);
    at += len;
  }
  let a = 1;
  let s = 0;
  for (let i = 0; i < raw.length; i++) {
    a = (a + raw[i]!) % 65521;
    s = (s + a) % 65521;
  }
  const adler = ((s << 16) | a) >>> 0;
  zlib[at++] = adler >>> 24;
  zlib[at++] = (adler >>> 16) & 0xff;
  zlib[at++] = (adler >>> 8) & 0xff;
  zlib[at] = adler & 0xff;

  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method choice, no interlace
  const chunks: [string, Uint8Array][] = [['IHDR', header], ['IDAT', zlib], ['IEND', new Uint8Array(0)]];
  const total = 8 + chunks.reduce((n, [, data]) => n + 12 + data.length, 0);
  const out = new Uint8Array(total);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const dv = new DataView(out.buffer);
  let p = 8;
  for (const [type, data] of chunks) {
    dv.setUint32(p, data.length);
    for (let i = 0; i < 4; i++) out[p + 4 + i] = type.charCodeAt(i);
    out.set(data, p + 8);
    dv.setUint32(p + 8 + data.length, crc32(out, p + 4, p + 8 + data.length));
    p += 12 + data.length;
  }
  return out;
}
