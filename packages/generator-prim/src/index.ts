export { carvePrim } from './prim.js';
export { generator } from './generator.js';
