export { solver } from './solver.js';
export { followWall, type Hand } from './follow-wall.js';
