/**
 * All that block drawing needs from a canvas: coloured rectangles. Any 2D canvas context
 * (browser, OffscreenCanvas, `@napi-rs/canvas`) and any core `DrawContext` satisfy it.
 */
export interface BlocksContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
}
