import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'CCW', 'CW', 'IN0', 'IN1', 'IN2', 'OUT0', 'OUT1', 'OUT2', 'POLAR_DIRECTIONS', 'PolarGeometry', 'PolarGrid', 'isPolar', 'maxRings', 'shape', 'splitOf',
  ]);
});
