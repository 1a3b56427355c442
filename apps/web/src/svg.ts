import type { Grid, Maze } from '@mazekit/core';
import { renderSvg } from '@mazekit/render-svg';

/**
 * The SVG download: render-svg with its defaults, drawn as the page shows the maze — the
 * entrance and exit marked and opened as gaps in the outer wall (`gaps`), plus the solution
 * and heat map when the page shows them. `maze` names its start and goal (and carries the
 * solution); every shape goes through render-svg's geometry drawing.
 */
export function svgOf(maze: Maze<Grid>, solution: boolean, distances: boolean): string {
  return renderSvg(maze, { solution, heatmap: distances, gaps: true });
}
