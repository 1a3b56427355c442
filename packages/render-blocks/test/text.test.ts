import { OrthogonalGrid, isMazekitError } from '@mazekit/core';
import { describe, expect, test } from 'vitest';
import { blocksText, renderer, stringifyBlocks } from '../src/index.js';
import { dfsMaze } from './helpers/mazes.js';

describe('blocksText', () => {
  const corridor = new OrthogonalGrid(3, 1);
  corridor.link(0, 2);
  corridor.link(1, 2);

  test('one character per block', () => {
    expect(blocksText(corridor)).toBe('███████\n█     █\n███████\n');
    expect(blocksText(corridor, { charset: 'ascii' })).toBe('#######\n#     #\n#######\n');
    expect(blocksText(corridor, { wallChar: '#', passageChar: '.' })).toBe('#######\n#.....#\n#######\n');
  });

  test('the text has one line per block row and one mark per block', () => {
    const maze = dfsMaze(14, 9, 1, 'shape');
    const lines = blocksText(maze).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(19);
    for (const line of lines) expect([...line]).toHaveLength(29);
  });

  test('labels can be left out; columns set floors per row', () => {
    const maze = dfsMaze(2, 2, 3, 'cols');
    const rows = blocksText(maze, { labels: false, columns: 3 }).split('\n');
    expect(rows[0]).toBe('█████  █████  █████');
    expect(rows).toHaveLength(6);
    const stacked = blocksText(maze, { columns: 1 }).split('\n');
    expect(stacked[0]).toBe('floor 1 ▲');
    expect(stacked).toHaveLength(3 * 6 + 2 + 1);
  });

  test('a mark not given follows the width of the wall mark', () => {
    const maze = dfsMaze(2, 2, 2, 'wide');
    const text = blocksText(maze, { wallChar: '<>', passageChar: '..', labels: false });
    expect(text).toContain('▲▲');
    expect(text).not.toMatch(/(^|[^▲])▲([^▲]|$)/m);
  });

  test('bad options name the package and the value', () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ charset: 'emoji' }, /charset must be one of unicode, ascii, got "emoji"/],
      [{ wallChar: '##', passageChar: '.' }, /passageChar must be 2 characters wide like the wall mark.*got "\."/],
      [{ upChar: 'up' }, /upChar must be 1 character wide.*"up"/],
      [{ passageChar: '\n' }, /passageChar.*line breaks/],
      [{ layers: 3 }, /layers must be one of floors, all, got 3/],
      [{ columns: -1 }, /columns must be an integer from 0 to 10000, got -1/],
      [{ wall: '#' }, /unknown option "wall"/],
    ];
    for (const [options, message] of bad) {
      let error: unknown;
      try {
        blocksText(corridor, options);
      } catch (e) {
        error = e;
      }
      expect(isMazekitError(error)).toBe(true);
      expect((error as Error).message).toMatch(/^@mazekit\/render-blocks: /);
      expect((error as Error).message).toMatch(message);
    }
  });
});

describe('renderer', () => {
  const maze = dfsMaze(4, 3, 2, 'renderer');

  test('metadata', () => {
    expect(renderer.id).toBe('blocks');
    expect(renderer.package).toBe('@mazekit/render-blocks');
    expect(renderer.formats).toEqual(['blocks', 'blocks-json']);
    expect(renderer.extensions).toEqual({ blocks: 'txt', 'blocks-json': 'json' });
    expect(renderer.options.map((o) => o.name)).toContain('wallChar');
  });

  test('formats', () => {
    expect(renderer.render(maze)).toBe(blocksText(maze));
    expect(renderer.render(maze, { format: 'blocks', charset: 'ascii' })).toBe(blocksText(maze, { charset: 'ascii' }));
    expect(renderer.render(maze, { format: 'blocks-json' })).toBe(stringifyBlocks(maze));
    expect(() => renderer.render(maze, { format: 'png' })).toThrow(/format must be blocks or blocks-json, got "png"/);
    expect(() => renderer.render(maze, { format: 'blocks-json', charset: 'x' } as never)).toThrow(/charset/);
  });
});
