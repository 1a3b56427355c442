import { optionalModule } from '@mazekit/core';

/** The parts of `@napi-rs/canvas` that decoding a PNG uses. */
interface CanvasModule {
  loadImage(source: Uint8Array): Promise<{ width: number; height: number }>;
  createCanvas(
    width: number,
    height: number,
  ): {
    getContext(kind: '2d'): {
      drawImage(image: unknown, x: number, y: number): void;
      getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
    };
  };
}

const canvas = optionalModule<CanvasModule>({
  source: '@mazekit/testkit',
  specifier: '@napi-rs/canvas',
  purpose: 'decodePng',
  instead: 'check the PNG bytes another way',
  insteadOfSync: 'use decodePng',
  rule: 'missing-canvas',
  importer: (specifier) => import(/* @vite-ignore */ specifier),
  url: (import.meta as { url: string }).url,
});

/** A decoded picture: its size and the RGBA colour of each pixel. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** `[r, g, b, a]` (0..255) of the pixel holding point (`x`, `y`). */
  at(x: number, y: number): [number, number, number, number];
}

/**
 * Decodes PNG bytes with `@napi-rs/canvas` (an optional peer dependency, loaded on first
 * use), so a renderer's test can read the colours it drew back.
 */
export async function decodePng(bytes: Uint8Array): Promise<Pixels> {
  const napi = await canvas.load();
  const image = await napi.loadImage(bytes);
  const ctx = napi.createCanvas(image.width, image.height).getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    at(x, y) {
      const i = (Math.floor(y) * image.width + Math.floor(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** The mean of a colour's red, green and blue. */
export function brightness([r, g, b]: readonly number[]): number {
  return (r! + g! + b!) / 3;
}
