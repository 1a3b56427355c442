import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for binary tree: 25.0 % at 100 × 100 (Pullen 25 %, Buck 25.0 %).
runConformance(generator, { deadEnds: 0.25 });
