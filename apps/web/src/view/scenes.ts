import { CellKind, type LayoutCells, type TraceState } from '@mazekit/core';
import type { MazeModel, OverlayResult } from '../maze/model.js';
import type { Scene } from './maze-view.js';
import { fillPyramid, markPyramid, wallPyramid } from './overview.js';
import { FILL } from './palette.js';
import type { Pyramid } from './pyramid.js';
import type { Colors, Layers, Mark } from './raster.js';
import { addLink, routeBits } from './scene-data.js';

/**
 * One animation frame: cells coloured as in the seed demos (unvisited, in the maze, on the
 * frontier, on the tentative walk, the head), the walk's links painted across walls. A
 * dungeon's frame (see {@link dungeonFrame}) shows rock where no passage is open yet.
 */
export function frameScene(model: Pick<MazeModel, 'layout' | 'grid'> & { readonly dungeon?: LayoutCells | undefined }, state: TraceState): Scene {
  const { layout, grid, dungeon } = model;
  if (dungeon) return dungeonFrame(model, dungeon, state);
  return {
    layout,
    picture: 'frame',
    state,
    layers(overview: boolean, colors: Colors): Layers {
      const size = grid.size;
      const fill = new Uint8Array(size);
      for (let c = 0; c < size; c++) {
        fill[c] = state.onPath[c] ? FILL.path : state.visited[c] ? FILL.visited : state.frontier[c] ? FILL.frontier : FILL.unvisited;
      }
      if (state.head >= 0) fill[state.head] = FILL.head;
      const links = new Uint8Array(size);
      for (let i = 1; i < state.path.length; i++) addLink(grid, links, state.path[i - 1]!, state.path[i]!);
      const layers: Layers = { cells: state.cells, fill, links, walk: layout.shape ? state.path : undefined };
      if (!overview) return layers;
      return { ...layers, wallPyramid: wallPyramid(layout, state.cells), fillPyramid: fillPyramid(layout, fill, colors.palette) };
    },
  };
}

/**
 * One frame of a dungeon's carving: every cell with no passage yet (or none left, once its dead
 * end is filled) is solid rock, every open cell is in the maze, the corridor's head is marked,
 * and the finished dungeon's doors show as their openings are made. So the stages replay as
 * the generator takes them: rooms appear, corridors wind through the rock, doors open, dead
 * ends fill back to rock.
 */
function dungeonFrame(model: Pick<MazeModel, 'layout' | 'grid'>, dungeon: LayoutCells, state: TraceState): Scene {
  const { layout, grid } = model;
  return {
    layout,
    picture: 'frame',
    state,
    layers(overview: boolean, colors: Colors): Layers {
      const size = grid.size;
      const cells = state.cells;
      const fill = new Uint8Array(size);
      const kinds = new Uint8Array(size);
      const doors = new Uint8Array(size);
      for (let c = 0; c < size; c++) {
        const open = cells[c]!;
        if (open === 0) continue;
        fill[c] = FILL.visited;
        kinds[c] = CellKind.CORRIDOR;
        doors[c] = dungeon.doors[c]! & open;
      }
      if (state.head >= 0) fill[state.head] = FILL.head;
      const layers: Layers = { cells, fill, kinds, doors };
      if (!overview) return layers;
      return { ...layers, wallPyramid: wallPyramid(layout, cells, [], kinds), fillPyramid: fillPyramid(layout, fill, colors.palette) };
    },
  };
}

/** What a mode adds to the finished maze: a trail, marks, a route of its own. */
export interface Extras {
  readonly trail?: Uint8Array;
  readonly trailPyramid?: Pyramid;
  readonly marks?: readonly Mark[];
  /** Replaces the overlay's route (e.g. the solution shown after giving up). */
  readonly route?: Uint8Array;
  /** Replaces the overlay's cell colours (e.g. the distance flood of the animated solve). */
  readonly fill?: Uint8Array;
  readonly picture?: string;
}

/** The finished maze with its entrance and exit, the overlay the boxes ask for, and a mode's extras. */
export function mazeScene(model: MazeModel, overlay: OverlayResult | undefined, extras: Extras = {}): Scene {
  let routePyramid: Pyramid | undefined;
  let fillPyr: Pyramid | undefined;
  const job = model.carved.job;
  return {
    layout: model.layout,
    picture: extras.picture ?? 'maze',
    // Other shapes: the worker draws the whole map for the overview of a large maze.
    drawMap: model.layout.shape
      ? (z, layers, colors) => job.picture(z, { fill: layers.fill, route: layers.route, trail: layers.trail, marks: layers.marks, openings: layers.openings }, colors)
      : undefined,
    layers(overview: boolean, colors: Colors): Layers {
      const route = extras.route ?? overlay?.route;
      const fill = extras.fill ?? overlay?.fill;
      const marks: Mark[] = [
        { cell: model.start, color: colors.start, round: false },
        { cell: model.goal, color: colors.goal, round: false },
        ...(extras.marks ?? []),
      ];
      const dungeon = model.dungeon;
      const layers: Layers = { cells: model.grid.cells, route, fill, trail: extras.trail, marks, openings: model.openings, kinds: dungeon?.kinds, doors: dungeon?.doors };
      if (!overview) return layers;
      if (route) routePyramid ??= extras.route ? markPyramid(model.layout, route) : (overlay?.routePyramid ?? markPyramid(model.layout, route));
      if (fill) fillPyr ??= extras.fill ? fillPyramid(model.layout, fill, colors.palette) : (overlay?.fillPyramid ?? fillPyramid(model.layout, fill, colors.palette));
      return { ...layers, wallPyramid: model.wallPyramid, routePyramid, fillPyramid: fillPyr, trailPyramid: extras.trailPyramid };
    },
  };
}

/**
 * One step of a solver's walk over the finished maze: the cells it has reached, Trémaux's
 * marks, the dead ends filled in, the solver itself, and the route once it reports one.
 */
export function walkFill(state: Pick<TraceState, 'visited' | 'marks' | 'filled' | 'head'>, into: Uint8Array = new Uint8Array(state.visited.length)): Uint8Array {
  const { visited, marks, filled } = state;
  for (let c = 0; c < into.length; c++) {
    into[c] = filled[c] ? FILL.filled : marks[c]! >= 2 ? FILL.markTwice : marks[c] ? FILL.markOnce : visited[c] ? FILL.seen : FILL.background;
  }
  if (state.head >= 0) into[state.head] = FILL.head;
  return into;
}

/** The finished maze with a solver's walk at one step (see {@link walkFill}). */
export function walkScene(model: MazeModel, state: TraceState, picture = 'solve'): Scene {
  const fill = walkFill(state);
  const route = state.route.length > 0 ? routeBits(model.grid, state.route) : undefined;
  return mazeScene(model, undefined, route ? { fill, route, picture } : { fill, picture });
}
