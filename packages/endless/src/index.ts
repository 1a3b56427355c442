export { window, windowMaze, worldSize } from './window.js';
export { route, DEFAULT_MAX_ROUTE, MAX_ROUTE, type RouteOptions } from './route.js';
export { MAX_WORLD_SIZE, TEXTURES, WORLD_SIZE, type Texture, type WorldOptions } from './world.js';
