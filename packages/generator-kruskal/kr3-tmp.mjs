import { OrthogonalGrid, createRng } from '@mazekit/core';
import { shuffledOrthogonalEdges } from './dist/shuffled-edges.js';
import { carveKruskalOrthogonal } from './dist/kruskal-orthogonal.js';
const rng = createRng(1);
const cpu = (f) => { const c0 = process.cpuUsage(); const t0 = performance.now(); f(); const c = process.cpuUsage(c0); return [(c.user + c.system) / 1000, performance.now() - t0]; };
const res = { shuffle: [], reads: [], seqreads: [], whole: [] };
let sink = 0;
for (let r = 0; r < 10; r++) {
  const g = new OrthogonalGrid(1000, 1000);
  let order;
  res.shuffle.push(cpu(() => { order = shuffledOrthogonalEdges(g, rng); }));
  const parent = new Int32Array(g.size); for (let c = 0; c < g.size; c++) parent[c] = c;
  const steps = Int32Array.of(0, 1000, 1, 0, 1000000);
  // Only the two dependent-free parent reads of each edge, in shuffled order: the floor of the memory traffic.
  res.reads.push(cpu(() => { let s = 0; for (let i = 0; i < order.length; i++) { const e = order[i]; const a = e >> 3; s += parent[a] + parent[a + steps[e & 7]]; } sink += s; }));
  const sorted = order.slice().sort();
  res.seqreads.push(cpu(() => { let s = 0; for (let i = 0; i < sorted.length; i++) { const e = sorted[i]; const a = e >> 3; s += parent[a] + parent[a + steps[e & 7]]; } sink += s; }));
  res.whole.push(cpu(() => carveKruskalOrthogonal(new OrthogonalGrid(1000, 1000), rng)));
}
const med = (x) => x.slice(3).map((p) => p[0]).sort((p, q) => p - q)[3];
const medw = (x) => x.slice(3).map((p) => p[1]).sort((p, q) => p - q)[3];
for (const k of Object.keys(res)) console.log(k, 'cpu', med(res[k]).toFixed(1), 'wall', medw(res[k]).toFixed(1));
console.log(sink > 0);
