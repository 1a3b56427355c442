import { addDownload, downloadOverride, saveDownload, session } from './extensions.js';

/**
 * Adds "Tiled" to the downloads: the maze on show (a dungeon's rooms and doors included,
 * entrance and exit as points) as a Tiled map with its tileset picture, zipped (see
 * `tiled-zip.ts`), written in the maze's worker (a large map takes seconds), as is a mode's
 * own maze (the endless window). render-tiled and the zip writer are fetched on first use.
 */
export function wireTiledDownload(): void {
  addDownload({
    id: 'download-tiled',
    label: 'Tiled',
    title: 'Download a Tiled map (.tmj) and its tileset picture, zipped: open it in Tiled, or load it in Phaser or another engine',
    unavailable: () => {
      if (downloadOverride()) return '';
      const shape = session.current?.state.shape ?? 'orthogonal';
      // A Tiled map is the square maze's block grid; crossings and other cell shapes have no tiles.
      return shape === 'orthogonal' ? '' : `A Tiled map is a grid of square tiles: it holds square mazes only, not ${shape === 'weave' ? 'weave mazes (their crossings have no tile)' : `${shape} mazes`}`;
    },
    run: () =>
      saveDownload({
        what: 'Tiled map',
        file: (stem) => `${stem}-tiled.zip`,
        make: async (job, onStage, stem) => new Blob([(await job.tiled(stem, onStage)) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
      }),
  });
}
