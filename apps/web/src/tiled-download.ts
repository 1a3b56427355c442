import { saveFile } from './download.js';
import { addDownload, baseName, downloadOverride, session } from './extensions.js';

/**
 * Adds "Tiled" to the downloads: the maze on show (a dungeon's rooms and doors included,
 * entrance and exit as points) as a Tiled map with its tileset picture, zipped (see
 * `tiled-zip.ts`), written in the maze's worker (a large map takes seconds). A mode's own maze
 * (the endless window, a screen's size) is written on the page. render-tiled and the zip
 * writer are fetched on first use.
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
    async run() {
      const shown = downloadOverride();
      const maze = session.current;
      if (!shown && !maze) return;
      const name = baseName();
      const bytes = shown ? (await import('./tiled-zip.js')).tiledZip(shown.maze, name).bytes : await maze!.job.tiled(name);
      saveFile(`${name}-tiled.zip`, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    },
  });
}
