export { carveWilson } from './wilson.js';
export { generator } from './generator.js';
