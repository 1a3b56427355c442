import { describe, expect, test } from 'vitest';
import { PdfPath } from '../src/index.js';

/** The numbers of each operator line: `[op, ...operands]`. */
function ops(text: string): [string, ...number[]][] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.split(' ');
      return [parts.at(-1)!, ...parts.slice(0, -1).map(Number)];
    });
}

describe('PdfPath: canvas-style calls to PDF path operators', () => {
  test('moveTo/lineTo through the transform; integers stay integers', () => {
    const p = new PdfPath().transform(10, 20, 2);
    p.moveTo(0, 0);
    p.lineTo(3, 0);
    p.lineTo(3, 1.25);
    p.closePath();
    expect(p.take()).toBe('10 20 m\n16 20 l\n16 22.5 l\nh\n');
    expect(p.empty).toBe(true);
  });

  test('a line with no current point starts a sub-path, as on a canvas', () => {
    const p = new PdfPath();
    p.lineTo(1, 2);
    p.lineTo(3, 4);
    expect(p.take()).toBe('1 2 m\n3 4 l\n');
  });

  test('a quarter arc is one cubic Bézier with the standard handles', () => {
    const p = new PdfPath();
    p.arc(0, 0, 1, 0, Math.PI / 2);
    const k = 0.552;
    expect(ops(p.take())).toEqual([
      ['m', 1, 0],
      ['c', 1, k, k, 1, 0, 1],
    ]);
  });

  test('a full circle is four curves ending where it began; anticlockwise runs the other way', () => {
    const p = new PdfPath().transform(5, 5, 10);
    p.arc(0, 0, 1, 0, 2 * Math.PI);
    const lines = ops(p.take());
    expect(lines.map((l) => l[0])).toEqual(['m', 'c', 'c', 'c', 'c']);
    expect(lines.at(-1)!.slice(-2)).toEqual([15, 5]);
    const q = new PdfPath();
    q.arc(0, 0, 2, 0, -Math.PI / 2, true);
    const [, curve] = ops(q.take());
    expect(curve!.slice(-2)).toEqual([0, -2]);
  });

  test('every curve point of an arc lies close to the circle', () => {
    const p = new PdfPath();
    p.arc(0, 0, 100, 0.3, 2.9);
    const curves = ops(p.take()).filter((l) => l[0] === 'c');
    expect(curves).toHaveLength(2);
    let x = 100 * Math.cos(0.3);
    let y = 100 * Math.sin(0.3);
    for (const [, x1, y1, x2, y2, x3, y3] of curves) {
      // Sample the Bézier and compare with the radius.
      for (let t = 0; t <= 1; t += 0.125) {
        const u = 1 - t;
        const bx = u * u * u * x + 3 * u * u * t * x1! + 3 * u * t * t * x2! + t * t * t * x3!;
        const by = u * u * u * y + 3 * u * u * t * y1! + 3 * u * t * t * y2! + t * t * t * y3!;
        expect(Math.abs(Math.hypot(bx, by) - 100)).toBeLessThan(0.05);
      }
      x = x3!;
      y = y3!;
    }
  });

  test('an arc after a line joins it with a line to the arc start', () => {
    const p = new PdfPath();
    p.moveTo(0, 0);
    p.arc(5, 0, 1, Math.PI, 1.5 * Math.PI);
    expect(ops(p.take()).map((l) => l[0])).toEqual(['m', 'l', 'c']);
  });
});
