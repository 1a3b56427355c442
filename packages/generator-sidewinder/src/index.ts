export { carveSidewinder } from './sidewinder.js';
export { generator } from './generator.js';
