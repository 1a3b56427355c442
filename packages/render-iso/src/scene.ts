import {
  MazekitError,
  describeValue,
  distances,
  geometryOf,
  heatRamp,
  heatShades,
  isOrthogonal,
  isWoven,
  layoutCells,
  shadeRuns,
  shapeOf,
  type Grid,
  type LayoutCells,
  type Maze,
  type OrthogonalGrid,
  type ShapeGeometry,
  type WovenGrid,
} from '@mazekit/core';
import { bridgeBoxes, crossingsPassedUnder, wovenRoutePoints, wovenSides, type BridgeBox } from './bridges.js';
import { DOOR_FRAME_HEIGHT, doorBoxes, hides, rockBoxes, wallBoxes, type Box, type DoorBox, type RockBox, type WallBox } from './boxes.js';
import { shade } from './color.js';
import { assertIsoSize } from './limits.js';
import { wallsHidingRoute, type Occluder } from './occlusion.js';
import { PACKAGE, resolveIsoOptions, type IsoOptions, type IsoStyle } from './options.js';
import { footprintCentre, prismHides } from './prism.js';
import { PIN_HEIGHT, PIN_RADIUS, SLAB, STUB, isoProjection, type IsoFrame, type IsoProjection } from './projection.js';
import { shapeWallPrisms, type WallPrism } from './shape-blocks.js';
import type { BlockItem, FloorItem, LineItem, Paint, PaintName, PolyItem, Scene, SceneItem, TextItem } from './scene-items.js';
import { shapeFloors } from './shape-floors.js';

function checkCell(grid: Grid, cell: unknown, name: string): number {
  if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= grid.size) {
    throw new MazekitError(PACKAGE, `${name} must be a cell index from 0 to ${grid.size - 1}, got ${describeValue(cell)}`);
  }
  return cell;
}

/**
 * What an isometric picture is drawn from: an orthogonal grid (walls as axis-aligned blocks),
 * or a grid of any other shape with its geometry (hex, triangle, polar, masked grids).
 */
export type IsoSubject =
  | { readonly grid: OrthogonalGrid; readonly geometry?: undefined; readonly frame: IsoFrame; readonly woven?: WovenGrid }
  | { readonly grid: Grid; readonly geometry: ShapeGeometry; readonly frame: IsoFrame; readonly woven?: undefined };

/** The grid of `maze` and how to draw it, refused unless it has a shape and is small enough to draw. */
export function isoSubject(maze: Maze<Grid>): IsoSubject {
  const grid = maze && typeof maze === 'object' ? (maze.grid as Grid | undefined) : undefined;
  if (!grid || typeof grid !== 'object' || !(grid.cells instanceof Uint8Array)) {
    throw new MazekitError(PACKAGE, `maze must have a grid, got ${describeValue(grid ?? maze)}`);
  }
  if (isOrthogonal(grid)) {
    assertIsoSize(grid);
    return { grid, frame: grid };
  }
  if (isWoven(grid)) {
    // A weave board is a square grid whose crossings are bridges: its squares, rows and
    // columns are the orthogonal grid's, so it draws as one with its bridges added.
    assertIsoSize(grid);
    return { grid: grid as unknown as OrthogonalGrid, frame: grid, woven: grid };
  }
  if (!shapeOf(grid)) {
    throw new MazekitError(PACKAGE, `the ${describeValue(grid.topology)} grid has no shape to draw it with; known shapes draw: orthogonal, hex, triangle, polar, masked`);
  }
  assertIsoSize(grid);
  const geometry = geometryOf(grid);
  return { grid, geometry, frame: geometry };
}

const BOX_OCCLUDER: Occluder<Box> = { centre: (b) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2], hides };
const PRISM_OCCLUDER: Occluder<WallPrism> = { centre: (p) => footprintCentre(p.footprint), hides: prismHides };

/** Width of the solution line in px. */
function routeWidth(o: IsoStyle): number {
  return Math.max(2, o.cellSize * 0.16);
}

