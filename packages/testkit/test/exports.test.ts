import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'HexTestGrid',
    'ReplayTracer',
    'assertPerfect',
    'assertSameCarving',
    'chiSquareSurvival',
    'conformanceChecks',
    'countingRng',
    'deadEndFraction',
    'dfsMaze',
    'genericView',
    'imperfection',
    'logGamma',
    'runConformance',
    'spanningTreeCount',
    'traceCheck',
    'uniformity',
    'wilsonMaze',
  ]);
});
