export { carveEller } from './eller.js';
export { ellerRows } from './rows.js';
export { generator } from './generator.js';
export type { EllerOptions } from './options.js';
