export { renderTiled, type TiledMap } from './tiled.js';
export { tileGrid, type TileGrid } from './tile-grid.js';
export { tilesetImage, type TilesetColors } from './tileset-image.js';
export { encodePng } from './png.js';
export { TILE_CLASSES, TILE_COUNT, TiledTile } from './tiles.js';
export { TILED_OPTIONS, type TiledOptions } from './options.js';
export { renderer } from './renderer.js';
