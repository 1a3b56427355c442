import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

let font: Promise<Uint8Array> | undefined;

/** The font the PDF download embeds (DejaVu Sans), fetched once, on the first PDF download. */
export function loadFont(): Promise<Uint8Array> {
  font ??= fetch(fontUrl).then(async (response) => {
    if (!response.ok) throw new Error(`the PDF font did not load (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  });
  font.catch(() => (font = undefined));
  return font;
}
