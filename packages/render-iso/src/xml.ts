/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot' }[ch] ?? 'apos'};`);
}

/** A screen coordinate rounded to a tenth of a pixel, as short as SVG allows. */
export function px(value: number): string {
  const r = Math.round(value * 10) / 10;
  return String(Object.is(r, -0) ? 0 : r);
}