function paints(o: IsoStyle): Record<PaintName, Paint> {
  const line = Math.max(0.5, o.cellSize / 40);
  const font = `${Math.max(11, Math.round(o.cellSize * 0.5))}px sans-serif`;
  return {
    slabTop: { fill: o.floorColor, stroke: shade(o.floorColor, -0.3), width: line, opacity: 0.88 },
    slabEast: { fill: shade(o.floorColor, -0.18), stroke: shade(o.floorColor, -0.3), width: line, opacity: 0.88 },
    slabSouth: { fill: shade(o.floorColor, -0.3), stroke: shade(o.floorColor, -0.35), width: line, opacity: 0.88 },
    wallTop: { fill: o.wallColor, stroke: shade(o.wallColor, -0.55), width: line },
    wallEast: { fill: shade(o.wallColor, -0.25), stroke: shade(o.wallColor, -0.55), width: line },
    wallSouth: { fill: shade(o.wallColor, -0.42), stroke: shade(o.wallColor, -0.55), width: line },
    // Rock faces are stroked in their own colour: the cells of one mass join without seams.
    rockTop: { fill: o.rockColor, stroke: o.rockColor, width: line },
    rockEast: { fill: shade(o.rockColor, -0.25), stroke: shade(o.rockColor, -0.25), width: line },
    rockSouth: { fill: shade(o.rockColor, -0.42), stroke: shade(o.rockColor, -0.42), width: line },
    doorTop: { fill: o.doorColor, stroke: shade(o.doorColor, -0.55), width: line },
    doorEast: { fill: shade(o.doorColor, -0.25), stroke: shade(o.doorColor, -0.55), width: line },
    doorSouth: { fill: shade(o.doorColor, -0.42), stroke: shade(o.doorColor, -0.55), width: line },
    bridgeTop: { fill: o.bridgeColor, stroke: shade(o.bridgeColor, -0.5), width: line },
    bridgeEast: { fill: shade(o.bridgeColor, -0.25), stroke: shade(o.bridgeColor, -0.5), width: line },
    bridgeSouth: { fill: shade(o.bridgeColor, -0.42), stroke: shade(o.bridgeColor, -0.5), width: line },
    shaftEast: { fill: o.stairColor, stroke: o.stairColor, width: line, opacity: 0.45 },
    shaftSouth: { fill: o.stairColor, stroke: o.stairColor, width: line, opacity: 0.6 },
    shaftTop: { fill: o.stairColor, stroke: o.stairColor, width: line, opacity: 0.3 },
    stairBase: { fill: o.stairColor, opacity: 0.55 },
    stairLine: { stroke: o.stairColor, width: Math.max(1, o.cellSize / 20), opacity: 0.55 },
    stairHole: { fill: o.stairColor, stroke: '#ffffff', width: line, opacity: 0.85 },
    startSpot: { fill: o.startColor, opacity: 0.35 },
    goalSpot: { fill: o.goalColor, opacity: 0.35 },
    halo: { stroke: '#ffffff', width: Math.max(3, o.cellSize * 0.3), opacity: 0.85 },
    route: { stroke: o.solutionColor, width: routeWidth(o) },
    pinStick: { stroke: '#37474f', width: Math.max(1, o.cellSize / 18) },
    startPin: { fill: o.startColor, stroke: '#ffffff', width: Math.max(1, o.cellSize / 16) },
    goalPin: { fill: o.goalColor, stroke: '#ffffff', width: Math.max(1, o.cellSize / 16) },
    pinLetter: { fill: '#ffffff', font: `bold ${Math.max(8, Math.round(o.cellSize * PIN_RADIUS * 1.3))}px sans-serif` },
    label: { fill: '#37474f', font },
    title: { fill: '#263238', font: `${Math.max(11, Math.min(18, Math.round(o.cellSize * 0.6)))}px sans-serif` },
  };
}

