import { MazekitError, describeValue } from './errors.js';
import type { MaskBitmap } from './mask-bitmap.js';

/**
 * A {@link MaskBitmap} from decoded picture pixels (RGBA, 4 bytes a pixel, row by row from the
 * top, as a canvas's `ImageData` or a PNG decoder gives them): a pixel is on (the maze goes
 * there) when it is dark and opaque — luminance below half (Rec. 709 weights) and alpha at
 * least half — as `#` is on in a text mask. Every reader of a picture mask (CLI, browser) uses
 * this one rule, so the same file makes the same maze everywhere.
 */
export function maskFromPixels(width: number, height: number, rgba: ArrayLike<number>): MaskBitmap {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new MazekitError('@mazekit/core', `a picture mask needs an integer width and height >= 1, got ${describeValue(width)} x ${describeValue(height)}`);
  }
  if (!rgba || rgba.length !== width * height * 4) {
    throw new MazekitError('@mazekit/core', `a ${width}x${height} picture mask needs ${width * height * 4} RGBA bytes, got ${describeValue(rgba?.length ?? rgba)}`);
  }
  const on = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < on.length; p++, i += 4) {
    // Luminance × 1000 in integers: 2126 R + 7152 G + 722 B over 10000, against half of 255.
    const lum = 2126 * rgba[i]! + 7152 * rgba[i + 1]! + 722 * rgba[i + 2]!;
    on[p] = rgba[i + 3]! >= 128 && lum < 1275000 ? 1 : 0;
  }
  return { width, height, on };
}
