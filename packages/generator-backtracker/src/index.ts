export { carveBacktracker } from './backtracker.js';
export { carveBacktrackerPadded } from './backtracker-orthogonal.js';
export { generator } from './generator.js';
