export { carveGrowingTree, type GrowingTreeOptions, type GrowingTreePolicy } from './growing-tree.js';
export { generator } from './generator.js';
