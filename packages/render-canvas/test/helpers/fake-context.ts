// A CanvasContext that records every call with the style in force, for assertions.
import type { CanvasContext } from '../../src/index.js';

export interface Call {
  op: string;
  args: number[];
  text?: string;
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: number;
  lineWidth: number;
}

export class FakeContext implements CanvasContext {
  calls: Call[] = [];
  fillStyle: unknown = '#000';
  strokeStyle: unknown = '#000';
  lineWidth = 1;
  globalAlpha = 1;
  lineCap = 'butt';
  lineJoin = 'miter';
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';

  private record(op: string, args: number[], text?: string): void {
    const call: Call = {
      op,
      args,
      fillStyle: this.fillStyle,
      strokeStyle: this.strokeStyle,
      globalAlpha: this.globalAlpha,
      lineWidth: this.lineWidth,
    };
    if (text !== undefined) call.text = text;
    this.calls.push(call);
  }
  beginPath(): void {
    this.record('beginPath', []);
  }
  moveTo(x: number, y: number): void {
    this.record('moveTo', [x, y]);
  }
  lineTo(x: number, y: number): void {
    this.record('lineTo', [x, y]);
  }
  closePath(): void {
    this.record('closePath', []);
  }
  stroke(): void {
    this.record('stroke', []);
  }
  fill(): void {
    this.record('fill', []);
  }
  fillRect(x: number, y: number, w: number, h: number): void {
    this.record('fillRect', [x, y, w, h]);
  }
  fillText(text: string, x: number, y: number): void {
    this.record('fillText', [x, y], text);
  }

  count(op: string, filter: (c: Call) => boolean = () => true): number {
    return this.calls.filter((c) => c.op === op && filter(c)).length;
  }
}
