import type { BenchReport, Measurement, Row } from './harness.js';
import { cellCount, sizeLabel } from './size.js';
import { BASELINE_SPEEDUP, MAZE_BYTES_PER_CELL, REFERENCE_RATIO, SPEED_TARGETS, SVG_MS, WITHDRAWN_SPEED_TARGETS } from './targets.js';

/** Numbered notes under the tables; the same text gets the same number. */
class Notes {
  readonly texts: string[] = [];
  ref(text: string): string {
    let i = this.texts.indexOf(text);
    if (i < 0) i = this.texts.push(text) - 1;
    return `[${i + 1}]`;
  }
}

/** Three significant figures at most, never exponent notation. */
function num(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}

const mcells = (cells: number, ms: number): number => cells / ms / 1000;

function cellsOf(m: Measurement, cells: number, notes: Notes): [string, string] {
  if (m.status === 'skipped') {
    const n = `n/a ${notes.ref(m.reason)}`;
    return [n, n];
  }
  const flaw = m.flaw === undefined ? '' : ` ${notes.ref(`NOT A PERFECT MAZE: ${m.flaw}`)}`;
  return [`${num(m.medianMs)}${flaw}`, num(mcells(cells, m.medianMs))];
}

function table(head: readonly string[], align: readonly ('l' | 'r')[], body: readonly (readonly string[])[]): string {
  const line = (cols: readonly string[]): string => `| ${cols.join(' | ')} |`;
  return [line(head), line(align.map((a) => (a === 'r' ? '---:' : '---'))), ...body.map(line)].join('\n');
}

/** Which time a figure is computed from: wall-clock or the process's CPU time. */
type Clock = 'wall' | 'cpu';

function timedAt(row: Row, index: number, clock: Clock = 'wall'): number | undefined {
  const m = row.results[index];
  if (m?.status !== 'timed' || m.flaw !== undefined) return undefined;
  return clock === 'wall' ? m.medianMs : m.cpuMs;
}

/**
 * Writes a {@link BenchReport} as a Markdown document: machine and date, a timing table over
 * every size, a table at the main size (ratios to the reference and to generate-maze, memory),
 * the targets with what was measured, the SVG timing, and numbered notes for every n/a.
 */
