import { createRng } from '@mazekit/core';
import { generator as g } from '@mazekit/generator-prim-modified';
const { WeaveGrid } = await import(process.argv[2]);
const cpu = [];
for (let r = 0; r < 4; r++) {
  const c0 = process.cpuUsage();
  const w = new WeaveGrid(1000, 1000, 0.4);
  g.carve(w, createRng('x' + r));
  const c = process.cpuUsage(c0);
  if (r > 0) cpu.push((c.user + c.system) / 1000);
}
console.log(process.argv[2].includes('/work/main') ? 'old' : 'new', cpu.map((x) => x.toFixed(0)).join(' '));
