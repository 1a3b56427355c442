export { carveRecursiveDivision } from './recursive-division.js';
export { generator } from './generator.js';
