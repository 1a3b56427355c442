import { MazekitError, describeValue } from '../errors.js';
import { namedColor } from './color-names.js';

/** A colour as red, green and blue (integers 0..255) and alpha (0..1). */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** The colour forms every renderer takes, as error messages list them. */
export const COLOR_FORMS = 'a CSS colour: a name, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), hsl() or hwb()';

// Hand-written rather than a colour library: core has no runtime dependency (installing it
// pulls in nothing), and CSS colour syntax is small and fixed.
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?|hwb)\(\s*([^()]*?)\s*\)$/i;
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|grad|rad|turn)?$/i;
const TURN: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** A number token with its unit (`%`, an angle unit, or '' for none), or undefined. */
function token(text: string): [number, string] | undefined {
  const m = NUMBER.exec(text);
  return m ? [Number(m[1]), (m[2] ?? '').toLowerCase()] : undefined;
}

/** The three channel tokens and the alpha token of a colour function's arguments. */
function splitArguments(body: string): { parts: string[]; alpha: string | undefined } | undefined {
  let parts: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    // Legacy syntax: rgb(1, 2, 3) or rgba(1, 2, 3, 0.5).
    parts = body.split(/\s*,\s*/);
    if (parts.length === 4) alpha = parts.pop();
  } else {
    // Modern syntax: rgb(1 2 3) or rgb(1 2 3 / 50%).
    const [main = '', slash, ...rest] = body.split(/\s*\/\s*/);
    if (rest.length) return undefined;
    parts = main.split(/\s+/);
    alpha = slash;
  }
  return parts.length === 3 ? { parts, alpha } : undefined;
}

function alphaOf(text: string | undefined): number | undefined {
  if (text === undefined) return 1;
  const t = token(text);
  if (!t || (t[1] !== '' && t[1] !== '%')) return undefined;
  return clamp(t[1] === '%' ? t[0] / 100 : t[0], 0, 1);
}

function hueOf(text: string): number | undefined {
  const t = token(text);
  if (!t || t[1] === '%') return undefined;
  const degrees = t[0] * (TURN[t[1]] ?? 1);
  return ((degrees % 360) + 360) % 360;
}

function percentOf(text: string): number | undefined {
  const t = token(text);
  return t && t[1] === '%' ? clamp(t[0] / 100, 0, 1) : undefined;
}

/** CSS Color 4's hsl-to-rgb, channels 0..1. */
function hslChannels(hue: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function fromFunction(name: string, body: string): Rgba | undefined {
  const args = splitArguments(body);
  const alpha = alphaOf(args?.alpha);
  if (!args || alpha === undefined) return undefined;
  let rgb: number[];
  if (name.startsWith('rgb')) {
    const channels = args.parts.map(token);
    if (channels.some((t) => !t || (t[1] !== '' && t[1] !== '%'))) return undefined;
    rgb = channels.map((t) => (t![1] === '%' ? (t![0] / 100) * 255 : t![0]));
  } else {
    const hue = hueOf(args.parts[0]!);
    const x = percentOf(args.parts[1]!);
    const y = percentOf(args.parts[2]!);
    if (hue === undefined || x === undefined || y === undefined) return undefined;
    if (name === 'hwb') {
      // Whiteness and blackness over 100% together give a grey, as CSS says.
      const grey = x + y >= 1 ? x / (x + y) : undefined;
      rgb = hslChannels(hue, 1, 0.5).map((c) => (grey ?? c * (1 - x - y) + x) * 255);
    } else {
      rgb = hslChannels(hue, x, y).map((c) => c * 255);
    }
  }
  const [r, g, b] = rgb.map((c) => Math.round(clamp(c, 0, 255)));
  return [r!, g!, b!, alpha];
}

/**
 * Parses a CSS colour (a CSS Color 4 name or `transparent`, `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`, with commas or with spaces and
 * `/ alpha`), or returns undefined when `text` is none of these. Channels out of range are
 * clamped, as CSS does.
 */
export function parseColor(text: string): Rgba | undefined {
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = digits.replace(/./g, (d) => d + d);
    const n = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), digits.length === 8 ? n(6) / 255 : 1];
  }
  if (/^transparent$/i.test(text)) return [0, 0, 0, 0];
  const named = namedColor(text);
  if (named !== undefined) return [named >> 16, (named >> 8) & 255, named & 255, 1];
  const fn = FUNCTION.exec(text);
  return fn ? fromFunction(fn[1]!.toLowerCase(), fn[2]!) : undefined;
}

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/**
 * `#rrggbb` for an opaque colour, `rgba(r,g,b,a)` for a translucent one: forms that SVG
 * viewers, canvases and the per-channel code of the renderers (shades, heat ramps, PDF
 * and tile colours) all read the same way.
 */
export function formatColor([r, g, b, a]: Rgba): string {
  if (a >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgba(${r},${g},${b},${Math.round(a * 1000) / 1000})`;
}

/** What {@link resolveColor} accepts besides an opaque colour. */
export interface ColorRules {
  /** Also take `none`, returned as it is: a clear background (default false). */
  readonly none?: boolean;
  /** Also take translucent colours (default true); false where the output has no alpha (PDF, tiles, shades). */
  readonly alpha?: boolean;
}

// Names and hex digits are read alike by SVG viewers, browsers and canvases, so they pass as
// written; the functional forms have variants (space syntax, hwb()) that not every one reads.
const PLAIN = /^(?:#[0-9a-f]+|[a-z]+)$/i;

/**
 * The one colour check of every renderer: `value` of option `name` parsed as a CSS colour
 * (see {@link parseColor}); anything else is refused with one line naming the option, the
 * value and the forms allowed. A name or hex colour is returned as written, a functional one
 * (`rgb()`, `hsl()`, `hwb()`) in the form of {@link formatColor}.
 */
export function resolveColor(source: string, name: string, value: unknown, rules: ColorRules = {}): string {
  if (rules.none && value === 'none') return 'none';
  const rgba = typeof value === 'string' ? parseColor(value) : undefined;
  if (!rgba) {
    const none = rules.none ? ', or none' : '';
    throw new MazekitError(source, `option ${name} must be ${COLOR_FORMS}${none}; got ${describeValue(value)}`, 'color');
  }
  if (rules.alpha === false && rgba[3] < 1) {
    throw new MazekitError(source, `option ${name} must be an opaque colour (this output has no transparency), got ${describeValue(value)}`, 'color');
  }
  return PLAIN.test(value as string) ? (value as string) : formatColor(rgba);
}

/** The channels of a colour that {@link resolveColor} passed (for code that mixes or paints them). */
export function colorChannels(value: string): Rgba {
  const rgba = parseColor(value);
  if (!rgba) throw new MazekitError('@mazekit/core', `not a CSS colour: ${describeValue(value)}`, 'color');
  return rgba;
}
