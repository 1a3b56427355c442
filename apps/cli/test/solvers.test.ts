import { parseMaze } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

const SOLVERS = ['a-star', 'bfs', 'dead-end-filling', 'pledge', 'random-mouse', 'tremaux', 'wall-follower'];

describe('solvers on the command line', () => {
  it('lists every installed solver with what it promises', async () => {
    const [json, text] = await Promise.all([run(['list', '--json']), run(['list'])]);
    expect(json.code).toBe(0);
    const solvers = (JSON.parse(json.stdout) as { solvers: { id: string; complete: boolean; shortest: boolean; mazes: string; followsStairs: boolean }[] }).solvers;
    expect(solvers.map((s) => s.id)).toEqual(SOLVERS);
    expect(solvers.find((s) => s.id === 'bfs')).toMatchObject({ complete: true, shortest: true, mazes: 'any', followsStairs: true });
    expect(solvers.find((s) => s.id === 'pledge')).toMatchObject({ complete: false, followsStairs: false });
    expect(text.stdout).toContain('Solvers (7), for solve and animate --solver ID:');
    expect(text.stdout).toMatch(/wall-follower +Wall follower \[complete, not always shortest, promises hold on perfect mazes, stairs, needs a shape\]/);
  });

  it('solve --solver writes the route as the solution and the effort in a solver field; plain solve keeps core\'s route', async () => {
    const maze = (await run(['generate', '--seed', 'cli-solvers', '--width', '9', '--height', '6', '--format', 'json'])).stdout;
    const [plain, bfs, mouse, mouse2, hex] = await Promise.all([
      run(['solve', '-'], { input: maze }),
      run(['solve', '-', '--solver', 'bfs'], { input: maze }),
      run(['solve', '-', '--solver', 'random-mouse', '--seed', '5'], { input: maze }),
      run(['solve', '-', '--solver', 'random-mouse', '--seed', '5'], { input: maze }),
      run(['generate', '--shape', 'hex', '--width', '7', '--height', '5', '--seed', 'h', '--format', 'json']).then((m) => run(['solve', '-', '--solver', 'wall-follower', '--solver-option', 'hand=left'], { input: m.stdout })),
    ]);
    for (const r of [plain, bfs, mouse, hex]) expect(r.code, r.stderr).toBe(0);
    const core = parseMaze(plain.stdout);
    const flood = JSON.parse(bfs.stdout) as { solution: number[]; solver: { id: string; seed: string; effort: { steps: number; gaveUp: boolean } } };
    expect(flood.solution).toEqual(core.solution);
    expect(flood.solver.id).toBe('bfs');
    expect(flood.solver.seed).toBe('cli-solvers');
    expect(flood.solver.effort.gaveUp).toBe(false);
    // The extra field still reads as maze JSON.
    expect(parseMaze(bfs.stdout).solution).toEqual(core.solution);
    expect(mouse.stdout).toBe(mouse2.stdout);
    expect((JSON.parse(mouse.stdout) as { solver: { seed: string } }).solver.seed).toBe('5');
    expect((JSON.parse(hex.stdout) as { topology: string; solver: { id: string } }).solver.id).toBe('wall-follower');
  });

  it('refuses an unknown solver, a bad solver option and solver flags without --solver, with exit 2 and one line', async () => {
    const maze = (await run(['generate', '--seed', '1', '--format', 'json'])).stdout;
    const results = await Promise.all([
      run(['solve', '-', '--solver', 'nope'], { input: maze }),
      run(['solve', '-', '--solver', 'wall-follower', '--solver-option', 'hand=middle'], { input: maze }),
      run(['solve', '-', '--solver', 'tremaux', '--solver-option', 'speed=2'], { input: maze }),
      run(['solve', '-', '--seed', '3'], { input: maze }),
      run(['animate', '--solver-option', 'hand=left']),
      run(['animate', '--solver', 'pledge', '--levels', '2', '--width', '3', '--height', '3']),
    ]);
    for (const r of results) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
    expect(results[0].stderr).toContain('unknown --solver "nope"; installed: a-star, bfs,');
    expect(results[1].stderr).toContain('hand');
    expect(results[2].stderr).toContain('--solver-option "speed" is not an option of tremaux; allowed: none');
    expect(results[3].stderr).toContain('--seed needs --solver');
    expect(results[5].stderr).toContain('--solver pledge cannot follow stairs');
  });

  it('animate --solver replays the walk after the carving and ends on its route', async () => {
    const [plain, solved] = await Promise.all([
      run(['animate', '--seed', '1', '--width', '6', '--height', '3', '--color', 'none']),
      run(['animate', '--seed', '1', '--width', '6', '--height', '3', '--color', 'none', '--solver', 'dead-end-filling']),
    ]);
    expect(solved.code, solved.stderr).toBe(0);
    expect(solved.stdout).toContain('··');
    expect(solved.stdout).toContain('::');
    expect(solved.stdout).toMatch(/Dead-end filling: route of \d+ cells after \d+ steps, \d+ cells visited\n$/);
    expect(plain.stdout).not.toContain('··');
  });
});

