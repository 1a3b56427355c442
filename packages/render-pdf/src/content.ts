/** A `#rgb` or `#rrggbb` colour as PDF operands: three numbers from 0 to 1. */
export function rgb(color: string): string {
  const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (d) => d + d) : color;
  return [1, 3, 5].map((i) => String(Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000)).join(' ');
}
