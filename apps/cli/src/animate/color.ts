/** How many colours the terminal shows: 24-bit, the 256-colour palette, the 16 ANSI colours, or none. */
export type ColorMode = 'truecolor' | '256' | '16' | 'none';

/**
 * Picks the colour mode: an explicit `--color` wins; otherwise `NO_COLOR` (any non-empty
 * value) or a non-terminal stdout means none, `COLORTERM=truecolor|24bit` means truecolor,
 * a `TERM` with `256color` means 256, `TERM=dumb` none, `TERM=linux` (the console) 16, and
 * any other terminal 256.
 */
export function detectColor(requested: string, env: NodeJS.ProcessEnv, isTTY: boolean): ColorMode {
  if (requested === 'truecolor' || requested === '256' || requested === '16' || requested === 'none') return requested;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 'none';
  if (!isTTY) return 'none';
  const colorterm = (env.COLORTERM ?? '').toLowerCase();
  if (colorterm === 'truecolor' || colorterm === '24bit') return 'truecolor';
  const term = (env.TERM ?? '').toLowerCase();
  if (term === 'dumb') return 'none';
  if (term.includes('256color')) return '256';
  if (term === 'linux' || term === 'vt100' || term === 'vt220') return '16';
  return '256';
}

/** An RGB colour and its nearest 16-colour background code. */
export interface Swatch {
  readonly rgb: readonly [number, number, number];
  readonly ansi16: number;
}

function cube(v: number): number {
  return Math.round((v / 255) * 5);
}

/** The SGR parameters that set the background (or, with `fg`, the foreground) to `swatch`. */
export function sgr(mode: ColorMode, swatch: Swatch, fg: boolean): string {
  const [r, g, b] = swatch.rgb;
  switch (mode) {
    case 'truecolor':
      return `${fg ? 38 : 48};2;${r};${g};${b}`;
    case '256': {
      const grey = r === g && g === b && r > 8 && r < 238;
      const index = grey ? 232 + Math.round(((r - 8) / 230) * 23) : 16 + 36 * cube(r) + 6 * cube(g) + cube(b);
      return `${fg ? 38 : 48};5;${index}`;
    }
    case '16':
      return String(fg ? swatch.ansi16 - 10 : swatch.ansi16);
    default:
      return '';
  }
}
