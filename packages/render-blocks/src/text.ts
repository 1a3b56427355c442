import type { Maze, OrthogonalGrid } from '@mazekit/core';
import { resolveTextStyle, type TextOptions } from './options.js';
import { blockVolume, gridOf } from './volume.js';

/** Width of `text` in characters (code points), as a monospaced terminal shows it. */
function widthOf(text: string): number {
  return [...text].length;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - widthOf(text)));
}

/**
 * The block grid as text, one mark per block: walls `█`, open blocks ` `, stair cells
 * `▲` (up), `▼` (down), `◆` (both), and with `layers: 'all'` the in-between layers, whose
 * stair shafts are `░`. Floors of a multi-level maze sit side by side in rows, each under
 * its name; the stair marks in the name say which way its stairs go.
 */
export function blocksText(maze: Maze | OrthogonalGrid, options?: TextOptions): string {
  const o = resolveTextStyle(options);
  const grid = gridOf(maze);
  const { width, height, depth, tiles } = blockVolume(maze);
  const marks = o.marks;
  const shown: number[] = [];
  for (let z = 0; z < depth; z += o.layers === 'all' ? 1 : 2) shown.push(z);
  const labels = o.labels && grid.levels > 1 ? shown.map((z) => layerLabel(z, grid.levels, marks)) : undefined;
  const columns = o.columns > 0 ? Math.min(o.columns, shown.length) : Math.ceil(Math.sqrt(shown.length));
  const blockWidth = width * widthOf(marks[1]!);
  const columnWidth = Math.max(blockWidth, ...(labels ?? []).map(widthOf));
  const gap = '  ';
  const lines: string[] = [];
  for (let first = 0; first < shown.length; first += columns) {
    const group = shown.slice(first, first + columns);
    if (first > 0) lines.push('');
    if (labels) {
      lines.push(
        group
          .map((_, i) => pad(labels[first + i]!, columnWidth))
          .join(gap)
          .trimEnd(),
      );
    }
    for (let y = 0; y < height; y++) {
      let line = '';
      group.forEach((z, i) => {
        let row = '';
        const start = width * (y + height * z);
        for (let x = 0; x < width; x++) row += marks[tiles[start + x]!];
        line += i < group.length - 1 ? pad(row, columnWidth) + gap : row;
      });
      lines.push(line);
    }
  }
  return lines.join('\n') + '\n';
}

/** "floor 2 ▲ ▼" for a floor layer, "stairs 1-2" for the layer between floors 1 and 2. */
function layerLabel(z: number, levels: number, marks: readonly string[]): string {
  if (z % 2) return `stairs ${(z + 1) / 2}-${(z + 3) / 2}`;
  const level = z / 2;
  return `floor ${level + 1}${level < levels - 1 ? ` ${marks[2]}` : ''}${level > 0 ? ` ${marks[3]}` : ''}`;
}
