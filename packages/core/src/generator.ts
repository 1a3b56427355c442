import { MazekitError, describeValue } from './errors.js';
import { MAX_CELLS, assertInteger } from './limits.js';
import type { Grid } from './grid.js';
import type { Layout } from './layout.js';
import { isMasked } from './mask-grid.js';
import { resolveOptions, type OptionSpec } from './options.js';
import type { Rng } from './rng.js';
import type { Tracer } from './tracer.js';

/** Options passed to a generator: plain values, checked against its {@link OptionSpec}s. */
export type GeneratorOptions = Readonly<Record<string, number | boolean | string | undefined>>;

/**
 * How a generator's trace builds its maze, which the conformance suite replays event by event:
 * - `forest` (the default): the passages form a forest after every event. Each `carve` joins
 *   two cells not yet connected; a generator that rewires a passage closes the old one
 *   (`wall`) before it opens the new one, so no loop shows even for a moment.
 * - `walls`: it opens passages first, loops and all (recursive division opens the whole field),
 *   then only closes them: after its last `carve` every cell is reachable, and no `wall` cuts
 *   the maze in two.
 * - `fill`: as `walls`, except that a `wall` may leave a cell with no passage at all (a dead
 *   end filled back to rock); it never cuts the cells that keep a passage in two.
 */
export type TraceKind = 'forest' | 'walls' | 'fill';

/**
 * What a generator promises of every maze it carves, which the conformance suite checks:
 * - `perfect` (the default): a spanning tree of the whole grid, one route between any two cells;
 * - `connected`: every open cell can be reached from every other, loops allowed, and cells left
 *   with no passage are rock. Such a generator may return a {@link Layout} (rooms and doors)
 *   from `carve`: rooms are then fully open inside, every opening in a room's edge is a door,
 *   and stairs join rooms.
 */
export type GeneratorPromise = 'perfect' | 'connected';

/** The value type one {@link OptionSpec} describes: a `choice` gives the union of its choices. */
export type OptionValue<S extends OptionSpec> = S['type'] extends 'number'
  ? number
  : S['type'] extends 'boolean'
    ? boolean
    : S extends { readonly choices: readonly (infer C extends string)[] }
      ? C
      : string;

/**
 * The options object a generator with option specs `S` accepts, for type checks at compile
 * time: `{ policy?: 'newest' | 'random' }` from specs written inline in `defineGenerator`, no
 * keys at all for `options: []`, and any record when the specs' types are not known.
 */
export type OptionsOf<S extends readonly OptionSpec[]> = number extends S['length']
  ? GeneratorOptions
  : S['length'] extends 0
    ? NoOptions
    : { readonly [K in S[number] as K['name']]?: OptionValue<K> | undefined };

/**
 * The options type of a generator that declares none. Its one key can never be given, and it
 * makes TypeScript name an unknown key itself: `options: { nope: 1 }` fails with "Object
 * literal may only specify known properties, and 'nope' does not exist in type NoOptions".
 */
// A type literal, not an interface: only type literals meet `GeneratorOptions`' index signature.
export type NoOptions = {
  readonly 'this generator takes no options'?: never;
};

/**
 * What a generator package exports (as `generator`): metadata plus a checked entry point.
 * `O` is the options object it accepts (see {@link OptionsOf}); the default takes any.
 */
