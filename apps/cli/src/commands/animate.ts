import { OrthogonalGrid, TracePlayer, TraceRecorder, randomSeed, solveWith, type TraceState } from '@mazekit/core';
import { parseIntFlag, parseNumberFlag } from '../args.js';
import { detectColor } from '../animate/color.js';
import { Scene, fitScreen, smallestScreen, wrap, type Fit } from '../animate/scene.js';
import { Screen } from '../animate/terminal.js';
import { UsageError } from '../errors.js';
import { generatorOptions } from '../generator-options.js';
import { makeMaze } from '../make.js';
import { writeStdout } from '../output.js';
import type { Registry } from '../registry.js';
import { solverOptions } from '../solver-options.js';

/** Flags of `mazekit animate`. */
export interface AnimateFlags {
  algorithm: string;
  width?: string;
  height?: string;
  levels: string;
  seed?: string;
  option?: string[];
  fps: string;
  stepsPerFrame?: string;
  duration: string;
  color: string;
  solver?: string;
  solverOption?: string[];
}

/** Largest maze that `fit` a terminal, for the error message. */
function largestFitting(levels: number, columns: number, rows: number, allowHalf: boolean): string {
  let w = 0;
  let h = 0;
  while (fitScreen(w + 1, Math.max(1, h), levels, columns, rows, allowHalf)) w++;
  while (fitScreen(Math.max(1, w), h + 1, levels, columns, rows, allowHalf)) h++;
  return w && h ? `at most ${w}x${h}` : 'nothing';
}

/**
 * `mazekit animate`: carves a maze while recording every step, then replays the recording
 * in the terminal. Without a terminal on stdout it prints only the final frame.
 */
export async function animateCommand(flags: AnimateFlags, registry: Registry): Promise<void> {
  const tty = process.stdout.isTTY === true;
  const mode = detectColor(flags.color, process.env, tty);
  const levels = parseIntFlag('--levels', flags.levels, 1, 64);
  const fps = parseIntFlag('--fps', flags.fps, 1, 240);
  const duration = parseNumberFlag('--duration', flags.duration, 0.1, 3600);
  const stepsPerFrame = flags.stepsPerFrame === undefined ? undefined : parseIntFlag('--steps-per-frame', flags.stepsPerFrame, 1, 1e9);
  if (flags.seed === '') throw new UsageError('--seed must not be empty');
  const seed = flags.seed ?? randomSeed();
  const columns = tty ? process.stdout.columns : Infinity;
  const rows = tty ? process.stdout.rows : Infinity;
  const allowHalf = mode !== 'none';

  let width = flags.width === undefined ? undefined : parseIntFlag('--width', flags.width, 1, 1000);
  let height = flags.height === undefined ? undefined : parseIntFlag('--height', flags.height, 1, 1000);
  // Defaults shrink to what the terminal holds.
  width ??= 20;
  height ??= 10;
  if (flags.width === undefined) while (width > 1 && !fitScreen(width, height, levels, columns, rows, allowHalf)) width--;
  if (flags.height === undefined) while (height > 1 && !fitScreen(width, height, levels, columns, rows, allowHalf)) height--;
  const fit: Fit | undefined = fitScreen(width, height, levels, columns, rows, allowHalf);
  if (!fit) {
    throw new UsageError(
      `a ${width}x${height}${levels > 1 ? `x${levels}` : ''} maze does not fit this ${columns}x${rows} terminal; ` +
        `it fits ${largestFitting(levels, columns, rows, allowHalf)} cells per floor${allowHalf ? '' : ' without colour'}`,
    );
  }

  if (flags.solver === undefined && flags.solverOption !== undefined) throw new UsageError('--solver-option needs --solver');
  const { generator } = await registry.generator(flags.algorithm);
  const options = generatorOptions(generator, flags.option);
  const picked = flags.solver === undefined ? undefined : (await registry.solver(flags.solver)).solver;
  const pickedOptions = picked ? solverOptions(picked, flags.solverOption) : undefined;
  if (picked && levels > 1 && !picked.followsStairs) throw new UsageError(`--solver ${picked.id} cannot follow stairs; use --levels 1`);
  const recorder = new TraceRecorder();
  const { maze } = makeMaze(generator, { width, height, levels, options, braid: undefined, solve: false }, seed, recorder);
  const player = new TracePlayer(new OrthogonalGrid(width, height, levels), recorder.finish());
  // With --solver the carving is followed by the solver's walk, replayed over the finished maze.
  let solved: { player: TracePlayer; effort: string } | undefined;
  if (picked) {
    const solveRecorder = new TraceRecorder();
    const result = solveWith(picked, maze, { seed, options: pickedOptions, tracer: solveRecorder });
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
  const title = `${generator.name} ${width}x${height}${levels > 1 ? `x${levels}` : ''} seed ${seed}`;

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
