export { solver } from './solver.js';
export { fillDeadEnds } from './fill.js';
