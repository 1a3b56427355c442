export { shape } from './shape.js';
export { TriangleGrid, isTriangle } from './triangle-grid.js';
export { ROW_HEIGHT, TriangleGeometry } from './geometry.js';
