export { carveBinaryTree } from './binary-tree.js';
export { generator } from './generator.js';
