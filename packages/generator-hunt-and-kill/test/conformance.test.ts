import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for hunt-and-kill: 9.4 % at 100 × 100 (Pullen 11 %, Buck 9.7 % at 25 × 25).
runConformance(generator, { deadEnds: 0.094 });
