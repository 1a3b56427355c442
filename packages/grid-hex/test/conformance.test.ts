import { generator as aldousBroder } from '@mazekit/generator-aldous-broder';
import { generator as backtracker } from '@mazekit/generator-backtracker';
import { generator as growingTree } from '@mazekit/generator-growing-tree';
import { generator as huntAndKill } from '@mazekit/generator-hunt-and-kill';
import { generator as kruskal } from '@mazekit/generator-kruskal';
import { generator as prim } from '@mazekit/generator-prim';
import { generator as primModified } from '@mazekit/generator-prim-modified';
import { generator as primSimplified } from '@mazekit/generator-prim-simplified';
import { generator as sidewinder } from '@mazekit/generator-sidewinder';
import { generator as wilson } from '@mazekit/generator-wilson';
import { runShapeConformance } from '@mazekit/testkit';
import { shape } from '../src/index.js';

// Every graph generator carves hex grids (small, odd, multi-level, masked, traced); a
// row-based one (sidewinder) refuses them with one line.
runShapeConformance(
  [shape],
  [backtracker, wilson, aldousBroder, huntAndKill, kruskal, prim, primSimplified, primModified, growingTree, sidewinder],
);
