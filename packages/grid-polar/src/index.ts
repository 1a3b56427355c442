export { PolarGrid, isPolar, shape } from './polar-grid.js';
export { PolarGeometry } from './geometry.js';
export { CCW, CW, IN0, IN1, IN2, OUT0, OUT1, OUT2, POLAR_DIRECTIONS } from './directions.js';
export { maxRings, splitOf } from './rings.js';
