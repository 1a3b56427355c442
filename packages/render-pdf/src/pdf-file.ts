import { zlibSync } from 'fflate';

/** A text as PDF bytes: every character a byte (callers pass ASCII, or Latin-1 they mean). */
function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** A PDF text string: ASCII as a literal, anything else as UTF-16BE with a byte-order mark. */
export function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * The object layer of a PDF file: numbered objects (dictionaries as text, streams deflated),
 * written with a cross-reference table. Object numbers are handed out in the order asked
 * for, and nothing depends on time or chance, so the same calls give the same bytes.
 */
export class PdfFile {
  private readonly bodies: (Uint8Array | undefined)[] = [];

  /** A fresh object number, for an object written later (a page's parent, say). */
  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  /** Writes object `id` (from {@link reserve}) as `body`, a dictionary or other PDF value in text. */
  set(id: number, body: string): number {
    this.bodies[id - 1] = latin1(`${id} 0 obj\n${body}\nendobj\n`);
    return id;
  }

  /** Adds an object and returns its number. */
  add(body: string): number {
    return this.set(this.reserve(), body);
  }

  /** Adds a stream object, deflated (FlateDecode); `dict` holds the entries besides Length and Filter. */
  addStream(data: Uint8Array | string, dict = ''): number {
    const raw = typeof data === 'string' ? latin1(data) : data;
    const packed = zlibSync(raw, { level: 6 });
    const id = this.reserve();
    const headText = latin1(`${id} 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode${dict ? ` ${dict}` : ''} >>\nstream\n`);
    const tail = latin1('\nendstream\nendobj\n');
    const body = new Uint8Array(headText.length + packed.length + tail.length);
    body.set(headText, 0);
    body.set(packed, headText.length);
    body.set(tail, headText.length + packed.length);
    this.bodies[id - 1] = body;
    return id;
  }

  /** The whole file: header, objects, cross-reference table and trailer naming `root`, `info` and the two-part `id`. */
  bytes(root: number, info: number, id: string): Uint8Array<ArrayBuffer> {
    // The second line's high bytes tell transfer tools the file is binary.
    const head = latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    const offsets: number[] = [];
    let at = head.length;
    for (const [i, body] of this.bodies.entries()) {
      if (!body) throw new Error(`PDF object ${i + 1} was reserved but never written`);
      offsets.push(at);
      at += body.length;
    }
    let xref = `xref\n0 ${this.bodies.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
    xref += `trailer\n<< /Size ${this.bodies.length + 1} /Root ${root} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${at}\n%%EOF\n`;
    const tail = latin1(xref);
    const out = new Uint8Array(at + tail.length);
    out.set(head, 0);
    let p = head.length;
    for (const body of this.bodies) {
      out.set(body!, p);
      p += body!.length;
    }
    out.set(tail, p);
    return out;
  }
}
