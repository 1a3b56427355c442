import { describe, expect, it } from 'vitest';
import { OrthogonalGrid, createRng, defineGenerator, generate, type Generator, type OptionsOf, type OptionSpec } from '../src/index.js';

// The `// @ts-expect-error` lines are checked by `tsc` (check-types): each must be an error,
// or the type check fails. The run-time checks below them show the same call also throws.

const carveRows = (grid: { cells: Uint8Array; width?: number }): void => {
  const w = (grid as OrthogonalGrid).width;
  for (let c = 0; c + 1 < w; c++) (grid as OrthogonalGrid).link(c, 2);
  for (let c = 0; c < w; c++) for (let r = 0; r + 1 < (grid as OrthogonalGrid).height; r++) (grid as OrthogonalGrid).link(c + r * w, 1);
};

const typed = defineGenerator({
  id: 'typed',
  name: 'Typed',
  summary: 'Combs, with typed options.',
  package: '@mazekit/typed',
  topologies: ['orthogonal'],
  multiLevel: false,
  uniform: false,
  options: [
    { name: 'policy', type: 'choice', description: 'a choice', default: 'newest', choices: ['newest', 'oldest'] },
    { name: 'ratio', type: 'number', description: 'a number', default: 0.5, min: 0, max: 1 },
    { name: 'loop', type: 'boolean', description: 'a switch', default: false },
  ],
  carve: (grid) => carveRows(grid as OrthogonalGrid),
});

const none = defineGenerator({
  id: 'none',
  name: 'None',
  summary: 'Combs, without options.',
  package: '@mazekit/none',
  topologies: ['orthogonal'],
  multiLevel: false,
  uniform: false,
  options: [],
  carve: (grid) => carveRows(grid as OrthogonalGrid),
});

const size = { width: 3, height: 2, seed: 's' };

describe('generator options are typed', () => {
  it('accepts the declared names and value types', () => {
    expect(generate(typed, { ...size, options: { policy: 'oldest', ratio: 0.25, loop: true } }).grid.width).toBe(3);
    expect(generate(none, size).grid.width).toBe(3);
    typed.carve(new OrthogonalGrid(2, 2), createRng(1), { policy: 'newest' });
  });

  it('refuses unknown names and wrong value types at compile time and at run time', () => {
    // @ts-expect-error -- no option "nope"
    expect(() => generate(typed, { ...size, options: { nope: 1 } })).toThrow('unknown option "nope"');
    // @ts-expect-error -- not one of the choices
    expect(() => generate(typed, { ...size, options: { policy: 'sideways' } })).toThrow('option policy must be one of newest, oldest');
    // @ts-expect-error -- a number option given a string
    expect(() => generate(typed, { ...size, options: { ratio: 'half' } })).toThrow('option ratio must be a number');
    // @ts-expect-error -- a generator without options takes none
    expect(() => generate(none, { ...size, options: { nope: 1 } })).toThrow('unknown option "nope"; allowed: none');
    // @ts-expect-error -- the same through carve
    expect(() => typed.carve(new OrthogonalGrid(2, 2), createRng(1), { nope: 1 })).toThrow('unknown option "nope"');
  });

  it('still lets a typed generator stand where any generator is expected', () => {
    const all: readonly Generator[] = [typed, none];
    expect(all.map((g) => g.id)).toEqual(['typed', 'none']);
    // Specs whose literal types are not known accept any record, checked at run time only.
    const loose: OptionsOf<readonly OptionSpec[]> = { anything: 1 };
    expect(() => generate(all[0]!, { ...size, options: loose })).toThrow('unknown option "anything"');
  });
});
