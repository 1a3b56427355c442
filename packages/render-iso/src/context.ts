/**
 * The part of a 2D canvas context the isometric renderer draws with. A browser
 * `CanvasRenderingContext2D`, an `OffscreenCanvasRenderingContext2D` and an `@napi-rs/canvas`
 * context satisfy it as they are; tests can pass a fake that records the calls.
 */
export interface IsoContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  globalAlpha: number;
  font: string;
  textAlign: string;
  textBaseline: string;
}
