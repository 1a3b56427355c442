export { carveKruskal } from './kruskal.js';
export { generator } from './generator.js';
