import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for "true" Prim's (random edge weights): 30.8 % at 100 × 100 (Pullen 30 %).
runConformance(generator, { deadEnds: 0.308 });
