export { carveRooms } from './rooms.js';
export { generator } from './generator.js';
export type { RoomsOptions } from './settings.js';
