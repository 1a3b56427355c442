export { runConformance } from './run.js';
export { conformanceChecks, type ConformanceCheck, type ConformanceOptions } from './conformance.js';
export { assertPerfect, imperfection } from './perfect.js';
export { uniformity, deadEndFraction, type UniformityOptions, type UniformityResult } from './uniformity.js';
export { spanningTreeCount } from './spanning-trees.js';
export { chiSquareSurvival, logGamma } from './chi-square.js';
export { HexTestGrid } from './hex-grid.js';
export { dfsMaze, wilsonMaze } from './test-mazes.js';
export { genericView } from './generic-view.js';
