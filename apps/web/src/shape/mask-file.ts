import { maskFromPixels, parseTextMask, type MaskBitmap } from '@mazekit/core';

/** Largest mask file the page reads, in bytes. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Largest picture mask, in pixels a side. */
const MAX_PICTURE_SIDE = 4000;

/** The one line said about a mask file that cannot be used. */
export class MaskFileError extends Error {}

function isPng(file: File): boolean {
  return file.type === 'image/png' || /\.png$/i.test(file.name);
}

/**
 * Reads a mask file in the browser by the rules of core's mask helpers: a PNG is decoded by
 * the browser (through a canvas) and turned into a bitmap by `maskFromPixels` (dark, opaque
 * pixels are on); any other file is read as text by `parseTextMask` (`#`/`X` on, `.`/space
 * off). Throws a {@link MaskFileError} whose message is one line naming the file and what is
 * allowed.
 */
export async function readMaskFile(file: File): Promise<MaskBitmap> {
  const name = JSON.stringify(file.name);
  if (file.size === 0) throw new MaskFileError(`mask file ${name} is empty; use a text file of # and . rows or a black-and-white PNG`);
  if (file.size > MAX_BYTES) throw new MaskFileError(`mask file ${name} is ${file.size} bytes; at most ${MAX_BYTES} are read`);
  if (isPng(file)) return readPicture(file, name);
  const text = await file.text();
  try {
    return parseTextMask(text);
  } catch (error) {
    throw new MaskFileError(`mask file ${name}: ${plain(error)}`);
  }
}

async function readPicture(file: File, name: string): Promise<MaskBitmap> {
  let picture: ImageBitmap;
  try {
    picture = await createImageBitmap(file);
  } catch {
    throw new MaskFileError(`mask file ${name} could not be read as a PNG picture; use a black-and-white PNG or a text file of # and . rows`);
  }
  try {
    const { width, height } = picture;
    if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE) {
      throw new MaskFileError(`mask picture ${name} is ${width}x${height} pixels; at most ${MAX_PICTURE_SIDE} a side`);
    }
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new MaskFileError('this browser cannot read pictures (no 2D canvas)');
    ctx.drawImage(picture, 0, 0);
    const bitmap = maskFromPixels(width, height, ctx.getImageData(0, 0, width, height).data);
    if (!bitmap.on.includes(1)) throw new MaskFileError(`mask picture ${name} has no dark pixel; dark pixels are where the maze goes`);
    return bitmap;
  } finally {
    picture.close();
  }
}

/** An error's message without the package prefix (the page names the file instead). */
function plain(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/^@mazekit\/[a-z-]+: /, '');
}