export interface Generator<O extends GeneratorOptions = GeneratorOptions> {
  /** Stable id used in maze JSON and on the command line, e.g. `wilson`. */
  readonly id: string;
  /** Display name, e.g. `Wilson's algorithm`. */
  readonly name: string;
  /** One line saying what it does and what its mazes look like. */
  readonly summary: string;
  /** The npm package that ships it; named in its error messages. */
  readonly package: string;
  /** Grid topologies it can carve, e.g. `['orthogonal']`; `'*'` means any {@link Grid}. */
  readonly topologies: readonly string[];
  /** True when it carves grids with more than one level (floors joined by stairs). */
  readonly multiLevel: boolean;
  /** True when every spanning tree of the grid is equally likely. */
  readonly uniform: boolean;
  /** How its trace builds the maze (see {@link TraceKind}); absent means `forest`. */
  readonly traceKind?: TraceKind;
  /** What every maze it carves is (see {@link GeneratorPromise}); absent means `perfect`. */
  readonly promise?: GeneratorPromise;
  /** The options it takes, with defaults. */
  readonly options: readonly OptionSpec[];
  /**
   * Why it cannot carve `grid`, or `undefined` when it can. Checked by {@link Generator.carve}
   * before any work.
   */
  unsupported(grid: Grid): string | undefined;
  /**
   * Checks `options` as `carve` will, before any grid exists (a command line reads its flags
   * with it): against the specs (range, choices) and the generator's own rules beyond them
   * (`3..9` for a range of sizes). Returns them with defaults filled in, or throws one line
   * naming the option. Generators built by {@link defineGenerator} have it.
   */
  checkOptions?(options?: O): Record<string, number | boolean | string>;
  /**
   * Carves a maze into `grid` (which must have no passages yet), perfect or as its `promise`
   * says, drawing every random choice from `rng`, reporting each step to `tracer` when one is
   * given. Dungeon generators return their rooms and doors.
   */
  carve(grid: Grid, rng: Rng, options?: O, tracer?: Tracer): Layout | void;
  /**
   * Present only on generators that can stream a flat orthogonal maze row by row (Eller's):
   * yields each finished row, north to south, as one byte per cell with the bits of maze JSON,
   * holding O(width) memory, so `height` may be far larger than a grid could hold. For the same
   * rng and options the rows equal the rows `carve` makes on a `width × height` grid.
   */
  readonly rows?: RowStream<O>;
}

/**
 * The type of {@link Generator.rows}. Written as a method type taken out of an object so that
 * its options parameter is checked bivariantly, as a method's is: a generator with typed
 * options is still a `Generator`.
 */
export type RowStream<O extends GeneratorOptions = GeneratorOptions> = {
  rows(width: number, height: number, rng: Rng, options?: O): Iterable<Uint8Array>;
}['rows'];

/** The parts a generator author writes; {@link defineGenerator} adds the checks. */
export interface GeneratorSpec<S extends readonly OptionSpec[] = readonly OptionSpec[]> {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly package: string;
  readonly topologies: readonly string[];
  readonly multiLevel: boolean;
  readonly uniform: boolean;
  /** How its trace builds the maze (see {@link TraceKind}); default `forest`. */
  readonly traceKind?: TraceKind;
  /** What every maze it carves is (see {@link GeneratorPromise}); default `perfect`. */
  readonly promise?: GeneratorPromise;
  readonly options?: S;
  /** Extra refusal beyond topology and levels, e.g. a minimum size. */
  readonly unsupported?: (grid: Grid) => string | undefined;
  /**
   * Rules on the options beyond their specs (e.g. a `3..9` range, smallest first): throws one
   * line naming the option. Run by `carve`, `rows` and {@link Generator.checkOptions}.
   */
  readonly checkOptions?: (options: Record<string, number | boolean | string>) => void;
  /** The algorithm itself; receives options with every default filled in. A dungeon returns its layout. */
  readonly carve: (grid: Grid, rng: Rng, options: Record<string, number | boolean | string>, tracer: Tracer | undefined) => Layout | void;
  /** The row stream, for generators that have one (see {@link Generator.rows}); receives checked options. */
  readonly rows?: (width: number, height: number, rng: Rng, options: Record<string, number | boolean | string>) => Iterable<Uint8Array>;
}

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Builds a {@link Generator} from its spec: `carve` refuses unsupported grids, grids that
 * already have passages, bad rngs and bad options with one-line errors naming the package.
 * Option specs written inline type the options it accepts (see {@link OptionsOf}), so
 * `options: { nope: 1 }` fails to compile as well as at run time.
 */
