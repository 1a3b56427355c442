/** A font of an optional font package, used for the characters of its script when no other font has them. */
export interface ScriptFont {
  /** The npm package that holds it. */
  readonly package: string;
  /** The font file inside the package. */
  readonly file: string;
  /** The font's name, for messages. */
  readonly name: string;
  /** The script, for messages. */
  readonly script: string;
  /** Code point ranges (inclusive) the font is for. */
  readonly ranges: readonly (readonly [number, number])[];
}

const KANA: readonly (readonly [number, number])[] = [
  [0x3040, 0x30ff],
  [0x31f0, 0x31ff],
  [0xff66, 0xff9f],
];
const HAN: readonly (readonly [number, number])[] = [
  [0x2e80, 0x2fdf],
  [0x3000, 0x303f],
  [0x3190, 0x319f],
  [0x31c0, 0x31ef],
  [0x3200, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
];

/**
 * The script fonts this renderer looks for (Noto fonts, OFL, from the `@embedpdf/fonts-*`
 * packages), in order. None is a dependency: each is used only when installed (Node) or
 * provided (`loadPdfFonts`, browsers), and only for a document whose text needs it.
 */
export const SCRIPT_FONTS: readonly ScriptFont[] = Object.freeze([
  {
    package: '@embedpdf/fonts-arabic',
    file: 'fonts/NotoNaskhArabic-Regular.ttf',
    name: 'Noto Naskh Arabic',
    script: 'Arabic',
    ranges: [
      [0x0600, 0x06ff],
      [0x0750, 0x077f],
      [0x0870, 0x08ff],
      [0xfb50, 0xfdff],
      [0xfe70, 0xfeff],
    ],
  },
  { package: '@embedpdf/fonts-sc', file: 'fonts/NotoSansHans-Regular.otf', name: 'Noto Sans SC', script: 'Chinese', ranges: [...HAN, ...KANA] },
  { package: '@embedpdf/fonts-jp', file: 'fonts/NotoSansJP-Regular.otf', name: 'Noto Sans JP', script: 'Japanese', ranges: [...KANA, ...HAN] },
]);

const within = (cp: number, ranges: ScriptFont['ranges']) => ranges.some(([a, b]) => cp >= a && cp <= b);

/** True when `text` has kana: its Han characters are then Japanese, and Noto Sans JP goes before Noto Sans SC. */
export function isJapanese(text: string): boolean {
  for (const ch of text) if (within(ch.codePointAt(0)!, KANA)) return true;
  return false;
}

/** The script fonts meant for `cp`, best first; `text` is the line it is in (kana make Han Japanese). */
export function scriptFontsFor(cp: number, text: string): ScriptFont[] {
  const fonts = SCRIPT_FONTS.filter((f) => within(cp, f.ranges));
  if (isJapanese(text)) fonts.sort((a, b) => Number(b.script === 'Japanese') - Number(a.script === 'Japanese'));
  return fonts;
}
