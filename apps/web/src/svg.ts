import type { Maze } from '@mazekit/core';
import { renderSvg } from '@mazekit/render-svg';

/**
 * The SVG download: render-svg with its defaults (so it matches `mazekit generate --format
 * svg` byte for byte), plus the solution and heat map when the page shows them. `maze`
 * carries start, goal and solution whenever either is on.
 */
export function svgOf(maze: Maze, solution: boolean, distances: boolean): string {
  return solution || distances ? renderSvg(maze, { solution, heatmap: distances }) : renderSvg(maze);
}
