export { carveHuntAndKill } from './hunt-and-kill.js';
export { generator } from './generator.js';
