/**
 * The smallest drawing interface every mazekit renderer needs, in the spirit of d3-path:
 * a real `CanvasRenderingContext2D` (browser, OffscreenCanvas, @napi-rs/canvas) satisfies
 * it as it is, and {@link PathBuilder} implements it as an SVG path string. Wall-walking
 * code draws through it once for every output.
 */
export interface PathContext {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
}

/** A {@link PathContext} that also fills rectangles: enough for blocks, heat maps and frames. */
export interface DrawContext extends PathContext {
  beginPath(): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
}