/** The floors of an orthogonal maze: its walls are axis-aligned blocks (see wallBoxes). */
function orthogonalFloors(
  grid: OrthogonalGrid,
  o: IsoStyle,
  proj: IsoProjection,
  world: readonly number[],
  occlude: boolean,
  halfWidth: number,
  start: number,
  goal: number,
  shades: Int16Array | undefined,
  ramp: readonly string[],
  layout: LayoutCells | undefined,
  woven: WovenGrid | undefined,
  under: ReadonlySet<number>,
): FloorItem[] {
  const P = (x: number, y: number, z: number) => proj.project(x, y, z);
  const flat = (pts: [number, number][]) => pts.flat();
  const rect = (x0: number, y0: number, x1: number, y1: number, z: number) =>
    flat([P(x0, y0, z), P(x1, y0, z), P(x1, y1, z), P(x0, y1, z)]);
  const { width: w, height: h, levels } = grid;
  // A dungeon's rock stands as solid blocks and its doors as frames, among the walls.
  // A weave maze's crossings are open on all four sides, with a bridge over each.
  const sides = woven ? { width: w, height: h, plane: grid.plane, cells: wovenSides(woven) } : grid;
  const walls = Array.from({ length: levels }, (_, level) => wallBoxes(sides, level, proj.floorZ(level), o.wallHeight, o.wallThickness, layout?.kinds));
  const blocksOf = walls.map((boxes, level): (WallBox | RockBox | DoorBox | BridgeBox)[] =>
    layout
      ? [
          ...boxes,
          ...rockBoxes(grid, layout.kinds, level, proj.floorZ(level), o.wallHeight),
          ...doorBoxes(grid, layout.doors, level, proj.floorZ(level), o.wallHeight, o.wallThickness, boxes),
        ]
      : woven
        ? [...boxes, ...bridgeBoxes(woven, proj.floorZ(level), o.wallHeight)]
        : boxes,
  );
  // Walls in front of the route are see-through; of a bridge, only the deck and rails the route
  // passes beneath (steps stand beside the route, and the route over a deck is on top of it).
  const solid = woven ? blocksOf.map((boxes) => boxes.filter((b) => b.side !== 'bridge')) : blocksOf;
  const hidden = occlude ? wallsHidingRoute<Box>(grid, solid, BOX_OCCLUDER, world, proj.floorZ, o.wallHeight * (layout ? DOOR_FRAME_HEIGHT : 1), halfWidth) : new Set<Box>();
  if (occlude && woven) {
    for (const box of blocksOf[0]!) if (box.side === 'bridge' && box.part !== 'step' && under.has(box.cell)) hidden.add(box);
  }
  const faces = (box: Box, top: PaintName, east: PaintName, south: PaintName): PolyItem[] => [
    { kind: 'poly', paint: top, points: rect(box.x0, box.y0, box.x1, box.y1, box.z1) },
    { kind: 'poly', paint: east, points: flat([P(box.x1, box.y0, box.z1), P(box.x1, box.y1, box.z1), P(box.x1, box.y1, box.z0), P(box.x1, box.y0, box.z0)]) },
    { kind: 'poly', paint: south, points: flat([P(box.x0, box.y1, box.z1), P(box.x1, box.y1, box.z1), P(box.x1, box.y1, box.z0), P(box.x0, box.y1, box.z0)]) },
  ];

  const items: FloorItem[] = [];
  for (let level = 0; level < levels; level++) {
    const z = proj.floorZ(level);
    const floor: (PolyItem | BlockItem | LineItem | TextItem)[] = [];
    floor.push(...faces({ x0: 0, x1: w, y0: 0, y1: h, z0: z - SLAB, z1: z }, 'slabTop', 'slabEast', 'slabSouth'));
    if (shades) {
      shadeRuns(grid, shades, level, (row, col, length, step) => {
        floor.push({ kind: 'poly', paint: 'heat', fill: ramp[step]!, points: rect(col, row, col + length, row + 1, z) });
      });
    }
    const inset = 0.3;
    const base = level * grid.plane;
    const shafts: (Box & { cell: number })[] = [];
    for (let cell = base; cell < base + grid.plane; cell++) {
      const col = grid.col(cell);
      const row = grid.row(cell);
      if (cell === start || cell === goal) {
        floor.push({ kind: 'poly', paint: cell === start ? 'startSpot' : 'goalSpot', points: rect(col + 0.12, row + 0.12, col + 0.88, row + 0.88, z) });
      }
      if (!o.stairs) continue;
      const bits = grid.cells[cell]!;
      if (bits & 32) floor.push({ kind: 'poly', paint: 'stairHole', points: rect(col + inset, row + inset, col + 1 - inset, row + 1 - inset, z) });
      if (bits & 16) {
        floor.push({ kind: 'poly', paint: 'stairBase', points: rect(col + inset, row + inset, col + 1 - inset, row + 1 - inset, z) });
        shafts.push({ x0: col + inset, x1: col + 1 - inset, y0: row + inset, y1: row + 1 - inset, z0: z, z1: z + STUB, cell });
      }
    }
    // Back to front: blocks on this floor never overlap, so the sum of a block's centre
    // coordinates orders any two that could cover each other on screen (see wallBoxes).
    const blocks: { key: number; item: BlockItem }[] = [];
    for (const box of blocksOf[level]!) {
      const opacity = hidden.has(box) ? o.routeWallOpacity : 1;
      let item: BlockItem;
      if (box.side === 'rock') {
        const [top, east, south] = faces(box, 'rockTop', 'rockEast', 'rockSouth');
        item = { kind: 'block', role: 'rock', cell: box.cell, side: 'rock', opacity, faces: [top!, ...(box.east ? [east!] : []), ...(box.south ? [south!] : [])] };
      } else if (box.side === 'bridge') {
        const faced = box.part === 'rail' ? faces(box, 'wallTop', 'wallEast', 'wallSouth') : faces(box, 'bridgeTop', 'bridgeEast', 'bridgeSouth');
        item = { kind: 'block', role: 'bridge', cell: box.cell, side: box.part, opacity, faces: faced };
      } else if ('part' in box) {
        item = { kind: 'block', role: 'door', cell: box.cell, side: box.side, opacity, faces: faces(box, 'doorTop', 'doorEast', 'doorSouth') };
      } else {
        item = { kind: 'block', role: box.side === 'post' ? 'post' : 'wall', cell: box.cell, side: box.side, opacity, faces: faces(box, 'wallTop', 'wallEast', 'wallSouth') };
      }
      blocks.push({ key: box.x0 + box.x1 + box.y0 + box.y1, item });
    }
    for (const box of shafts) {
      blocks.push({
        key: box.x0 + box.x1 + box.y0 + box.y1,
        item: { kind: 'block', role: 'shaft', cell: box.cell, side: 'up', opacity: 1, faces: faces(box, 'shaftTop', 'shaftEast', 'shaftSouth') },
      });
    }
    blocks.sort((p, q) => p.key - q.key);
    for (const { item } of blocks) floor.push(item);
    // Each stair: a stub rising from this floor (sorted with the walls above), a stub hanging
    // under the next floor's slab and a thin line between them, all above this floor.
    const under = z + proj.levelHeight - SLAB;
    for (const box of shafts) {
      const [x, y] = [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2];
      floor.push({ kind: 'line', paint: 'stairLine', points: [...P(x, y, z + STUB), ...P(x, y, under - STUB)] });
      floor.push({
        kind: 'block',
        role: 'shaft',
        cell: box.cell + grid.plane,
        side: 'down',
        opacity: 1,
        faces: faces({ ...box, z0: under - STUB, z1: under }, 'shaftTop', 'shaftEast', 'shaftSouth').slice(1),
      });
    }
    if (o.labels && levels > 1) {
      const [lx, ly] = P(0, h, z);
      floor.push({ kind: 'text', paint: 'label', x: lx - o.cellSize * 0.4, y: ly, text: `Level ${level + 1}`, anchor: 'end' });
    }
    items.push({ kind: 'floor', level, items: floor });
  }
  return items;
}

