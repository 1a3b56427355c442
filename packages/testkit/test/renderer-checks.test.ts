import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { brightness, checkXml, decodePng } from '../src/index.js';

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('checkXml', () => {
  it('returns the element names of a well-formed document in order', () => {
    expect(checkXml(`${PROLOG}<svg a="1"><title>A &amp; B</title><path d="M0 0"/></svg>`)).toEqual(['svg', 'title', 'path']);
  });

  it.each([
    ['<svg></svg>', 'missing XML prolog'],
    [`${PROLOG}<svg><g></svg>`, '</svg> does not close the open element'],
    [`${PROLOG}<svg><g>`, 'unclosed <svg>, <g>'],
    [`${PROLOG}<svg><title>A & B</title></svg>`, 'unescaped & in text'],
    [`${PROLOG}<svg/><svg/>`, 'more than one root element'],
    [`${PROLOG}<svg a=1/>`, 'malformed markup at 0'],
  ])('refuses %j: %s', (text, reason) => {
    expect(() => checkXml(text)).toThrow(reason);
  });
});

describe('decodePng', () => {
  it('reads back the colours a canvas drew', async () => {
    const canvas = createCanvas(4, 2);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 4, 2);
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(2, 1, 1, 1);
    const pixels = await decodePng(canvas.toBuffer('image/png'));
    expect([pixels.width, pixels.height]).toEqual([4, 2]);
    expect(pixels.at(2.5, 1.5)).toEqual([255, 0, 0, 255]);
    expect(pixels.at(0, 0)).toEqual([255, 255, 255, 255]);
    expect(brightness(pixels.at(2, 1))).toBe(85);
  });
});
