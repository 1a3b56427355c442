export { TriangleGrid, isTriangle, shape } from './triangle-grid.js';
export { ROW_HEIGHT, TriangleGeometry } from './geometry.js';
