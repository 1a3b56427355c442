import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for simplified Prim's (random frontier edge): 32.5 % at 100 × 100 (Pullen 32 %).
runConformance(generator, { deadEnds: 0.325 });
