import { packageFile } from './runtime.js';
import type { ScriptFont } from './script-fonts.js';
import { parseFont, type SfntFont } from './sfnt.js';

const read = new Map<ScriptFont, SfntFont | undefined>();

/** The font of a script font package, read once: installed (Node) or provided (`loadPdfFonts`); undefined when neither. */
export function scriptFont(sf: ScriptFont): SfntFont | undefined {
  if (!read.has(sf)) {
    const bytes = packageFile(sf.package, sf.file);
    if (!bytes) return undefined;
    read.set(sf, parseFont(bytes, `${sf.name} (${sf.package}/${sf.file})`));
  }
  return read.get(sf);
}