/**
 * Builds the isometric scene of `maze`: per floor, bottom to top, the slab, the heat map,
 * stair openings and start/goal spots, then walls, posts and stair shafts sorted back to
 * front; over everything the solution as one polyline (vertical through each stair) and the
 * start and goal pins. Walls between the viewer and the route are drawn at `routeWallOpacity`.
 * Orthogonal mazes draw their walls as axis-aligned blocks; every other shape (hex, triangle,
 * polar, masked) draws through its geometry: each wall it draws becomes a low prism.
 */
export function buildScene(maze: Maze<Grid>, options?: IsoOptions): Scene {
  const o = resolveIsoOptions(options);
  const subject = isoSubject(maze);
  const { grid, geometry } = subject;
  const proj = isoProjection(subject.frame, o);
  const levels = subject.frame.levels;
  // Where a cell's centre is on its floor, and which floor: the square grid's own arithmetic, or the shape's geometry.
  const spot = { x: 0, y: 0 };
  const centreOf = (cell: number): [number, number] => {
    if (geometry) {
      geometry.center(cell, spot);
      return [spot.x, spot.y];
    }
    return [subject.grid.col(cell) + 0.5, subject.grid.row(cell) + 0.5];
  };
  const levelOf = (cell: number): number => (geometry ? geometry.level(cell) : subject.grid.level(cell));

  // Rooms and doors, checked against the passages (a layout needs a square grid).
  const layout = layoutCells(maze, PACKAGE);
  const start = o.ends && maze.start !== undefined ? checkCell(grid, maze.start, 'maze.start') : -1;
  const goal = o.ends && maze.goal !== undefined ? checkCell(grid, maze.goal, 'maze.goal') : -1;
  let route: number[] = [];
  if (o.solution && maze.solution !== undefined) {
    if (!Array.isArray(maze.solution)) {
      throw new MazekitError(PACKAGE, `maze.solution must be an array of cell indices, got ${describeValue(maze.solution)}`);
    }
    route = maze.solution.map((c) => checkCell(grid, c, 'solution cell'));
  }
  let shades: Int16Array | undefined;
  let ramp: string[] = [];
  if (o.heatmap) {
    const from = maze.start === undefined ? 0 : checkCell(grid, maze.start, 'maze.start');
    shades = heatShades(distances(grid, from), o.heatSteps);
    ramp = heatRamp(o.heatColor, o.heatSteps);
  }

  // The route's world points: cell centres a little above each floor, joined straight (stairs vertical).
  const lift = 0.03;
  const world: number[] = [];
  if (subject.woven) world.push(...wovenRoutePoints(subject.woven, route, proj.floorZ(0), lift, o.wallHeight));
  else for (const cell of route) world.push(...centreOf(cell), proj.floorZ(levelOf(cell)) + lift);
  const halfWidth = routeWidth(o) / 2 / o.cellSize;
  const occlude = route.length > 0 && o.routeWallOpacity < 1;

  const items: SceneItem[] = [];
  if (geometry) {
    const walls = Array.from({ length: levels }, (_, level) => shapeWallPrisms(grid, geometry, level, proj.floorZ(level), o.wallHeight, o.wallThickness));
    const hidden = occlude ? wallsHidingRoute(subject.frame, walls, PRISM_OCCLUDER, world, proj.floorZ, o.wallHeight, halfWidth) : new Set<WallPrism>();
    items.push(...shapeFloors({ grid, geometry, style: o, proj, walls, hidden, start, goal, shades, ramp }));
  } else {
    items.push(...orthogonalFloors(subject.grid, o, proj, world, occlude, halfWidth, start, goal, shades, ramp, layout, subject.woven, subject.woven ? crossingsPassedUnder(subject.woven, route) : new Set()));
  }

  const P = (x: number, y: number, z: number) => proj.project(x, y, z);
  const screenRoute: number[] = [];
  for (let i = 0; i < world.length; i += 3) screenRoute.push(...P(world[i]!, world[i + 1]!, world[i + 2]!));
  if (route.length > 0) {
    items.push({ kind: 'line', paint: 'halo', points: screenRoute });
    items.push({ kind: 'line', paint: 'route', points: screenRoute });
  }
  for (const [cell, paint, letter] of [
    [start, 'startPin', 'S'],
    [goal, 'goalPin', 'G'],
  ] as const) {
    if (cell < 0) continue;
    const [x, y] = centreOf(cell);
    const z = proj.floorZ(levelOf(cell));
    const [gx, gy] = P(x, y, z);
    const [hx, hy] = P(x, y, z + PIN_HEIGHT);
    items.push({ kind: 'line', paint: 'pinStick', points: [gx, gy, hx, hy] });
    items.push({ kind: 'dot', paint, x: hx, y: hy, r: PIN_RADIUS * o.cellSize, letter });
  }
  if (o.title) items.push({ kind: 'text', paint: 'title', x: o.padding, y: o.padding + proj.titleHeight / 2, text: o.title, anchor: 'start' });
  return { width: proj.width, height: proj.height, background: o.backgroundColor, projection: proj, paints: paints(o), items, route: screenRoute, dungeon: layout !== undefined, woven: subject.woven !== undefined };
}
