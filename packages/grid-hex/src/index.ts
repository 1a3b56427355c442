export { HexGrid, shape, EAST, WEST, NORTH_EAST, SOUTH_WEST, NORTH_WEST, SOUTH_EAST, UP, DOWN } from './hex-grid.js';
export { HexGeometry } from './hex-geometry.js';
