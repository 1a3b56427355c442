export { solver } from './solver.js';
export { tremaux } from './tremaux.js';
