import { readFile } from 'node:fs/promises';
import { isMazekitError, maskFromPixels, parseTextMask, type MaskBitmap } from '@mazekit/core';
import { UsageError } from './errors.js';

/** The largest picture mask read, in pixels (4096 × 4096): its RGBA copy takes 64 MB. */
export const MASK_MAX_PIXELS = 4096 * 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is not a folder',
};

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
 * Reads `--mask FILE`: a PNG (by its signature, whatever the file is called) or a text mask
 * (core `parseTextMask`: `#` or `X` on, `.` or space off). Every failure is one usage line
 * naming the file: missing or unreadable, not a readable PNG, too big, empty, a bad character.
 */
export async function readMaskFile(path: string): Promise<MaskFile> {
  const name = JSON.stringify(path);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read --mask ${name}: ${(code && REASONS[code]) ?? (error as Error).message}`);
  }
  if (isPng(bytes)) return { bitmap: await decodePng(name, bytes), kind: 'png' };
  // A file named as a picture is never read as text: its bytes would make a baffling text-mask error.
  if (/\.png$/i.test(path)) {
    throw new UsageError(`--mask ${name}: not a readable PNG (it lacks the PNG signature); give a PNG picture or a text mask of # and .`);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
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
