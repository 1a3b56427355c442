import { expect, it } from 'vitest';

it('exports exactly its public names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual(['carveBacktracker', 'carveBacktrackerPadded', 'generator']);
});
