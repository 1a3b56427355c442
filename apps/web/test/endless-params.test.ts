import { WORLD_SIZE } from '@mazekit/endless';
import { describe, expect, it } from 'vitest';
import { START, clampCell, parseCoordinate, placeQuery, readPlace } from '../src/endless/params.js';

describe('the Endless mode address', () => {
  it('reads x, y and texture, and writes them back the same', () => {
    const { place, problems } = readPlace('?seed=a&mode=endless&x=2147483648&y=281474976710655&texture=division');
    expect(problems).toEqual([]);
    expect(place).toEqual({ x: 2 ** 31, y: WORLD_SIZE - 1, texture: 'division' });
    expect(readPlace(`?${placeQuery(place)}`).place).toEqual(place);
  });

  it('starts in the middle of the world when the address names no place', () => {
    expect(readPlace('?mode=endless')).toEqual({ place: START, problems: [] });
  });

  it('names each bad value and falls back to the start', () => {
    const { place, problems } = readPlace(`?x=-1&y=${WORLD_SIZE}&texture=hex`);
    expect(place).toEqual(START);
    expect(problems).toEqual([
      `x must be an integer from 0 to ${WORLD_SIZE - 1}; got "-1", using ${START.x}`,
      `y must be an integer from 0 to ${WORLD_SIZE - 1}; got "${WORLD_SIZE}", using ${START.y}`,
      `texture must be one of chunks, division; got "hex", using chunks`,
    ]);
  });

  it('takes coordinates typed with separators, and refuses the rest', () => {
    expect(parseCoordinate(' 2,147,483,648 ')).toBe(2 ** 31);
    expect(parseCoordinate('1_000')).toBe(1000);
    for (const bad of ['', '1.5', '1e9', '-3', 'abc', String(WORLD_SIZE), undefined, null]) expect(parseCoordinate(bad)).toBeUndefined();
    expect([clampCell(-4), clampCell(WORLD_SIZE + 9), clampCell(41.6)]).toEqual([0, WORLD_SIZE - 1, 42]);
  });
});
