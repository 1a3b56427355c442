import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'HexTestGrid',
    'ReplayTracer',
    'assertPerfect',
    'assertSameCarving',
    'brightness',
    'checkXml',
    'chiSquareSurvival',
    'conformanceChecks',
    'conformanceShapes',
    'countingRng',
    'deadEndFraction',
    'decodePng',
    'dfsGridMaze',
    'dfsMaze',
    'genericView',
    'imperfection',
    'logGamma',
    'maskedShapeGrid',
    'runConformance',
    'runShapeConformance',
    'shapeConformanceChecks',
    'shapeParams',
    'spanningTreeCount',
    'traceCheck',
    'uniformity',
    'uniformityGrids',
    'uniformityOn',
    'wilsonMaze',
  ]);
});
