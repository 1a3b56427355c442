/**
 * `hex` (`#rgb` or `#rrggbb`) mixed towards black (`amount` < 0) or white (`amount` > 0) by
 * |amount| (0..1), as `#rrggbb`: the shaded faces of a block are shades of its one colour.
 */
export function shade(hex: string, amount: number): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (d) => d + d) : hex;
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  let out = '#';
  for (const i of [1, 3, 5]) {
    const c = parseInt(full.slice(i, i + 2), 16);
    out += Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}
