import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { runSolverConformance } from '@mazekit/testkit';
import { solver } from '../src/index.js';

runSolverConformance(solver, { shapes: [hex, triangle, polar] });
