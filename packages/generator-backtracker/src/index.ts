export { carveBacktracker } from './backtracker.js';
export { generator } from './generator.js';
