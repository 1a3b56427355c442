import { generator as rooms } from '@mazekit/generator-rooms';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LEVELS, MAX_SIDE, MAX_SPEED, MAX_WEB_CELLS } from '../src/limits.js';
import { DEFAULTS, MAX_HARDEST, MAX_SEED_LENGTH, parseState, serializeState, type GeneratorInfo } from '../src/url-state.js';
import { SOLVERS } from '../src/solvers.js';

const flat: GeneratorInfo = { id: 'flat', multiLevel: false, options: [] };
const tower: GeneratorInfo = {
  id: 'tower',
  multiLevel: true,
  options: [
    { name: 'bias', type: 'number', description: 'lean', default: 0.5, min: 0, max: 1 },
    { name: 'runs', type: 'number', description: 'count', default: 3, min: 1, max: 9, integer: true },
    { name: 'pick', type: 'choice', description: 'which', default: 'newest', choices: ['newest', 'random', 'oldest'] },
    { name: 'loop', type: 'boolean', description: 'loops', default: false },
    { name: 'label', type: 'string', description: 'text', default: 'x' },
  ],
};
const catalogue = [flat, tower];
const seed = () => 'fresh';

describe('parseState', () => {
  it('gives the defaults and a new seed for an empty query', () => {
    const { state, problems } = parseState('', catalogue, seed);
    expect(problems).toEqual([]);
    expect(state).toEqual({
      generator: 'flat',
      shape: 'orthogonal',
      rings: 10,
      crossings: 0.4,
      mask: '',
      maskRows: '',
      width: DEFAULTS.width,
      height: DEFAULTS.height,
      levels: 1,
      seed: 'fresh',
      speed: DEFAULTS.speed,
      options: {},
      solution: false,
      distances: false,
      solve: false,
      solver: '',
      race: ['wall-follower', 'tremaux'],
      hardest: 1,
      braid: 0,
      ends: 'corners',
      mode: 'watch',
    });
  });

  it('reads every parameter', () => {
    const { state, problems } = parseState(
      '?generator=tower&width=30&height=20&levels=3&seed=a%20b%26c&speed=500&opt.bias=0.25&opt.runs=7&opt.pick=oldest&opt.loop=true&opt.label=hi&solution=1&distances=true&solve=1&solver=tremaux&pick=hardest&of=7&race=bfs,random-mouse&braid=0.25&ends-at=longest&mode=play',
      catalogue,
      seed,
      ['watch', 'play'],
    );
    expect(problems).toEqual([]);
    expect(state).toEqual({
      generator: 'tower',
      shape: 'orthogonal',
      rings: 10,
      crossings: 0.4,
      mask: '',
      maskRows: '',
      width: 30,
      height: 20,
      levels: 3,
      seed: 'a b&c',
      speed: 500,
      options: { bias: 0.25, runs: 7, pick: 'oldest', loop: true, label: 'hi' },
      solution: true,
      distances: true,
      solve: true,
      solver: 'tremaux',
      race: ['bfs', 'random-mouse'],
      hardest: 7,
      braid: 0.25,
      ends: 'longest',
      mode: 'play',
    });
  });

  it('reads the entrance and exit rule, corners when absent, and repairs an unknown one', () => {
    expect(parseState('', catalogue, seed).state.ends).toBe('corners');
    expect(parseState('ends-at=border', catalogue, seed).state.ends).toBe('border');
    const { state, problems } = parseState('ends-at=far', catalogue, seed);
    expect(state.ends).toBe('corners');
    expect(problems).toEqual(['ends-at must be one of corners, longest, border; got "far", using corners']);
  });

  it('repairs a bad braid fraction and an unknown mode', () => {
    const { state, problems } = parseState('braid=2&mode=fly', catalogue, seed, ['watch', 'play']);
    expect(state.braid).toBe(1);
    expect(state.mode).toBe('watch');
    expect(problems).toEqual([
      'braid must be a number from 0 to 1 with at most two decimals; got "2", using 1',
      'mode must be one of watch, play; got "fly", using watch',
    ]);
    expect(parseState('braid=x', catalogue, seed).state.braid).toBe(0);
    expect(parseState('braid=0.333', catalogue, seed).state.braid).toBe(0.33);
  });

  it('clamps numbers out of range and says so', () => {
    const { state, problems } = parseState('width=0&height=99999&levels=-4&speed=1e9', [tower], seed);
    expect(state.width).toBe(1);
    expect(state.height).toBe(MAX_SIDE);
    expect(state.levels).toBe(1);
    expect(state.speed).toBe(MAX_SPEED);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^width must be a whole number from 1 to 4000; got "0", using 1$/);
  });

  it('rounds fractions and replaces text by the default', () => {
    const { state, problems } = parseState('width=12.6&height=abc&levels=', [tower], seed);
    expect(state.width).toBe(13);
    expect(state.height).toBe(DEFAULTS.height);
    expect(state.levels).toBe(1);
    expect(problems).toHaveLength(3);
    expect(problems[1]).toContain('"abc"');
  });

  it('falls back to the first generator for an unknown id', () => {
    const { state, problems } = parseState('generator=nope', catalogue, seed);
    expect(state.generator).toBe('flat');
    expect(problems).toEqual(['unknown generator "nope"; choose one of flat, tower; using flat']);
  });

  it('keeps single-level generators on one floor', () => {
    const { state, problems } = parseState('generator=flat&levels=4', catalogue, seed);
    expect(state.levels).toBe(1);
    expect(problems).toEqual(['flat carves single-level mazes only; using levels=1']);
    expect(parseState('generator=tower&levels=99', catalogue, seed).state.levels).toBe(MAX_LEVELS);
  });

  it('shrinks both sides in proportion when the maze would be too big, and says so', () => {
    const { state, problems } = parseState('generator=tower&width=4000&height=4000&levels=2', catalogue, seed);
    expect(state.width * state.height * state.levels).toBeLessThanOrEqual(MAX_WEB_CELLS);
    expect([state.width, state.height]).toEqual([1414, 1414]);
    expect(problems).toEqual(['4000x4000x2 is more than 4000000 cells; using 1414x1414, both sides shrunk in proportion']);
    const wide = parseState('generator=tower&width=4000&height=2000&levels=1', catalogue, seed).state;
    expect([wide.width, wide.height]).toEqual([2828, 1414]);
  });

  it('repairs bad generator options one by one', () => {
    const { state, problems } = parseState(
      'generator=tower&opt.bias=2&opt.runs=4.4&opt.pick=middle&opt.loop=maybe&opt.nope=1',
      catalogue,
      seed,
    );
    expect(state.options).toEqual({ bias: 1, runs: 4, pick: 'newest', loop: false, label: 'x' });
    expect(problems).toHaveLength(5);
    expect(problems.at(-1)).toBe('tower has no option "nope"; ignored');
  });

  it("repairs a text option its generator refuses (the rooms generator's roomSize), keeping one it takes", () => {
    const bad = parseState('generator=rooms&opt.roomSize=9..3&opt.rooms=12', [rooms], seed);
    expect(bad.state.options.roomSize).toBe('3..7');
    expect(bad.state.options.rooms).toBe(12);
    expect(bad.problems).toEqual([
      'opt.roomSize must be a side or a range of sides like "3..9" (whole numbers from 1 to 10000, smallest first), got "9..3"; using "3..7"',
    ]);
    const good = parseState('generator=rooms&opt.roomSize=4..11&opt.extraDoors=0.3&opt.deadEnds=1', [rooms], seed);
    expect(good.problems).toEqual([]);
    expect(good.state.options).toMatchObject({ roomSize: '4..11', extraDoors: 0.3, deadEnds: 1 });
    expect(serializeState(good.state)).toContain('opt.roomSize=4..11');
  });

  it('replaces an empty seed and cuts a huge one', () => {
    expect(parseState('seed=', catalogue, seed).state.seed).toBe('fresh');
    expect(parseState('seed=', catalogue, seed).problems).toHaveLength(1);
    const long = parseState(`seed=${'x'.repeat(500)}`, catalogue, seed);
    expect(long.state.seed).toHaveLength(MAX_SEED_LENGTH);
    expect(long.problems).toHaveLength(1);
  });

  it('reads bad flags as off', () => {
    const { state, problems } = parseState('solution=perhaps&distances=0', catalogue, seed);
    expect(state.solution).toBe(false);
    expect(state.distances).toBe(false);
    expect(problems).toHaveLength(1);
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('generator', 'width', 'height', 'levels', 'seed', 'speed', 'solution', 'distances', 'opt.bias', 'opt.runs', 'opt.pick', 'x'),
          fc.string(),
        ),
        (entries) => {
          const query = new URLSearchParams(entries).toString();
          const { state } = parseState(query, catalogue, seed);
          expect(state.width * state.height * state.levels).toBeLessThanOrEqual(MAX_WEB_CELLS);
          expect(state.seed.length).toBeGreaterThan(0);
          expect(catalogue.map((g) => g.id)).toContain(state.generator);
        },
      ),
    );
  });
});

