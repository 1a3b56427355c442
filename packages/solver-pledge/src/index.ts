export { solver } from './solver.js';
export { pledge, type Hand } from './pledge.js';