describe('difficulty', () => {
  it('stats reports the difficulty measures and the score, with the mouse and the wall follower', async () => {
    const maze = (await run(['generate', '--seed', 'hard', '--width', '12', '--height', '8', '--format', 'json'])).stdout;
    const r = await run(['stats', '-'], { input: maze });
    expect(r.code, r.stderr).toBe(0);
    const d = (JSON.parse(r.stdout) as { difficulty: Record<string, number> }).difficulty;
    expect(Object.keys(d)).toEqual(['routeCells', 'routeShare', 'decisions', 'branchCells', 'meanBranch', 'score', 'mouseSteps', 'mouseGaveUp', 'followerSteps']);
    expect(d.score).toBeGreaterThan(0);
    expect(d.routeCells! + d.branchCells!).toBe(96);
    // The same maze, the same figures (the mouse is seeded from the maze's seed).
    expect((await run(['stats', '-'], { input: maze })).stdout).toBe(r.stdout);
  });

  it('leaves the mouse out of a maze over 20000 cells, where its runs would take minutes and all give up', async () => {
    const stats = async (width: number, height: number) => {
      const maze = (await run(['generate', '--seed', 'big', '--width', String(width), '--height', String(height), '--format', 'json'])).stdout;
      const r = await run(['stats', '-'], { input: maze });
      expect(r.code, r.stderr).toBe(0);
      return Object.keys((JSON.parse(r.stdout) as { difficulty: Record<string, number> }).difficulty);
    };
    const [most, over] = await Promise.all([stats(200, 100), stats(201, 100)]);
    expect(most).toContain('mouseSteps');
    expect(over).toEqual(['routeCells', 'routeShare', 'decisions', 'branchCells', 'meanBranch', 'score', 'followerSteps']);
  });

  it('generate --count N --pick keeps the hardest or the easiest, the same for the same seed', async () => {
    const args = ['generate', '--count', '12', '--seed', 'p', '--width', '8', '--height', '8', '--format', 'json'];
    const [hard, hard2, easy, all] = await Promise.all([
      run([...args, '--pick', 'hardest']),
      run([...args, '--pick', 'hardest']),
      run([...args, '--pick', 'easiest']),
      run(['generate', '--count', '12', '--seed', 'p', '--width', '8', '--height', '8', '--format', 'json']),
    ]);
    expect(hard.code, hard.stderr).toBe(0);
    expect(hard.stdout).toBe(hard2.stdout);
    const scores = await Promise.all(all.stdout.trim().split('\n').map(async (line) => (JSON.parse((await run(['stats', '-'], { input: line })).stdout) as { seed: string; difficulty: { score: number } })));
    const best = (pick: (a: number, b: number) => boolean) => scores.reduce((a, b) => (pick(b.difficulty.score, a.difficulty.score) ? b : a));
    expect((JSON.parse(hard.stdout) as { seed: string }).seed).toBe(best((x, y) => x > y).seed);
    expect((JSON.parse(easy.stdout) as { seed: string }).seed).toBe(best((x, y) => x < y).seed);
  }, 120_000);
});
