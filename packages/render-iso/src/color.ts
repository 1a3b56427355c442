import { colorChannels } from '@mazekit/core';

/**
 * `color` (a checked CSS colour) mixed towards black (`amount` < 0) or white (`amount` > 0) by
 * |amount| (0..1), as `#rrggbb`: the shaded faces of a block are shades of its one colour.
 */
export function shade(color: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  let out = '#';
  for (const c of colorChannels(color).slice(0, 3)) {
    out += Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}
