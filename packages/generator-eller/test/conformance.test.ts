import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

runConformance(generator);
runConformance(generator, { options: { join: 0.2, down: 0.8 }, numRuns: 30 });
runConformance(generator, { options: { join: 1, down: 0 }, numRuns: 30 });
