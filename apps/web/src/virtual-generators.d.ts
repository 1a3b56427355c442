// The module `generator-packages.ts` (a Vite plugin) builds from package.json.
declare module 'virtual:mazekit-generators' {
  import type { Generator } from '@mazekit/core';
  /** The `generator` export of every generator package in the app's dependencies. */
  export const GENERATORS: readonly Generator[];
}

declare module 'virtual:mazekit-solvers' {
  import type { Solver } from '@mazekit/core';
  /** The `solver` export of every solver package in the app's dependencies. */
  export const SOLVERS: readonly Solver[];
}
