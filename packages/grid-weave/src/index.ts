export { EAST, EAST_WEST, NORTH, NORTH_SOUTH, SOUTH, WEST } from './axes.js';
export { WeaveGrid, shape } from './weave-grid.js';
export { WeaveCarving } from './weave-carving.js';
export { placeCrossings } from './place.js';
