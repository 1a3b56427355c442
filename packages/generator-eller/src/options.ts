import type { OptionSpec } from '@mazekit/core';

/** Options of Eller's algorithm; both are probabilities from 0 to 1. (A type, not an interface, so it is a plain record.) */
export type EllerOptions = {
  /** Chance that two side-by-side cells of different sets are joined (the last row joins all). Default 0.5. */
  readonly join?: number;
  /** Chance that a cell opens south besides the one cell each set must send down. Default 0.5. */
  readonly down?: number;
};

/** The option specs shared by the generator, `carveEller` and `ellerRows`. */
export const ELLER_OPTIONS: readonly OptionSpec[] = Object.freeze([
  {
    name: 'join',
    type: 'number',
    description: 'probability of joining two side-by-side cells of different sets (the last row joins them all)',
    default: 0.5,
    min: 0,
    max: 1,
  },
  {
    name: 'down',
    type: 'number',
    description: 'probability that a cell opens south, besides the one random cell every set sends down',
    default: 0.5,
    min: 0,
    max: 1,
  },
]);
