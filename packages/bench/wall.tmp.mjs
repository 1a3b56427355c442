import { OrthogonalGrid, createRng } from '@mazekit/core';
import { WeaveGrid } from '@mazekit/grid-weave';
import { genericView } from '@mazekit/testkit';
const ids = ['backtracker', 'wilson', 'aldous-broder', 'kruskal', 'prim', 'prim-simplified', 'prim-modified', 'growing-tree', 'hunt-and-kill'];
const side = Number(process.argv[2] ?? 1000);
for (const id of ids) {
  const { generator: g } = await import(`@mazekit/generator-${id}`);
  const cpu = [[], []];
  for (let r = 0; r < 3; r++) {
    for (let k = 0; k < 2; k++) {
      const grid = k === 0 ? genericView(new OrthogonalGrid(side, side)) : new WeaveGrid(side, side, 0.4);
      const c0 = process.cpuUsage();
      g.carve(grid, createRng(`s-${r}`));
      const c = process.cpuUsage(c0);
      if (r > 0) cpu[k].push((c.user + c.system) / 1000);
    }
  }
  const med = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
  console.log(`${id}: square ${med(cpu[0]).toFixed(0)} ms CPU, weave ${med(cpu[1]).toFixed(0)} ms CPU, ratio ${(med(cpu[1]) / med(cpu[0])).toFixed(2)}`);
}
