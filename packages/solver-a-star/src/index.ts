export { solver } from './solver.js';
export { aStar } from './a-star.js';
