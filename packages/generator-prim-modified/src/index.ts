export { carvePrimModified } from './prim-modified.js';
export { generator } from './generator.js';
