import { runConformance } from '@mazekit/testkit';
import { generator } from '../src/index.js';

runConformance(generator);
