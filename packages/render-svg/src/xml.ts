/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => {
    switch (ch) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '&':
        return '&amp;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** A number as short as SVG allows: at most `digits` decimals (default 2), no trailing zeros. */
export function num(value: number, digits = 2): string {
  if (Number.isInteger(value)) return String(value);
  const text = value.toFixed(digits);
  return text.replace(/\.?0+$/, '');
}
