import { MazekitError, describeValue } from './errors.js';
import type { Grid, Shape, ShapeParams } from './grid.js';
import { resolveOptions } from './options.js';

/** The parts a shape author writes; {@link defineShape} adds the checks. */
export interface ShapeSpec<G extends Grid> extends Omit<Shape<G>, 'create'> {
  /** Builds the grid from parameters already checked against `params`, defaults filled in. */
  create(params: Readonly<Record<string, number>>): G;
}

const TOPOLOGY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Builds a {@link Shape} from its spec: `create` refuses unknown parameters and values outside
 * their bounds with one line naming the package, then calls the spec's `create`.
 */
export function defineShape<G extends Grid>(spec: ShapeSpec<G>): Shape<G> {
  if (!TOPOLOGY.test(spec.topology)) {
    throw new MazekitError('@mazekit/core', `shape topology must be lower-case words joined by '-', got ${describeValue(spec.topology)}`);
  }
  for (const p of spec.params) {
    if (p.type !== 'number') {
      throw new MazekitError('@mazekit/core', `shape parameter ${describeValue(p.name)} must be a number option`);
    }
  }
  const create = spec.create.bind(spec);
  return Object.freeze({
    ...spec,
    params: Object.freeze([...spec.params]),
    directions: Object.freeze([...spec.directions]),
    create(params?: ShapeParams): G {
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        throw new MazekitError(spec.package, `shape parameters must be an object, got ${describeValue(params)}`);
      }
      const resolved = resolveOptions(spec.package, spec.params, params) as Record<string, number>;
      return create(resolved);
    },
  });
}
