export { solver } from './solver.js';
export { floodSolve } from './flood.js';
