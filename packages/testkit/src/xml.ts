/**
 * A strict little XML well-formedness check, enough for what mazekit's renderers write: one
 * prolog, balanced and properly nested elements, quoted attributes without raw `<` or `&`,
 * text without raw `<` or stray `&`. Returns the element names in document order.
 */
export function checkXml(text: string): string[] {
  const names: string[] = [];
  const stack: string[] = [];
  const entity = /&(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi;
  const body = text.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body === text) throw new Error('missing XML prolog');
  const token = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[A-Za-z_:][\w.:-]*="[^"<&]*(?:&(?:lt|gt|amp|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/y;
  let pos = 0;
  while (pos < body.length) {
    token.lastIndex = pos;
    const m = token.exec(body);
    if (!m) throw new Error(`malformed markup at ${pos}: ${body.slice(pos, pos + 40)}`);
    pos = token.lastIndex;
    const [, close, name, , selfClose, textPart] = m;
    if (textPart !== undefined) {
      if (textPart.replace(entity, '').includes('&')) throw new Error(`unescaped & in text ${textPart}`);
      if (stack.length === 0 && textPart.trim()) throw new Error(`text outside the root: ${textPart}`);
      continue;
    }
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> does not close the open element`);
    } else {
      names.push(name!);
      if (stack.length === 0 && names.length > 1) throw new Error('more than one root element');
      if (!selfClose) stack.push(name!);
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return names;
}
