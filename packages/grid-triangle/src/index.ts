export { TriangleGrid, isTriangle } from './triangle-grid.js';
export { ROW_HEIGHT, triangleCorners } from './geometry.js';
