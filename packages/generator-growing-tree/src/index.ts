export { carveGrowingTree } from './growing-tree.js';
export type { GrowingTreeOptions, GrowingTreePolicy } from './policy.js';
export { generator } from './generator.js';
