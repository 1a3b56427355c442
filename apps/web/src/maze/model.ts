import { exitGaps, type Grid, type LayoutCells } from '@mazekit/core';
import type { CarvedMaze } from '../session.js';
import { mapLayout, shapeMapLayout, type MapLayout } from '../view/map-layout.js';
import type { Opening } from '../view/openings.js';
import { wallPyramid } from '../view/overview.js';
import type { Pyramid } from '../view/pyramid.js';
import { openingsFor, overlayOf, type Overlay } from '../view/scene-data.js';
import { endsOf } from './ends.js';

/** Mazes up to this many cells get their overlays and pyramids on the page; larger ones in their worker. */
const ON_PAGE_CELLS = 250_000;

/** A finished overlay and the solution length it shows. */
export interface OverlayResult extends Overlay {
  readonly solutionLength: number | undefined;
}

/**
 * The finished maze as the views and modes see it: its map layout, entrance, exit and the
 * gaps for them, the overview's wall pyramid, and overlays computed once per combination.
 */
export class MazeModel {
  readonly carved: CarvedMaze;
  readonly grid: Grid;
  readonly layout: MapLayout;
  readonly start: number;
  readonly goal: number;
  readonly openings: readonly Opening[];
  /** A dungeon's cell kinds and doors (core's `layoutCells`), when its generator made rooms. */
  readonly dungeon: LayoutCells | undefined;
  private walls: Pyramid | undefined;
  private solution: number[] | null | undefined;
  private readonly overlays = new Map<string, Promise<OverlayResult>>();

  constructor(carved: CarvedMaze) {
    this.carved = carved;
    this.grid = carved.grid;
    this.start = carved.start;
    this.goal = carved.goal;
    const square = carved.square;
    this.dungeon = carved.dungeon;
    if (square) {
      this.layout = mapLayout(square.width, square.height, square.levels);
      this.openings = openingsFor(square, this.start, this.goal);
    } else {
      // Other shapes and masked mazes: drawn through their geometry, gaps on the side facing out.
      this.layout = shapeMapLayout(this.grid);
      // core's exitGaps: the side of each that leads off the maze farthest from the floor's centre.
      const open = exitGaps(this.grid, this.layout.shape!.geometry, [this.start, this.goal]);
      const openings = [];
      for (let i = 0; i < open.length; i += 2) openings.push({ cell: open[i]!, side: 1 << open[i + 1]! });
      this.openings = openings;
    }
    if (carved.wallLevels) this.walls = { channels: 1, mode: 'average', levels: carved.wallLevels };
  }

  /** True for mazes whose layers are computed on the page. */
  get small(): boolean {
    return this.grid.size <= ON_PAGE_CELLS;
  }

  /** The overview's wall pyramid (built on first use for small mazes). */
  get wallPyramid(): Pyramid {
    this.walls ??= wallPyramid(this.layout, this.grid.cells, this.openings, this.dungeon?.kinds);
    return this.walls;
  }

  /** The route from entrance to exit (small mazes; large ones get it with their overlay). */
  route(): number[] | undefined {
    if (this.solution === undefined) this.solution = endsOf(this.grid, this.start, this.goal).solution ?? null;
    return this.solution ?? undefined;
  }

  /** The solution and distance layers, with overview pyramids (from the worker for large mazes). */
  overlay(solution: boolean, distances: boolean, palette: Uint32Array): Promise<OverlayResult> {
    const key = `${Number(solution)}${Number(distances)}`;
    let found = this.overlays.get(key);
    if (!found) {
      found = this.small ? Promise.resolve(this.localOverlay(solution, distances, palette)) : this.remoteOverlay(solution, distances, palette);
      this.overlays.set(key, found);
    }
    return found;
  }

  /** Drops the overlays (their colour pyramids depend on the palette). */
  forgetOverlays(): void {
    this.overlays.clear();
  }

  private localOverlay(solution: boolean, distances: boolean, palette: Uint32Array): OverlayResult {
    const route = solution ? this.route() : undefined;
    const layers = overlayOf(this.grid, route, distances, this.start, { layout: this.layout, palette });
    return { ...layers, solutionLength: route ? route.length - 1 : undefined };
  }

  private async remoteOverlay(solution: boolean, distances: boolean, palette: Uint32Array): Promise<OverlayResult> {
    const m = await this.carved.job.overlay(solution, distances, palette);
    return {
      route: m.route,
      fill: m.fill,
      routePyramid: m.routeLevels && { channels: 1, mode: 'max', levels: m.routeLevels },
      fillPyramid: m.fillLevels && { channels: 4, mode: 'average', levels: m.fillLevels },
      solutionLength: m.solutionLength,
    };
  }
}
