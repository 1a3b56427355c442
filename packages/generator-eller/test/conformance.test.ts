import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

// Dead ends, as published for Eller's at join probability 0.5: 28.6 % at 100 × 100 (Pullen 28 %).
runConformance(generator, { deadEnds: 0.286 });
// These settings leave little to chance, so mazes of different seeds share more passages than
// the suite's default bar of a third allows: rare joins make long north-south corridors (19.6 %
// of passages differ between seeds at 20 × 20), and joining every pair leaves only each row's
// one way down to the draws (4.5 %).
runConformance(generator, { options: { join: 0.2, down: 0.8 }, numRuns: 30, minSeedShare: 0.15 });
runConformance(generator, { options: { join: 1, down: 0 }, numRuns: 30, minSeedShare: 0.03 });
