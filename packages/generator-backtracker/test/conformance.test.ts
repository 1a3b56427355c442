import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for recursive backtracker: 9.9 % at 100 × 100 (Pullen 10 %, Buck 10.5 % at 25 × 25).
runConformance(generator, { deadEnds: 0.099 });
