import { solver as bfs } from '@mazekit/solver-bfs';
import { solver as mouse } from '@mazekit/solver-random-mouse';
import { describe, expect, it } from 'vitest';
import { CORE_SHORTEST, SOLVER_GRIDS, discoverSolvers, formatSolversSection, solverSpeed, timeSolvers, type SolverRow } from '../src/index.js';

describe('solver rows', () => {
  it('finds every solver package the bench depends on', async () => {
    const { solvers, notes } = await discoverSolvers();
    expect(notes).toEqual([]);
    expect(solvers.map((s) => s.id).sort()).toEqual(['a-star', 'bfs', 'dead-end-filling', 'pledge', 'random-mouse', 'tremaux', 'wall-follower']);
  });

  it("times core's shortest path and each solver on every maze and reports speed and steps", () => {
    const rows = timeSolvers({ side: 12, warmups: 0, rounds: 1 }, [bfs, mouse], 3);
    expect(rows.map((r) => r.solver)).toEqual([CORE_SHORTEST, 'bfs', 'random-mouse']);
    for (const row of rows) for (const g of SOLVER_GRIDS) expect(row.cells[g]).toBeGreaterThan(100);
    expect(rows[1]!.effort.square.gaveUp).toBe(false);
    const made: SolverRow = {
      solver: 'made-up',
      cells: { square: 2_000_000, hex: 1000, polar: 1000 },
      ms: { square: 100, hex: 1, polar: 1 },
      effort: { square: { visited: 1, steps: 7, backtracks: 0, gaveUp: true }, hex: { visited: 1, steps: 1, backtracks: 0, gaveUp: false }, polar: { visited: 1, steps: 1, backtracks: 0, gaveUp: false } },
    };
    expect(solverSpeed(made, 'square')).toBe(20);
    const text = formatSolversSection({ side: 12, warmups: 0, rounds: 1 }, [...rows, made]);
    expect(text).toContain('## Solvers: about 144 cells');
    expect(text).toContain('| made-up | 20.0 | 7 (gave up) | 1.0 | 1 | 1.0 | 1 |');
    expect(text).toContain(`| ${CORE_SHORTEST} |`);
  });
});
