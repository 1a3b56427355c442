import { describe, expect, it } from 'vitest';
import { runSolverConformance, solverConformanceChecks } from '../src/index.js';
import { givesUpEarly, goodFlood, notShortest, overBound, secretDraws, silentTracer, throughWalls } from './solvers.js';

runSolverConformance(goodFlood);

function failures(solver: typeof goodFlood): string[] {
  const out: string[] = [];
  for (const check of solverConformanceChecks(solver, { largeSide: 40 })) {
    try {
      check.run();
    } catch (error) {
      out.push(`${check.name}: ${(error as Error).message}`);
    }
  }
  return out;
}

describe('the solver suite catches broken solvers', () => {
  it('a route through a wall', () => {
    expect(failures(throughWalls).some((m) => /through a wall/.test(m))).toBe(true);
  });
  it('a "shortest" solver whose route is longer', () => {
    expect(failures(notShortest).some((m) => /but the shortest has/.test(m))).toBe(true);
  });
  it('a "complete" solver that gives up', () => {
    expect(failures(givesUpEarly).some((m) => /a complete solver found no route/.test(m))).toBe(true);
  });
  it('a trace that never reports the route', () => {
    expect(failures(silentTracer).some((m) => /reports the route 0 times/.test(m))).toBe(true);
  });
  it('more steps than its own bound', () => {
    expect(failures(overBound).some((m) => /more than its own bound of 0/.test(m))).toBe(true);
  });
  it('random numbers drawn without saying so', () => {
    expect(failures(secretDraws).some((m) => /drew a random number but does not declare random/.test(m))).toBe(true);
  });
  it('passes a correct solver', () => {
    expect(failures(goodFlood)).toEqual([]);
  });
});
