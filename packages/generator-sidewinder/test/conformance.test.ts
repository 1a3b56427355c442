import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for sidewinder: 27.6 % at 100 × 100 (Pullen 27 %, Buck 27.3 %).
runConformance(generator, { deadEnds: 0.276 });
