import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// On an OrthogonalGrid the first cell of the maze is the middle one (a quarter fewer walk
// steps); through the plain Grid interface it is a random cell, so the mazes differ there.
// Dead ends: a uniform spanning tree has 29.4 % at 100 × 100 (8/π² · (1 − 2/π) ≈ 29.45 % on an
// infinite grid, Manna, Dhar & Majumdar 1992; edges pull it lower).
runConformance(generator, { sameOnGenericGrid: false, deadEnds: 0.294 });
