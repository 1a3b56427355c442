/**
 * The smallest drawing interface every mazekit renderer needs, in the spirit of d3-path:
 * a real `CanvasRenderingContext2D` (browser, OffscreenCanvas, @napi-rs/canvas) satisfies
 * it as it is, and {@link PathBuilder} implements it as an SVG path string. Wall-walking
 * code draws through it once for every output.
 *
 * `arc` and `closePath` are optional so that older contexts (and test fakes) still fit;
 * shape geometries draw arcs through {@link arcTo}, which flattens an arc into line
 * segments when the context has no `arc`.
 */
export interface PathContext {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  /**
   * Canvas `arc`: a circular arc around (`cx`, `cy`) of radius `r` from angle `start` to
   * `end` (radians, y down, so growing angles turn clockwise on screen), anticlockwise when
   * `anticlockwise` is true. When a current point exists, a straight line joins it to the
   * arc's first point, as on a canvas.
   */
  arc?(cx: number, cy: number, r: number, start: number, end: number, anticlockwise?: boolean): void;
  /** Closes the current sub-path with a line back to its first point. */
  closePath?(): void;
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