export function formatReport(report: BenchReport): string {
  const { config, machine, rows } = report;
  const notes = new Notes();
  const mainIndex = config.sizes.findIndex(({ size }) => sizeLabel(size) === sizeLabel(config.main));
  const mainCells = cellCount(config.main);
  const mainLabel = sizeLabel(config.main);
  const out: string[] = [];

  out.push('# Benchmarks', '');
  out.push(`Measured ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}; one-minute load average ${machine.load.toFixed(2)} at the start and ${report.endLoad.toFixed(2)} at the end of the ${Math.round(report.elapsedMs / 1000)} s run.`);
  out.push('Made by `pnpm bench` (the `@mazekit/bench` package); `pnpm bench --write` rewrites this file.', '');
  out.push(
    'Every generator runs in the same process, drawing from the same seeded random generator. For each cell of the table there is one full garbage collection, untimed warm-up runs, then timed runs, each making a new maze from where the random draws left off; each figure is their median. Runs are capped by count and by a time budget (the counts are listed under the table); a run includes allocating the maze and any garbage collection it causes. The last maze of every cell is checked to be perfect (every cell reachable, exactly cells − 1 passages). *Reference* rows are minimal typed-array implementations kept in the bench package as a yardstick: one flat loop, Uint8Array cells with the same bits, an Int32Array stack (for the Kruskal algorithm, an Int32Array of the edges, shuffled with the random state in local variables, then one union-find pass).',
    '',
  );

  out.push('## Generation time', '');
  out.push('Milliseconds (median) and millions of cells per second.', '');
  const head = ['generator', ...config.sizes.flatMap(({ size }) => [`${sizeLabel(size)} ms`, 'Mcells/s'])];
  const align = ['l' as const, ...config.sizes.flatMap(() => ['r' as const, 'r' as const])];
  out.push(table(head, align, rows.map((row) => [row.subject.label, ...row.results.flatMap((m, i) => cellsOf(m, cellCount(config.sizes[i]!.size), notes))])));
  out.push('');
  out.push(
    `Timed runs per cell: ${rows
      .map((row) => `${row.subject.label} ${row.results.map((m) => (m.status === 'timed' ? String(m.samplesMs.length) : '–')).join('/')}`)
      .join('; ')}.`,
    '',
  );

  out.push('CPU time of the process, milliseconds (median of the same runs): it counts only the time this process ran, on all its threads (so it includes the garbage collector\'s helpers), and is less skewed than wall time when other work shares the machine.', '');
  out.push(
    table(
      ['generator', ...config.sizes.map(({ size }) => `${sizeLabel(size)} CPU ms`)],
      ['l', ...config.sizes.map(() => 'r' as const)],
      rows.map((row) => [row.subject.label, ...row.results.map((m) => (m.status === 'timed' ? num(m.cpuMs) : `n/a ${notes.ref(m.reason)}`))]),
    ),
    '',
  );

  const baseline = rows.find((row) => row.subject.baseline);
  const referenceOf = (row: Row): Row | undefined =>
    row.subject.kind === 'mazekit' ? rows.find((r) => r.subject.kind === 'reference' && r.subject.algorithm === row.subject.algorithm) : undefined;
  const ratioToReference = (row: Row, clock: Clock = 'wall'): number | undefined => {
    const ref = referenceOf(row);
    const ms = timedAt(row, mainIndex, clock);
    const refMs = ref ? timedAt(ref, mainIndex, clock) : undefined;
    return ms !== undefined && refMs !== undefined ? ms / refMs : undefined;
  };
  const speedup = (row: Row, clock: Clock = 'wall'): number | undefined => {
    const ms = timedAt(row, mainIndex, clock);
    const baselineMs = baseline ? timedAt(baseline, mainIndex, clock) : undefined;
    return ms !== undefined && baselineMs !== undefined && row !== baseline ? baselineMs / ms : undefined;
  };

  out.push(`## At ${mainLabel}`, '');
  out.push(
    `*time ÷ reference*: this row's median over the hand-tuned reference's for the same algorithm (target ≤ ${REFERENCE_RATIO.toFixed(2)}). *× ${baseline?.subject.label ?? 'baseline'}*: how many times faster than it. *CPU ms*: median CPU time of the process (all threads, so it includes the garbage collector's helpers); less skewed than wall time when other work shares the machine. *Peak working*: the most live JS heap + ArrayBuffer bytes while making one maze, over the level before, per cell; garbage is collected before each sample, taken every 10 ms of the run (between random draws) and at the end, so it is a lower bound of the live peak. *Maze*: bytes still held after a full collection once the run is over and only the finished maze is kept, per cell (anything its maker keeps between runs counts too); in brackets, the size of the maze's cell array per cell.`,
    '',
  );
  const memoryCols = (row: Row): [string, string] => {
    const m = row.memory;
    if (typeof m === 'string') {
      const n = `n/a ${notes.ref(m)}`;
      return [n, n];
    }
    const endOnly =
      m.samples > 1
        ? ''
        : ` ${notes.ref(
            row.subject.usesRng
              ? 'Sampled only at the end of the run: it was over before the first sampling interval.'
              : 'Sampled only at the end of the run: it draws from its own internal random generator, so the wrapped one cannot sample it during the run.',
          )}`;
    const exact = m.mazeBytes === undefined ? '' : ` (${num(m.mazeBytes / mainCells)})`;
    return [`${(m.peakBytes / mainCells).toFixed(2)}${endOnly}`, `${(m.retainedBytes / mainCells).toFixed(2)}${exact}`];
  };
  out.push(
    table(
      ['generator', 'ms', 'Mcells/s', 'CPU ms', 'time ÷ reference', `× ${baseline?.subject.label ?? 'baseline'}`, 'peak working B/cell', 'maze B/cell'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows.map((row) => {
        const m = mainIndex >= 0 ? row.results[mainIndex] : undefined;
        const [ms, rate] = m ? cellsOf(m, mainCells, notes) : ['', ''];
        const cpu = m?.status === 'timed' ? num(m.cpuMs) : '';
        const ratio = ratioToReference(row);
        const up = speedup(row);
        return [row.subject.label, ms, rate, cpu, ratio === undefined ? '' : ratio.toFixed(2), up === undefined ? '' : `${num(up)}×`, ...memoryCols(row)];
      }),
    ),
  );
  out.push('');

  out.push('## Targets', '');
  out.push(
    `At ${mainLabel}. *By wall clock* is what the tables above show; *by CPU time* is computed the same way from the process's CPU time, for when other work shared the machine during the run.`,
    '',
  );
  const targets: string[][] = [];
  const verdict = (ok: boolean | undefined): string => (ok === undefined ? '—' : ok ? 'yes' : '**no**');
  // One target, judged on both clocks: [what, wall figure, met, CPU figure, met].
  const judge = (what: string, value: (clock: Clock) => number | undefined, show: (v: number) => string, ok: (v: number) => boolean): void => {
    const cells = (['wall', 'cpu'] as const).flatMap((clock) => {
      const v = value(clock);
      return v === undefined ? ['not measured', '**no**'] : [show(v), verdict(ok(v))];
    });
    targets.push([what, ...cells]);
  };
  for (const row of rows.filter((r) => r.subject.kind === 'mazekit')) {
    const name = row.subject.algorithm;
    const target = SPEED_TARGETS[name];
    const withdrawn = WITHDRAWN_SPEED_TARGETS[name];
    if (withdrawn !== undefined) targets.push([`${name}: ${withdrawn}`, 'not judged', '—', 'not judged', '—']);
    if (target !== undefined) {
      judge(
        `${name}: ≥ ${target} Mcells/s`,
        (clock) => {
          const ms = mainIndex >= 0 ? timedAt(row, mainIndex, clock) : undefined;
          return ms === undefined ? undefined : mcells(mainCells, ms);
        },
        (v) => `${num(v)} Mcells/s`,
        (v) => v >= target,
      );
    }
    if (baseline) {
      judge(`${name}: ≥ ${BASELINE_SPEEDUP}× faster than ${baseline.subject.label}`, (clock) => speedup(row, clock), (v) => `${num(v)}×`, (v) => v >= BASELINE_SPEEDUP);
    }
    if (referenceOf(row)) {
      judge(
        `${name}: within ${Math.round((REFERENCE_RATIO - 1) * 100)}% of the reference`,
        (clock) => ratioToReference(row, clock),
        (v) => `${v.toFixed(2)}× its time`,
        (v) => v <= REFERENCE_RATIO,
      );
    }
    const m = row.memory;
    if (typeof m !== 'string' && m.mazeBytes !== undefined) {
      const perCell = m.mazeBytes / mainCells;
      targets.push([
        `${name}: finished maze ≤ ${MAZE_BYTES_PER_CELL} byte a cell`,
        `${num(perCell)} (cell array); ${(m.retainedBytes / mainCells).toFixed(2)} held`,
        verdict(perCell <= MAZE_BYTES_PER_CELL),
        '',
        '',
      ]);
    }
  }
  const svg = report.svg.timing;
  if (typeof svg === 'string') targets.push([`SVG render of ${sizeLabel(config.svg)} < ${SVG_MS} ms`, `n/a ${notes.ref(svg)}`, '**no**', '', '']);
  else {
    judge(`SVG render of ${sizeLabel(config.svg)} < ${SVG_MS} ms`, (clock) => (clock === 'wall' ? svg.medianMs : svg.cpuMs), (v) => `${num(v)} ms`, (v) => v < SVG_MS);
  }
  out.push(table(['target', 'by wall clock', 'met', 'by CPU time', 'met'], ['l', 'r', 'l', 'r', 'l'], targets), '');

  out.push('## SVG rendering', '');
  if (typeof svg === 'string') out.push(`Not measured ${notes.ref(svg)}.`, '');
  else {
    out.push(`\`@mazekit/render-svg\` drawing the ${report.svg.maze} maze with default options (median of ${svg.runs} after one warm-up).`, '');
    out.push(
      table(
        ['maze', 'ms', 'CPU ms', 'bytes', 'bytes/cell'],
        ['l', 'r', 'r', 'r', 'r'],
        [[report.svg.maze, num(svg.medianMs), num(svg.cpuMs), String(svg.bytes), num(svg.bytes / cellCount(config.svg))]],
      ),
      '',
    );
  }

  const all = [...notes.texts.map((t, i) => `${i + 1}. ${t}`), ...report.notes.map((t) => `- ${t}`)];
  if (all.length) out.push('## Notes', '', ...all, '');
  return out.join('\n');
}