describe('serializeState', () => {
  it('round-trips through parseState', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 1, max: 100 }),
          height: fc.integer({ min: 1, max: 100 }),
          levels: fc.integer({ min: 1, max: MAX_LEVELS }),
          seed: fc.string({ minLength: 1, maxLength: 40 }),
          speed: fc.integer({ min: 1, max: MAX_SPEED }),
          bias: fc.double({ min: 0, max: 1, noNaN: true }),
          pick: fc.constantFrom('newest', 'random', 'oldest'),
          solution: fc.boolean(),
          distances: fc.boolean(),
          braid: fc.integer({ min: 0, max: 100 }),
          solver: fc.constantFrom('', ...SOLVERS.map((s) => s.id)),
          race: fc.tuple(fc.constantFrom(...SOLVERS.map((s) => s.id)), fc.constantFrom(...SOLVERS.map((s) => s.id))),
          hardest: fc.integer({ min: 1, max: MAX_HARDEST }),
          mode: fc.constantFrom('watch', 'race'),
        }),
        (r) => {
          const state = {
            generator: 'tower',
            shape: 'orthogonal',
            rings: 10,
            crossings: 0.4,
            mask: '',
            maskRows: '',
            width: r.width,
            height: r.height,
            levels: r.levels,
            seed: r.seed,
            speed: r.speed,
            options: { bias: r.bias, runs: 3, pick: r.pick, loop: true, label: 'x y' },
            solution: r.solution,
            distances: r.distances,
            solve: r.solution,
            solver: r.solver,
            race: r.race,
            hardest: r.hardest,
            braid: r.braid / 100,
            ends: (['corners', 'longest', 'border'] as const)[r.braid % 3]!,
            mode: r.mode,
          };
          const parsed = parseState(serializeState(state), catalogue, seed, ['watch', 'race']);
          expect(parsed.problems).toEqual([]);
          expect(parsed.state).toEqual(state);
        },
      ),
    );
  });

  it('spells out every parameter in a fixed order', () => {
    const text = serializeState({
      generator: 'flat',
      shape: 'orthogonal',
      rings: 10,
      crossings: 0.4,
      mask: '',
      maskRows: '',
      width: 12,
      height: 8,
      levels: 1,
      seed: 'abc',
      speed: 60,
      options: {},
      solution: false,
      distances: true,
      solve: true,
      solver: '',
      race: ['wall-follower', 'tremaux'],
      hardest: 1,
      braid: 0.5,
      ends: 'border',
      mode: 'play',
    });
    expect(text).toBe('generator=flat&shape=orthogonal&width=12&height=8&levels=1&seed=abc&speed=60&solution=0&distances=1&solve=1&braid=0.5&ends-at=border&mode=play');
  });

  it('writes the solver, "hardest of N" and the race only when asked for, and repairs bad ones', () => {
    const base = parseState('generator=flat&seed=abc', catalogue, seed, ['watch', 'race']).state;
    const text = serializeState({ ...base, solver: 'pledge', hardest: 12, mode: 'race', race: ['a-star', 'dead-end-filling'] });
    expect(text).toContain('&solver=pledge&pick=hardest&of=12&');
    expect(text).toMatch(/&mode=race&race=a-star%2Cdead-end-filling$/);
    const bad = parseState('generator=flat&seed=abc&solver=ghost&pick=easiest&race=bfs', catalogue, seed);
    expect(bad.state).toMatchObject({ solver: '', hardest: 1, race: ['wall-follower', 'tremaux'] });
    expect(bad.problems).toEqual([
      'unknown solver "ghost"; choose flood or one of wall-follower, pledge, tremaux, random-mouse, dead-end-filling, bfs, a-star; using flood',
      'race must be two solvers joined by a comma, each one of wall-follower, pledge, tremaux, random-mouse, dead-end-filling, bfs, a-star; got "bfs", using wall-follower,tremaux',
      'pick must be hardest; got "easiest", using one maze',
    ]);
    const many = parseState('generator=flat&seed=abc&pick=hardest&of=500', catalogue, seed);
    expect(many.state.hardest).toBe(MAX_HARDEST);
    expect(many.problems).toEqual(['of must be a whole number from 2 to 100; got "500", using 100']);
  });
});