export function defineGenerator<const S extends readonly OptionSpec[] = readonly []>(spec: GeneratorSpec<S>): Generator<OptionsOf<S>> {
  if (!ID.test(spec.id)) {
    throw new MazekitError('@mazekit/core', `generator id must be lower-case words joined by '-', got ${describeValue(spec.id)}`);
  }
  const promise = spec.promise ?? 'perfect';
  if (promise !== 'perfect' && promise !== 'connected') {
    throw new MazekitError('@mazekit/core', `generator promise must be perfect or connected, got ${describeValue(spec.promise)}`);
  }
  const options = Object.freeze([...(spec.options ?? [])]);
  const unsupported = (grid: Grid): string | undefined => {
    if (!spec.topologies.includes('*') && !spec.topologies.includes(grid.topology)) {
      return `${spec.id} cannot carve ${grid.topology} grids; it supports ${spec.topologies.join(', ')}`;
    }
    if (isMasked(grid) && !spec.topologies.includes('*')) {
      return `${spec.id} cannot carve masked grids; it needs the whole ${spec.topologies.join(' or ')} board`;
    }
    if (grid.levels > 1 && !spec.multiLevel) {
      return `${spec.id} carves single-level mazes only; got levels=${grid.levels}, allowed: 1`;
    }
    return spec.unsupported?.(grid);
  };
  const checkOptions = (opts?: GeneratorOptions): Record<string, number | boolean | string> => {
    const resolved = resolveOptions(spec.package, options, opts);
    spec.checkOptions?.(resolved);
    return resolved;
  };
  const rowsSpec = spec.rows;
  const rows =
    rowsSpec &&
    ((width: number, height: number, rng: Rng, opts?: GeneratorOptions): Iterable<Uint8Array> => {
      assertInteger(spec.package, 'width', width, 1, MAX_CELLS);
      assertInteger(spec.package, 'height', height, 1);
      if (typeof rng !== 'function') {
        throw new MazekitError(spec.package, `rng must be a function returning numbers in [0, 1), got ${describeValue(rng)}`);
      }
      return rowsSpec(width, height, rng, checkOptions(opts));
    });
  return Object.freeze({
    ...(rows ? { rows } : {}),
    id: spec.id,
    name: spec.name,
    summary: spec.summary,
    package: spec.package,
    topologies: Object.freeze([...spec.topologies]),
    multiLevel: spec.multiLevel,
    uniform: spec.uniform,
    traceKind: spec.traceKind ?? 'forest',
    promise,
    options,
    unsupported,
    checkOptions,
    carve(grid: Grid, rng: Rng, opts?: GeneratorOptions, tracer?: Tracer): Layout | void {
      const reason = unsupported(grid);
      if (reason !== undefined) throw new MazekitError(spec.package, reason, 'unsupported-grid');
      if (typeof rng !== 'function') {
        throw new MazekitError(spec.package, `rng must be a function returning numbers in [0, 1), got ${describeValue(rng)}`);
      }
      const used = firstNonZero(grid.cells);
      if (used >= 0) {
        throw new MazekitError(spec.package, `the grid must have no passages before carving; cell ${used} has ${grid.cells[used]}`);
      }
      const resolved = checkOptions(opts);
      const carving = grid.carving?.(rng);
      if (!carving) return spec.carve(grid, rng, resolved, tracer ?? undefined);
      // Fixed passages (weave crossings): carve the contracted graph, then open it on the grid.
      const layout = spec.carve(carving.grid, rng, resolved, tracer ? carving.trace(tracer) : undefined);
      carving.finish();
      return layout;
    },
  });
}

/**
 * Index of the first non-zero byte, or -1. Reads four bytes at a time through a Uint32Array
 * view when the bytes are aligned: this check runs before every carve, so it should cost a
 * fraction of a millisecond even for a million cells.
 */
function firstNonZero(bytes: Uint8Array): number {
  let start = 0;
  if (bytes.byteOffset % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
    let w = 0;
    while (w < words.length && words[w] === 0) w++;
    start = w << 2;
  }
  for (let i = start; i < bytes.length; i++) if (bytes[i] !== 0) return i;
  return -1;
}
