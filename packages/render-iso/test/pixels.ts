// Real pixels through @napi-rs/canvas: decode a PNG and read colours back.
import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number, number];
}

export async function decodePng(bytes: Uint8Array): Promise<Pixels> {
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
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

export function brightness([r, g, b]: readonly number[]): number {
  return (r! + g! + b!) / 3;
}
