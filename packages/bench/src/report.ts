import type { BenchReport, Measurement, Row } from './harness.js';
import { cellCount, sizeLabel } from './size.js';
import { BASELINE_SPEEDUP, MAZE_BYTES_PER_CELL, REFERENCE_RATIO, SPEED_TARGETS, SVG_MS } from './targets.js';

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

function timedAt(row: Row, index: number): number | undefined {
  const m = row.results[index];
  return m?.status === 'timed' && m.flaw === undefined ? m.medianMs : undefined;
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
  out.push(`Measured ${machine.date} on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.os}; one-minute load average ${machine.load.toFixed(2)} at the start.`);
  out.push('Made by `pnpm bench` (the `@mazekit/bench` package); `pnpm bench --write` rewrites this file.', '');
  out.push(
    'Every generator runs in the same process on the same seeded mazes. Each figure is the median of the timed runs that followed untimed warm-up runs, with a full garbage collection before each; the runs per cell of the table are capped by count and by a time budget (the run counts are listed under the table). The last maze of every cell is checked to be perfect (every cell reachable, exactly cells − 1 passages). *Reference* rows are minimal hand-tuned typed-array implementations kept in the bench package as a yardstick.',
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

  const baseline = rows.find((row) => row.subject.baseline);
  const baselineMs = baseline && mainIndex >= 0 ? timedAt(baseline, mainIndex) : undefined;
  const referenceOf = (row: Row): Row | undefined =>
    row.subject.kind === 'mazekit' ? rows.find((r) => r.subject.kind === 'reference' && r.subject.algorithm === row.subject.algorithm) : undefined;
  const ratioToReference = (row: Row): number | undefined => {
    const ref = referenceOf(row);
    const ms = timedAt(row, mainIndex);
    const refMs = ref ? timedAt(ref, mainIndex) : undefined;
    return ms !== undefined && refMs !== undefined ? ms / refMs : undefined;
  };
  const speedup = (row: Row): number | undefined => {
    const ms = timedAt(row, mainIndex);
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
  const targets: string[][] = [];
  const verdict = (ok: boolean): string => (ok ? 'yes' : '**no**');
  for (const row of rows.filter((r) => r.subject.kind === 'mazekit')) {
    const name = row.subject.algorithm;
    const ms = mainIndex >= 0 ? timedAt(row, mainIndex) : undefined;
    const target = SPEED_TARGETS[name];
    if (target !== undefined) {
      const rate = ms === undefined ? undefined : mcells(mainCells, ms);
      targets.push([`${name}: ≥ ${target} Mcells/s at ${mainLabel}`, rate === undefined ? 'not measured' : `${num(rate)} Mcells/s`, rate === undefined ? '**no**' : verdict(rate >= target)]);
    }
    const up = speedup(row);
    targets.push([`${name}: ≥ ${BASELINE_SPEEDUP}× faster than ${baseline?.subject.label ?? 'the baseline'}`, up === undefined ? 'not measured' : `${num(up)}×`, up === undefined ? '**no**' : verdict(up >= BASELINE_SPEEDUP)]);
    const ratio = ratioToReference(row);
    if (referenceOf(row)) {
      targets.push([`${name}: within ${Math.round((REFERENCE_RATIO - 1) * 100)}% of the reference`, ratio === undefined ? 'not measured' : `${ratio.toFixed(2)}× its time`, ratio === undefined ? '**no**' : verdict(ratio <= REFERENCE_RATIO)]);
    }
    const m = row.memory;
    if (typeof m !== 'string' && m.mazeBytes !== undefined) {
      const perCell = m.mazeBytes / mainCells;
      targets.push([`${name}: finished maze ≤ ${MAZE_BYTES_PER_CELL} byte a cell`, `${num(perCell)} (cell array); ${(m.retainedBytes / mainCells).toFixed(2)} held`, verdict(perCell <= MAZE_BYTES_PER_CELL)]);
    }
  }
  const svg = report.svg.timing;
  targets.push([
    `SVG render of ${sizeLabel(config.svg)} < ${SVG_MS} ms`,
    typeof svg === 'string' ? `n/a ${notes.ref(svg)}` : `${num(svg.medianMs)} ms`,
    typeof svg === 'string' ? '**no**' : verdict(svg.medianMs < SVG_MS),
  ]);
  out.push(table(['target', 'measured', 'met'], ['l', 'r', 'l'], targets), '');

  out.push('## SVG rendering', '');
  if (typeof svg === 'string') out.push(`Not measured ${notes.ref(svg)}.`, '');
  else {
    out.push(`\`@mazekit/render-svg\` drawing the ${report.svg.maze} maze with default options (median of ${svg.runs} after one warm-up).`, '');
    out.push(table(['maze', 'ms', 'bytes', 'bytes/cell'], ['l', 'r', 'r', 'r'], [[report.svg.maze, num(svg.medianMs), String(svg.bytes), num(svg.bytes / cellCount(config.svg))]]), '');
  }

  const all = [...notes.texts.map((t, i) => `${i + 1}. ${t}`), ...report.notes.map((t) => `- ${t}`)];
  if (all.length) out.push('## Notes', '', ...all, '');
  return out.join('\n');
}
