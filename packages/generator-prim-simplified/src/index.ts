export { carvePrimSimplified } from './prim-simplified.js';
export { generator } from './generator.js';
