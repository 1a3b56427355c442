import { parseMaze } from '@mazekit/core';
import { shape as weave } from '@mazekit/grid-weave';
import { describe, expect, it } from 'vitest';
import { renderAscii, renderUnicode } from '../src/index.js';

// The worked example of the maze JSON document (§10): one crossing, cell 7, on top north-south.
const EXAMPLE = '{"format":"mazekit/1","topology":"weave","width":5,"height":4,"crossings":[7],"generator":"wilson","seed":"42","cells":[6,12,14,10,2,1,6,3,13,9,6,11,1,2,2,1,5,12,13,9]}';

describe('weave mazes as text', () => {
  it("dashes a crossing's side walls, where the corridor beneath passes under (ascii)", () => {
    expect(renderAscii(parseMaze(EXAMPLE, [weave]))).toBe(
      ['+--+--+--+--+--+', '|           |  |', '+  +--+  +  +  +', '|  |  :  :     |', '+--+  +  +--+--+', '|     |  |  |  |', '+  +  +--+  +  +', '|  |           |', '+--+--+--+--+--+', ''].join('\n'),
    );
  });

  it('dashes them in unicode too, north-south and east-west', () => {
    const text = renderUnicode(parseMaze(EXAMPLE, [weave])).split('\n');
    expect([...text[3]!][6]).toBe('┆');
    expect([...text[3]!][9]).toBe('┆');
    // A 3 × 3 maze whose crossing, cell 4, is on top east-west: the corridor beneath runs 1-7.
    const across = parseMaze('{"format":"mazekit/1","topology":"weave","width":3,"height":3,"crossings":[4],"generator":"hand","seed":"0","cells":[6,14,8,5,12,8,4,13,8]}', [weave]);
    const lines = renderUnicode(across).split('\n');
    expect([...lines[2]!].slice(4, 6).join('')).toBe('┄┄');
    expect([...lines[4]!].slice(4, 6).join('')).toBe('┄┄');
    expect(renderAscii(across).split('\n')[2]!.slice(4, 6)).toBe('..');
  });
});
