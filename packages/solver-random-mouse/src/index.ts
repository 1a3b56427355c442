export { solver } from './solver.js';
export { randomMouse } from './mouse.js';
