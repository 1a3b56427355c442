import { MAX_CELLS, maskGrid, orthogonalShape, type Grid, type OptionSpec, type Shape } from '@mazekit/core';
import { parseIntFlag, parseNumberFlag } from './args.js';
import type { PluginPackage } from './discover.js';
import { UsageError } from './errors.js';
import { loadShape } from './load.js';
import { kebab } from './option-text.js';
import type { ShapeMeta } from './plugin-meta.js';

/**
 * Everything that decides the empty grid of `generate`, in a form that crosses to worker
 * threads (no functions): the shape's package (none for orthogonal, which core defines), its
 * size parameters, and the cells a mask leaves on (one byte per cell of the whole grid).
 */
export interface GridPlan {
  readonly topology: string;
  readonly plugin?: PluginPackage;
  readonly params: Readonly<Record<string, number>>;
  readonly on?: Uint8Array;
  /** Cells of the grid to carve (the on-cells when masked). */
  readonly cells: number;
}

/**
 * The CLI's size defaults of the orthogonal shape: 20 × 10 (wider than tall, as a terminal
 * is), where core's own shape says 20 × 20.
 */
export const ORTHOGONAL_DEFAULTS: Readonly<Record<string, number>> = { width: 20, height: 10, levels: 1 };

/** The size parameters of a shape as the CLI offers them (orthogonal with the CLI's defaults). */
export function sizeParams(shape: Pick<ShapeMeta, 'topology' | 'params'>): readonly OptionSpec[] {
  if (shape.topology !== 'orthogonal') return shape.params;
  return orthogonalShape.params.map((p) => ({ ...p, default: ORTHOGONAL_DEFAULTS[p.name] ?? p.default }));
}

/** The flag of a size parameter: `rings` → `--rings`. */
export const sizeFlag = (name: string): string => `--${kebab(name)}`;

/**
 * The size parameters of `shape` from the size flags given (`given`, by parameter name, as
 * typed). A flag the shape has no parameter for is refused with one line naming the ones it
 * has; values outside a parameter's bounds are refused naming the flag. A shape sized by
 * width, height and levels is also held to the cell limit.
 */
export function sizeOf(shape: Pick<ShapeMeta, 'topology' | 'params'>, given: Readonly<Record<string, string | undefined>>): Record<string, number> {
  const params = sizeParams(shape);
  const names = new Set(params.map((p) => p.name));
  for (const [name, text] of Object.entries(given)) {
    if (text !== undefined && !names.has(name)) {
      throw new UsageError(`${sizeFlag(name)} does not apply to --shape ${shape.topology}; its sizes are ${params.map((p) => sizeFlag(p.name)).join(', ')}`);
    }
  }
  const out: Record<string, number> = {};
  for (const p of params) {
    const text = given[p.name];
    // Sizes are integers; other parameters may be fractions (a weave grid's --crossings density).
    if (text === undefined) out[p.name] = Number(p.default);
    else if (!p.integer) out[p.name] = parseNumberFlag(sizeFlag(p.name), text, p.min ?? 0, p.max ?? MAX_CELLS);
    else out[p.name] = parseIntFlag(sizeFlag(p.name), text, p.min ?? 1, p.max ?? MAX_CELLS);
  }
  if (out.width !== undefined && out.height !== undefined) {
    const levels = out.levels ?? 1;
    const cells = out.width * out.height * levels;
    if (cells > MAX_CELLS) {
      throw new UsageError(`--width ${out.width} --height ${out.height} --levels ${levels} make ${cells} cells; at most ${MAX_CELLS} are allowed`);
    }
  }
  return out;
}

/** The shape of a plan: core's orthogonal one, or the plan's package imported. */
export function planShape(plan: GridPlan): Promise<Shape> {
  return plan.plugin ? loadShape(plan.plugin) : Promise.resolve(orthogonalShape as unknown as Shape);
}

/** A new empty grid of `plan` (masked when it has a mask), to carve into. */
export function planGrid(plan: GridPlan, shape: Shape): Grid {
  const base = shape.create(plan.params);
  return plan.on ? maskGrid(base, plan.on) : base;
}

/** A one-line name of a plan's size for messages: `hex 20x20`, `polar rings 10`. */
export function planLabel(plan: GridPlan): string {
  const { width, height, levels, ...rest } = plan.params;
  const parts: string[] = [];
  if (width !== undefined && height !== undefined) parts.push(`${width}x${height}${levels !== undefined && levels > 1 ? `x${levels}` : ''}`);
  for (const [name, value] of Object.entries(rest)) parts.push(`${kebab(name)} ${value}`);
  return `${plan.topology === 'orthogonal' ? '' : `${plan.topology} `}${parts.join(' ')}${plan.on ? ' masked' : ''}`;
}
