import { OrthogonalGrid, createRng } from '@mazekit/core';
import { shuffledOrthogonalEdges } from './dist/shuffled-edges.js';
import { carveKruskalOrthogonal } from './dist/kruskal-orthogonal.js';
const rng = createRng(1);
const cpu = (f) => { const c0 = process.cpuUsage(); f(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
const a = [], b = [];
for (let r = 0; r < 14; r++) {
  const g = new OrthogonalGrid(1000, 1000);
  const s = cpu(() => shuffledOrthogonalEdges(g, rng));
  const w = cpu(() => carveKruskalOrthogonal(new OrthogonalGrid(1000, 1000), rng));
  if (r >= 4) { a.push(s); b.push(w); }
}
const med = (x) => x.sort((p, q) => p - q)[x.length >> 1];
console.log('shuffle', med(a).toFixed(1), 'whole', med(b).toFixed(1));
