// An independent reader of weave maze JSON, written from docs/maze-json.md alone (it imports
// nothing from mazekit): it finds every passage, then judges the maze perfect or says why not.

interface WeaveJSON {
  format: string;
  topology: string;
  width: number;
  height: number;
  crossings: number[];
  cells: number[];
}

/** `undefined` when the maze is a perfect weave maze; else what is wrong, in one line. */
export function judge(text: string): string | undefined {
  const m = JSON.parse(text) as WeaveJSON;
  if (m.format !== 'mazekit/1' || m.topology !== 'weave') return 'not a weave maze';
  const { width: w, height: h, cells } = m;
  const n = w * h;
  if (cells.length !== n) return 'wrong number of cells';
  const crossing = new Map<number, 'ns' | 'ew'>();
  for (const c of m.crossings) {
    const col = c % w;
    const row = Math.floor(c / w);
    if (col === 0 || row === 0 || col === w - 1 || row === h - 1) return `crossing ${c} on the edge`;
    if (cells[c] === 3) crossing.set(c, 'ns');
    else if (cells[c] === 12) crossing.set(c, 'ew');
    else return `crossing ${c} is not straight (${cells[c]})`;
  }
  // Compass steps: [bit, dx, dy, opposite bit].
  const steps: [number, number, number, number][] = [[1, 0, -1, 2], [2, 0, 1, 1], [4, 1, 0, 8], [8, -1, 0, 4]];
  const edges: [number, number][] = [];
  for (let c = 0; c < n; c++) {
    const col = c % w;
    const row = Math.floor(c / w);
    for (const [bit, dx, dy, back] of steps) {
      if (!(cells[c]! & bit)) continue;
      let x = col + dx;
      let y = row + dy;
      if (x < 0 || y < 0 || x >= w || y >= h) return `cell ${c} opens off the board`;
      const axis = dx === 0 ? 'ns' : 'ew';
      const mine = crossing.get(c);
      if (mine !== undefined && mine !== axis) return `crossing ${c} opens to its side`;
      const over = crossing.get(y * w + x);
      // Into a crossing from the side: the passage runs beneath it to the cell beyond.
      if (over !== undefined && over !== axis) {
        x += dx;
        y += dy;
      }
      const t = y * w + x;
      if (!(cells[t]! & back)) return `cell ${c} opens towards cell ${t}, which does not open back`;
      if (c < t) edges.push([c, t]);
    }
  }
  for (const [c, axis] of crossing) {
    const [a, b, ba, bb] = axis === 'ns' ? [c - 1, c + 1, 4, 8] : [c - w, c + w, 2, 1];
    if (!(cells[a]! & ba) || !(cells[b]! & bb)) return `nothing runs beneath crossing ${c}`;
  }
  if (edges.length !== n - 1) return `${edges.length} passages for ${n} cells; a perfect maze has ${n - 1}`;
  const parent = Array.from({ length: n }, (_, i) => i);
  const root = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  for (const [a, b] of edges) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) return `a loop through cells ${a} and ${b}`;
    parent[ra] = rb;
  }
  return undefined;
}
