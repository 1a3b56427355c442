import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for recursive division: 26.9 % at 100 × 100 (Pullen 23 %).
runConformance(generator, { deadEnds: 0.269 });