describe('shapes and masks in the address', () => {
  const square: GeneratorInfo = { id: 'rows', name: 'Rows', multiLevel: false, options: [], topologies: ['orthogonal'] };
  const any: GeneratorInfo = { id: 'any', name: 'Any', multiLevel: true, options: [], topologies: ['*'] };
  const both = [square, any];

  it('reads shape, rings and a built-in mask, and writes them back', () => {
    const { state, problems } = parseState('generator=any&shape=polar&rings=7&mask=heart&seed=s', both, seed);
    expect(problems).toEqual([]);
    expect([state.shape, state.rings, state.mask, state.maskRows]).toEqual(['polar', 7, 'heart', '']);
    const text = serializeState(state);
    expect(text).toContain('shape=polar&rings=7&mask=heart');
    expect(text).not.toContain('width=');
    expect(parseState(text, both, seed).state).toEqual(state);
  });

  it('carries an uploaded mask as rows, and refuses bad rows with one line', () => {
    const { state, problems } = parseState('generator=any&shape=hex&mask=custom&maskrows=xx.x_xxxx_.xx', both, seed);
    expect(problems).toEqual([]);
    expect(state.maskRows).toBe('xx.x_xxxx_.xx');
    expect(parseState(serializeState(state), both, seed).state).toEqual(state);
    const bad = parseState('generator=any&mask=custom&maskrows=xx%23', both, seed);
    expect(bad.state.mask).toBe('');
    expect(bad.problems).toEqual(['maskrows may hold only x (on), . (off) and _ (next row), got "xx#"; using no mask']);
  });

  it('says what happens to a link made with a mask too large to carry', () => {
    const { state, problems } = parseState('mask=upload', both, seed);
    expect(state.mask).toBe('');
    expect(problems[0]).toMatch(/uploaded mask of more than 4096 pixels, which a link cannot carry; load the mask file again/);
    expect(parseState('mask=upload', both, seed, ['watch'], true).state.mask).toBe('upload');
  });

  it('falls back from a generator that cannot carve the shape or a mask, naming why', () => {
    const hex = parseState('generator=rows&shape=hex', both, seed);
    expect(hex.state.generator).toBe('any');
    expect(hex.problems).toEqual(['Rows carves square mazes only; using any']);
    const masked = parseState('generator=rows&mask=circle', both, seed);
    expect(masked.state.generator).toBe('any');
    expect(masked.problems).toEqual(['Rows needs the whole board: it cannot carve a masked maze; using any']);
  });

  it('repairs an unknown shape or mask, polar levels and sizes past the shapes limit', () => {
    const r = parseState('generator=any&shape=cube&mask=star', both, seed);
    expect(r.state.shape).toBe('orthogonal');
    expect(r.state.mask).toBe('');
    expect(r.problems).toEqual([
      'unknown shape "cube"; choose one of orthogonal, hex, triangle, polar, weave; using orthogonal',
      'unknown mask "star"; choose none, heart, circle, ring, letter or load a mask file; using no mask',
    ]);
    const polar = parseState('generator=any&shape=polar&levels=3&rings=400', both, seed);
    expect(polar.state.levels).toBe(1);
    expect(polar.state.rings).toBeLessThan(400);
    expect(polar.problems.join('\n')).toMatch(/Polar mazes have single-level mazes only; using levels=1\na polar maze has at most 250000 cells here; using rings=\d+/);
    const hex = parseState('generator=any&shape=hex&width=1000&height=1000', both, seed);
    expect([hex.state.width, hex.state.height]).toEqual([500, 500]);
  });

  it('reads a weave maze and its crossings density, and writes the density for weave only', () => {
    const { state, problems } = parseState('generator=any&shape=weave&width=12&height=8&crossings=0.6&seed=s', both, seed);
    expect(problems).toEqual([]);
    expect([state.shape, state.width, state.height, state.crossings]).toEqual(['weave', 12, 8, 0.6]);
    const text = serializeState(state);
    expect(text).toContain('shape=weave&width=12&height=8&levels=1&crossings=0.6&');
    expect(parseState(text, both, seed).state).toEqual(state);
    // Absent: the CLI's default; on another shape it is not written.
    expect(parseState('shape=weave', both, seed).state.crossings).toBe(0.4);
    expect(serializeState({ ...state, shape: 'orthogonal' })).not.toContain('crossings');
  });

  it('repairs a bad crossings density, a mask and a generator a weave maze cannot take, each with one line', () => {
    for (const [raw, used, line] of [
      ['lots', 0.4, 'crossings must be a number from 0 to 1; got "lots", using 0.4'],
      ['', 0.4, 'crossings must be a number from 0 to 1; got "", using 0.4'],
      ['1.5', 1, 'crossings must be a number from 0 to 1 with at most two decimals; got "1.5", using 1'],
      ['-0.2', 0, 'crossings must be a number from 0 to 1 with at most two decimals; got "-0.2", using 0'],
      ['0.333', 0.33, 'crossings must be a number from 0 to 1 with at most two decimals; got "0.333", using 0.33'],
    ] as const) {
      const r = parseState(`generator=any&shape=weave&crossings=${raw}`, both, seed);
      expect(r.state.crossings, raw).toBe(used);
      expect(r.problems, raw).toEqual([line]);
    }
    const masked = parseState('generator=any&shape=weave&mask=heart', both, seed);
    expect(masked.state.mask).toBe('');
    expect(masked.problems).toEqual(['a weave maze takes no mask: its crossings need the whole board; using no mask']);
    const rows = parseState('generator=rows&shape=weave', both, seed);
    expect(rows.state.generator).toBe('any');
    expect(rows.problems).toEqual(["Rows carves plain square mazes only: it walks the board's rows and walls, not its passages, so it cannot keep crossings; using any"]);
    const tall = parseState('generator=any&shape=weave&levels=3', both, seed);
    expect(tall.state.levels).toBe(1);
    expect(tall.problems).toEqual(['Weave mazes have single-level mazes only; using levels=1']);
  });
});
