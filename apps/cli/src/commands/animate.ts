import { OrthogonalGrid, TracePlayer, TraceRecorder, solveWith, type TraceState } from '@mazekit/core';
import { Scene, fitScreen, smallestScreen, wrap } from '../animate/scene.js';
import { Screen } from '../animate/terminal.js';
import { makeMaze } from '../make.js';
import { writeStdout } from '../output.js';
import { parseAnimate, screenSize, type AnimateFlags } from '../parse/animate.js';
import type { Registry } from '../registry.js';

export type { AnimateFlags } from '../parse/animate.js';

/**
 * `mazekit animate`: parse, then carve a maze while recording every step, then replay the
 * recording in the terminal. Without a terminal on stdout it prints only the final frame.
 */
export async function animateCommand(extra: readonly string[], flags: AnimateFlags, registry: Registry): Promise<void> {
  const request = await parseAnimate(extra, flags, registry, screenSize(process.stdout));
  const { generator, solver, width, height, levels, seed: { value: seed }, fps, duration, stepsPerFrame, color: mode, fit } = request;
  const { tty, columns, rows, notice } = request.screen;
  const allowHalf = mode !== 'none';
  if (notice) process.stderr.write(`mazekit: ${notice}\n`);

  const recorder = new TraceRecorder();
  const { maze } = makeMaze(generator.generator, { width, height, levels, options: generator.options, braid: undefined, solve: false }, seed, recorder);
  const player = new TracePlayer(new OrthogonalGrid(width, height, levels), recorder.finish());
  // With --solver the carving is followed by the solver's walk, replayed over the finished maze.
  let solved: { player: TracePlayer; effort: string } | undefined;
  if (solver) {
    const solveRecorder = new TraceRecorder();
    const picked = solver.solver;
    const result = solveWith(picked, maze, { seed, options: solver.options, tracer: solveRecorder });
    const e = result.effort;
    solved = {
      player: new TracePlayer(maze.grid, solveRecorder.finish(), { carved: true }),
      effort: `${picked.name}: ${e.gaveUp ? 'gave up' : result.route ? `route of ${result.route.length} cells` : 'no route'} after ${e.steps} steps, ${e.visited} cells visited`,
    };
  }
  const scene = new Scene(maze.grid as OrthogonalGrid, fit);
  const carveSteps = player.steps;
  const steps = carveSteps + (solved?.player.steps ?? 0);
  const at = (step: number): TraceState => (solved && step > carveSteps ? solved.player.seek(step - carveSteps) : player.seek(Math.min(step, carveSteps)));
  const title = `${generator.generator.name} ${width}x${height}${levels > 1 ? `x${levels}` : ''} seed ${seed}`;

  if (!tty) {
    scene.paint(at(steps), false);
    await writeStdout(`${scene.text(mode, '\n')}\n${solved ? `${solved.effort}\n` : ''}`);
    return;
  }

  const perFrame = stepsPerFrame ?? Math.max(1, Math.ceil(steps / (fps * duration)));
  // The layout follows the terminal: a resize fits the maze again (full or half blocks,
  // floors per row); while it does not fit, a one-line notice replaces it and play waits.
  let view: Scene | undefined = scene;
  let last: { state: TraceState; status: string } | undefined;
  const frame = (state: TraceState, status: string): void => {
    last = { state, status };
    const cols = process.stdout.columns || columns;
    if (!view) {
      const need = smallestScreen(width, height, levels, allowHalf);
      const notice = `terminal too small: ${cols}x${process.stdout.rows || rows}; the maze needs ${need.columns}x${need.rows} (q quits)`;
      screen.draw(`\x1b[0m${wrap(notice, cols).slice(0, Math.max(1, process.stdout.rows || rows)).join('\r\n')}`);
      return;
    }
    view.paint(state, state.step < steps);
    screen.draw(`${view.text(mode, '\r\n')}\r\n\x1b[0m\x1b[2K${status.slice(0, cols)}`);
  };
  const relayout = (): void => {
    const now = fitScreen(width, height, levels, process.stdout.columns || columns, process.stdout.rows || rows, allowHalf);
    view = now ? new Scene(maze.grid as OrthogonalGrid, now) : undefined;
    if (last) frame(last.state, last.status);
  };
  const screen = new Screen(relayout);
  screen.enter();
  try {
    await new Promise<void>((resolve) => {
      let step = 0;
      let paused = false;
      let finishedAt = 0;
      const stop = (): void => {
        clearInterval(timer);
        process.stdin.off('data', onKey);
        resolve();
      };
      const onKey = (data: Buffer): void => {
        const key = data.toString('utf8');
        if (key === 'q' || key === 'Q' || key === '\x03' || key === '\x1b') stop();
        else if (key === ' ') paused = !paused;
      };
      process.stdin.on('data', onKey);
      const timer = setInterval(() => {
        if (step >= steps) {
          // Without a keyboard there is nobody to press q: leave after a moment.
          if (!process.stdin.isTTY && Date.now() - finishedAt > 1500) stop();
          return;
        }
        if (!paused && view) step = Math.min(steps, step + perFrame);
        const state = at(step);
        if (step >= steps) {
          finishedAt = Date.now();
          frame(state, solved ? `${title}  ${solved.effort}  (q quits)` : `${title}  done in ${steps} steps  (q quits)`);
        } else {
          frame(state, `${title}  step ${step}/${steps}${paused ? '  paused' : ''}  (q quits, space pauses)`);
        }
      }, 1000 / fps);
    });
  } finally {
    screen.restore();
  }
}
