import { basename } from 'node:path';

/**
 * The extension of `file` (lower case, without the leading dot) that `known` claims, the
 * longest first: `tower.iso.svg` is `iso.svg` when a format claims that, else `svg`. A
 * renderer may name its files with a two-part extension so that they sort by kind
 * (`*.iso.svg`, `*.iso.png`) and still open as SVG or PNG anywhere.
 */
export function fileExtension(file: string, known: ReadonlyMap<string, string>): string {
  // As path.extname: the dots that start a name (`.hidden`) are no extension.
  const parts = basename(file).toLowerCase().replace(/^\.+/, '').split('.').slice(1);
  for (let i = 0; i < parts.length; i++) {
    const ext = parts.slice(i).join('.');
    if (known.has(ext)) return ext;
  }
  return parts.length ? parts[parts.length - 1]! : '';
}

/** The plain file type of an extension: its last part (`iso.png` is a `png`). */
export function fileType(ext: string): string {
  return ext.slice(ext.lastIndexOf('.') + 1);
}
