import { type Generator, type GeneratorOptions, type Grid, type Layout, type OptionSpec, OrthogonalGrid, createRng } from '@mazekit/core';

type Value = number | boolean | string;

/** Seeds tried per setting; a 12 × 12 board each. */
const SEEDS = ['option-a', 'option-b', 'option-c', 'option-d'];

/**
 * Values other than the default worth trying for `spec`: values near a number's default, the
 * ends and the middle of its range, the other boolean, every other choice, and for a string range `a..b` the single sizes
 * `a..a` and `b..b`. `extra` (the conformance option `optionValues`) adds values for options
 * the suite cannot guess, such as free-form strings.
 */
function candidates(spec: OptionSpec, extra: readonly Value[] | undefined): Value[] {
  const out: Value[] = [...(extra ?? [])];
  if (spec.type === 'boolean') out.push(!spec.default);
  else if (spec.type === 'choice') out.push(...(spec.choices ?? []));
  else if (spec.type === 'number') {
    // Near the default first (a huge maximum, such as a million rooms, is slow to carve).
    const d = spec.default as number;
    const near = [d + 1, d - 1, d * 2, d / 2, spec.min, spec.max];
    if (spec.min !== undefined && spec.max !== undefined) near.push((spec.min + spec.max) / 2);
    for (const v of near) if (v !== undefined) out.push(spec.integer ? Math.round(v) : v);
  } else {
    const range = /^(\d+)\.\.(\d+)$/.exec(String(spec.default));
    if (range) out.push(`${range[1]}..${range[1]}`, `${range[2]}..${range[2]}`);
  }
  return [...new Set(out)].filter((v) => v !== spec.default);
}

/** Whether `gen` accepts these options (its own rules included). */
function accepts(gen: Generator, options: GeneratorOptions): boolean {
  try {
    gen.checkOptions?.(options);
    return true;
  } catch {
    return false;
  }
}

function maze(gen: Generator, seed: string, options: GeneratorOptions): string {
  const grid: Grid = new OrthogonalGrid(12, 12);
  const layout: Layout | void = gen.carve(grid, createRng(seed), options);
  return String.fromCharCode(...grid.cells) + JSON.stringify(layout ?? null);
}

/**
 * Every declared option is read: for each, some value other than its default changes some
 * 12 × 12 maze of some seed — tried on top of the run's own options and, for options that
 * matter only with another (a ratio that only a mixed policy reads), on top of each other
 * option's values in turn. An option the suite can find no other valid value for fails too:
 * pass values to try in `optionValues`.
 */
export function checkOptionsRead(gen: Generator, base: GeneratorOptions | undefined, extra: Readonly<Record<string, readonly Value[]>> = {}): void {
  const start: Record<string, Value> = { ...(base as Record<string, Value> | undefined) };
  const values = new Map(gen.options.map((spec) => [spec.name, candidates(spec, extra[spec.name])]));
  const contexts: Record<string, Value>[] = [start];
  for (const spec of gen.options) {
    for (const v of [spec.default, ...values.get(spec.name)!]) if (start[spec.name] !== v && !(start[spec.name] === undefined && v === spec.default)) contexts.push({ ...start, [spec.name]: v });
  }
  for (const spec of gen.options) {
    const tried = values.get(spec.name)!;
    const accepted = new Set<Value>();
    let compared = false;
    let changed = false;
    for (const context of contexts) {
      if (changed) break;
      if (!accepts(gen, context)) continue;
      const before = SEEDS.map((seed) => maze(gen, seed, context));
      for (const v of tried) {
        if (context[spec.name] === v) continue;
        const other = { ...context, [spec.name]: v };
        if (!accepts(gen, other)) continue;
        compared = true;
        accepted.add(v);
        if (SEEDS.some((seed, i) => maze(gen, seed, other) !== before[i])) {
          changed = true;
          break;
        }
      }
    }
    if (!compared) throw new Error(`option ${spec.name}: the suite found no other value it accepts to try; pass some in optionValues: { ${spec.name}: [...] }`);
    if (!changed) throw new Error(`option ${spec.name} is declared but never read: none of ${[...accepted].map((v) => JSON.stringify(v)).join(', ')} changes a 12x12 maze of any of ${SEEDS.length} seeds, with the other options at their defaults or set one by one`);
  }
}
