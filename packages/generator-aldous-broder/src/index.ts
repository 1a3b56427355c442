export { carveAldousBroder } from './aldous-broder.js';
export { generator } from './generator.js';
