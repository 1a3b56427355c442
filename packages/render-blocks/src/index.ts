export { Tile, TILE_NAMES } from './tiles.js';
export { blockVolume, type BlockVolume } from './volume.js';
export { blockMatrix, stringifyBlocks } from './matrix.js';
export { blocksText } from './text.js';
export type { BlocksContext } from './context.js';
export { DRAW_OPTIONS, FRAME_OPTIONS, TEXT_OPTIONS, type DrawOptions, type FrameOptions, type TextOptions } from './options.js';
export { blocksCanvasSize, drawBlocks } from './draw-blocks.js';
export { drawBlocksFrame } from './draw-frame.js';
export { renderer } from './renderer.js';
