import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for modified Prim's (random frontier cell): 35.6 % at 100 × 100 (Pullen 36 %).
runConformance(generator, { deadEnds: 0.356 });
