import { expect, test } from 'vitest';

test('public export names', async () => {
  expect(Object.keys(await import('../src/index.js')).sort()).toEqual([
    'BASELINE_SPEEDUP',
    'FULL',
    'MAZE_BYTES_PER_CELL',
    'QUICK',
    'REFERENCE_RATIO',
    'SPEED_TARGETS',
    'SVG_MS',
    'cellCount',
    'discoverGenerators',
    'ellerToCells',
    'formatReport',
    'generateMazeSubject',
    'generatorSubject',
    'machineInfo',
    'mazeFlaw',
    'measureMemory',
    'median',
    'peerSubjects',
    'referenceAldousBroder',
    'referenceBacktracker',
    'referenceSubjects',
    'referenceWilson',
    'runBench',
    'sbj42Subject',
    'sbj42ToCells',
    'sizeLabel',
    'timeRuns',
  ]);
});
