// Reads back what the isometric SVG draws: floors, wall groups and their top faces, the route.

/** One `<g class="wall|post|shaft|rock|door">` with its data attributes and the points of its faces. */
export interface DrawnBlock {
  readonly role: string;
  readonly level: number;
  readonly cell: number;
  readonly side: string;
  readonly opacity: number;
  /** Face polygons in drawing order (top, east, south), screen px. */
  readonly faces: number[][];
}

function numbers(text: string): number[] {
  return text.trim().split(/[\s,]+/).map(Number);
}

/** Every block of every floor, in document order. */
export function blocksOf(svg: string): DrawnBlock[] {
  const out: DrawnBlock[] = [];
  for (const floor of svg.matchAll(/<g class="floor" data-level="(\d+)">([\s\S]*?)\n<\/g>/g)) {
    const level = Number(floor[1]);
    for (const m of floor[2]!.matchAll(/<g class="(wall|post|shaft|rock|door)"(?: data-cell="(\d+)" data-side="([\w-]+)")?(?: opacity="([\d.]+)")?>(.*?)<\/g>/g)) {
      const faces = [...m[5]!.matchAll(/d="M([^"Z]*)Z"/g)].map((f) => numbers(f[1]!));
      out.push({ role: m[1]!, level, cell: m[2] ? Number(m[2]) : -1, side: m[3] ?? 'post', opacity: m[4] ? Number(m[4]) : 1, faces });
    }
  }
  return out;
}

/** The points of every `<polyline class="…">` of a class. */
export function polylines(svg: string, cls: string): number[][] {
  return [...svg.matchAll(new RegExp(`<polyline class="${cls}" points="([^"]*)"/>`, 'g'))].map((m) => numbers(m[1]!));
}
