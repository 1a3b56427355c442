import { crc32, inflateSync } from 'node:zlib';

/** Channels of each PNG colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Adam7 passes: column start, row start, column step, row step. */
const ADAM7: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** Bytes of filtered image data a PNG of this header holds once inflated: a filter byte and the pixels of each row. */
function rawSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number): number => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) total += rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy));
  return total;
}

/**
 * Why `bytes` (which start with the PNG signature) are not one whole PNG, or undefined when
 * they are: every chunk is there with its CRC right, IHDR first and IEND last, and the image
 * data inflates to exactly the size the header asks for. Decoders fill a picture cut short
 * with blank rows; this refuses it instead, so a mask never loses part of its outline.
 */
export function pngDamage(bytes: Uint8Array): string | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  let header: { width: number; height: number; bits: number; interlaced: boolean } | undefined;
  let at = 8;
  for (;;) {
    if (at + 8 > bytes.length) return `it is cut short: it ends at byte ${bytes.length} before its IEND chunk`;
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return `it is cut short: its ${type} chunk at byte ${at} runs to byte ${end}, the file ends at byte ${bytes.length}`;
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return `its ${type} chunk at byte ${at} is damaged (the CRC does not match)`;
    if (header === undefined && type !== 'IHDR') return `its first chunk is ${type}, not IHDR`;
    if (type === 'IHDR') {
      const channels = CHANNELS[body[9]!];
      if (length !== 13 || channels === undefined) return 'its IHDR chunk is not a PNG header';
      header = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), bits: channels * body[8]!, interlaced: body[12] === 1 };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at = end;
  }
  const expected = rawSize(header!.width, header!.height, header!.bits, header!.interlaced);
  let inflated: Buffer;
  try {
    // One byte more than needed is enough to tell image data that is too long.
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return `its image data holds more than a ${header!.width}x${header!.height} picture`;
    return `its image data does not decompress whole (${(error as Error).message})`;
  }
  if (inflated.length !== expected) return `its image data holds ${inflated.length} bytes; a ${header!.width}x${header!.height} picture needs ${expected}`;
  return undefined;
}
