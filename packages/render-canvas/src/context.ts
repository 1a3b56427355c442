import type { DrawContext } from '@mazekit/core';

/**
 * The part of a 2D canvas context this renderer draws with. A browser
 * `CanvasRenderingContext2D`, an `OffscreenCanvasRenderingContext2D` and an
 * `@napi-rs/canvas` context all satisfy it as they are; tests pass a fake that records calls.
 */
export interface CanvasContext extends DrawContext {
  closePath(): void;
  fill(): void;
  fillText(text: string, x: number, y: number): void;
  globalAlpha: number;
  lineCap: string;
  lineJoin: string;
  font: string;
  textAlign: string;
  textBaseline: string;
}
