import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for a uniform spanning tree: 29.4 % at 100 × 100 (8/π² · (1 − 2/π) ≈ 29.45 % on an infinite grid, Manna, Dhar & Majumdar 1992; edges pull it lower).
runConformance(generator, { deadEnds: 0.294 });
