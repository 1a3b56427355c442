import { parseMaze } from '@mazekit/core';
import { saveFile } from './download.js';
import { addDownload, baseName, downloadOverride, session } from './extensions.js';
import { SHAPES } from './shape/shapes.js';

/**
 * Adds "Tiled" to the downloads: the maze on show (a dungeon's rooms and doors included,
 * entrance and exit as points) as a Tiled map with its tileset picture, zipped (see
 * `tiled-zip.ts`). render-tiled and the zip writer are fetched on first use.
 */
export function wireTiledDownload(): void {
  addDownload({
    id: 'download-tiled',
    label: 'Tiled',
    title: 'Download a Tiled map (.tmj) and its tileset picture, zipped: open it in Tiled, or load it in Phaser or another engine',
    async run() {
      const shown = downloadOverride();
      const maze = session.current;
      if (!shown && !maze) return;
      // Exported solved, so the map can place the entrance and exit.
      const [json, { tiledZip }] = await Promise.all([shown ? undefined : maze!.job.export('json', true, false), import('./tiled-zip.js')]);
      const name = baseName();
      const zip = tiledZip(shown ? shown.maze : parseMaze(json!, SHAPES), name);
      saveFile(`${name}-tiled.zip`, new Blob([zip.bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
    },
  });
}
