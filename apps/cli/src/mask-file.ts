import { MAX_CELLS, isMazekitError, maskFromPixels, parseTextMask, type MaskBitmap } from '@mazekit/core';
import { UsageError } from './errors.js';
import { pngDamage } from './png-check.js';
import { readFileBounded, type ReadBound } from './read-bounded.js';
import { invalidUtf8At } from './utf8.js';

/** The largest picture mask read, in pixels (4096 × 4096): its RGBA copy takes 64 MB. */
export const MASK_MAX_PIXELS = 4096 * 4096;

/**
 * The most bytes of a PNG mask read: twice the image data of the largest picture stored
 * without compression at 16-bit RGBA (a filter byte and 8 bytes a pixel on each of 4096
 * rows), which leaves room for any chunk overhead and metadata a real picture carries.
 */
export const MASK_PNG_MAX_BYTES = 2 * 4096 * (1 + 4096 * 8);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A mask read from a file, and whether it was text (whose size may set the board's). */
export interface MaskFile {
  readonly bitmap: MaskBitmap;
  readonly kind: 'text' | 'png';
}

/** Core's message without its package prefix, for a line that already names the file. */
function bare(error: unknown): string {
  if (isMazekitError(error)) return error.message.slice(error.source.length + 2);
  return (error as Error).message;
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/**
 * Decodes a PNG into a bitmap by core's rule (`maskFromPixels`, shared with the browser):
 * dark, opaque pixels are on (luminance below half, alpha at least half), light or
 * transparent ones off. The size is read from the header first, so an oversized picture is
 * refused before it is decoded.
 */
async function decodePng(name: string, bytes: Uint8Array): Promise<MaskBitmap> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The IHDR chunk comes first in every valid PNG: its width and height at bytes 16 and 20.
  const ihdr = bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  const headerWidth = ihdr ? view.getUint32(16) : 0;
  const headerHeight = ihdr ? view.getUint32(20) : 0;
  if (headerWidth * headerHeight > MASK_MAX_PIXELS) {
    throw new UsageError(`--mask ${name}: a ${headerWidth}x${headerHeight} picture is too big; at most ${MASK_MAX_PIXELS} pixels (4096x4096)`);
  }
  // Imported here: a run without a picture mask never loads the native canvas module.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    throw new UsageError(`--mask ${name}: not a readable PNG (${(error as Error).message}); give a PNG picture or a text mask of # and .`);
  }
  const { width, height } = image;
  if (width < 1 || height < 1) throw new UsageError(`--mask ${name}: the picture is empty (${width}x${height} pixels)`);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return maskFromPixels(width, height, ctx.getImageData(0, 0, width, height).data);
}

/**
 * The read limits of a mask: a PNG past {@link MASK_PNG_MAX_BYTES}; a text mask once its rows
 * so far make more than core's `MAX_CELLS` cells (widest row × rows), more than any maze has.
 * So a source that never ends (a device, a FIFO) is refused after a bounded read.
 */
function maskBound(name: string): ReadBound {
  let head = Buffer.alloc(0);
  let kind: 'png' | 'text' | undefined;
  let column = 0;
  let widest = 0;
  let rows = 0;
  let lastCR = false;
  // Bytes from the chunk where the kind became known.
  let bytesSeen = 0;
  const tooManyCells = (): UsageError =>
    new UsageError(`--mask ${name}: a text mask of more than ${MAX_CELLS} cells (widest row × rows), more than any maze has; reading stopped there`);
  return {
    max: Number.MAX_SAFE_INTEGER,
    tooBig: tooManyCells,
    watch(chunk) {
      if (kind === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, 8)]);
        if (head.length < PNG_SIGNATURE.length && PNG_SIGNATURE.slice(0, head.length).every((b, i) => head[i] === b)) return;
        kind = isPng(head) ? 'png' : 'text';
        bytesSeen = 0;
      }
      bytesSeen += chunk.length;
      if (kind === 'png') {
        if (bytesSeen > MASK_PNG_MAX_BYTES) {
          throw new UsageError(`--mask ${name}: a PNG of more than ${MASK_PNG_MAX_BYTES} bytes, more than the largest picture mask (4096x4096) needs; reading stopped there`);
        }
        return;
      }
      // Line ends found with indexOf: a byte-by-byte loop is slow on a big mask.
      let from = 0;
      // The next of each line end at or after `from`, searched again only once passed (-1: none left).
      let lf = -2;
      let cr = -2;
      while (from < chunk.length) {
        if (lastCR && chunk[from] === 0x0a) from++;
        lastCR = false;
        if (lf !== -1 && lf < from) lf = chunk.indexOf(0x0a, from);
        if (cr !== -1 && cr < from) cr = chunk.indexOf(0x0d, from);
        const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
        if (end < 0) {
          column += chunk.length - from;
          widest = Math.max(widest, column);
          break;
        }
        widest = Math.max(widest, column + end - from);
        column = 0;
        rows++;
        lastCR = chunk[end] === 0x0d;
        from = end + 1;
      }
      if (Math.max(widest, 1) * (rows + 1) > MAX_CELLS) throw tooManyCells();
    },
  };
}

/**
 * Reads `--mask FILE`: a PNG (by its signature, whatever the file is called) or a text mask
 * (core `parseTextMask`: `#` or `X` on, `.` or space off). Every failure is one usage line
 * naming the file: missing or unreadable, not a whole PNG, too big, empty, a bad character.
 * The read is bounded (see `maskBound`).
 */
export async function readMaskFile(path: string): Promise<MaskFile> {
  const name = JSON.stringify(path);
  const bytes = await readFileBounded(path, maskBound(name), (why) => new UsageError(`cannot read --mask ${name}: ${why}`));
  if (isPng(bytes)) {
    const damage = pngDamage(bytes);
    if (damage !== undefined) throw new UsageError(`--mask ${name}: not a readable PNG (${damage}); give a PNG picture or a text mask of # and .`);
    return { bitmap: await decodePng(name, bytes), kind: 'png' };
  }
  // A file named as a picture is never read as text: its bytes would make a baffling text-mask error.
  if (/\.png$/i.test(path)) {
    throw new UsageError(`--mask ${name}: not a readable PNG (it lacks the PNG signature); give a PNG picture or a text mask of # and .`);
  }
  const bad = invalidUtf8At(bytes);
  if (bad >= 0) {
    throw new UsageError(`--mask ${name}: not valid UTF-8 at byte offset ${bad} (byte 0x${bytes[bad]!.toString(16).padStart(2, '0')}); a text mask is rows of # and . (is it a picture? only PNG pictures are read)`);
  }
  const text = bytes.toString('utf8');
  try {
    return { bitmap: parseTextMask(text), kind: 'text' };
  } catch (error) {
    throw new UsageError(`--mask ${name}: ${bare(error)}${bytes.includes(0) ? ' (is it a picture? only PNG pictures are read)' : ''}`);
  }
}

/** A mask error from core (empty, disconnected) as one usage line naming the file and the way out. */
export function maskError(path: string, error: unknown): unknown {
  if (!isMazekitError(error)) return error;
  let message = bare(error);
  if (error.rule === 'mask-disconnected') message = message.replace(/; join the regions or keep the largest one$/, '; join the regions or give --keep-largest');
  if (error.rule === 'mask-empty') message += ' (dark pixels and # are on)';
  return new UsageError(`--mask ${JSON.stringify(path)}: ${message}`);
}
