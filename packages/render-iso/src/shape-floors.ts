import { shapeOf, type Grid, type ShapeGeometry } from '@mazekit/core';
import { convexHull } from './hull.js';
import type { IsoStyle } from './options.js';
import { PolylineContext } from './polyline-context.js';
import { footprintCentre, visibleSides, type Prism } from './prism.js';
import { SLAB, STUB, type IsoProjection } from './projection.js';
import type { BlockItem, FloorItem, LineItem, PaintName, PolyItem, TextItem } from './scene-items.js';
import type { WallPrism } from './shape-blocks.js';

/** What the floors of a shape's maze are drawn with (worked out once by buildScene). */
export interface ShapeFloorsInput {
  readonly grid: Grid;
  readonly geometry: ShapeGeometry;
  readonly style: IsoStyle;
  readonly proj: IsoProjection;
  /** The wall pieces of each floor (see shapeWallPrisms). */
  readonly walls: readonly (readonly WallPrism[])[];
  /** Wall pieces drawn at `routeWallOpacity`. */
  readonly hidden: ReadonlySet<WallPrism>;
  /** Start and goal cells, -1 when not marked. */
  readonly start: number;
  readonly goal: number;
  /** Heat-map shade step of each cell (-1 unreachable) and the ramp, when asked for. */
  readonly shades?: Int16Array;
  readonly ramp: readonly string[];
}

/** Share of a cell's size that a stair opening or shaft takes, about the cell's centre (0.4: as the square grid's). */
const STAIR = 0.4;
/** Share of a cell's size that the start and goal spots take. */
const SPOT = 0.76;

/**
 * The floors of a maze of any shape, drawn through its geometry: per floor the slab, heat-map
 * cells (each cell's outline), start and goal spots and stair openings (the outline shrunk
 * about the centre), then wall pieces, posts and stair shafts sorted back to front, then the
 * stairs' lines and the stubs hanging under the floor above.
 */
export function shapeFloors(input: ShapeFloorsInput): FloorItem[] {
  const { grid, geometry, style: o, proj, walls, hidden, start, goal, shades, ramp } = input;
  const P = (x: number, y: number, z: number) => proj.project(x, y, z);
  const directions = shapeOf(grid)?.directions ?? [];
  const ctx = new PolylineContext();
  const centre = { x: 0, y: 0 };
  // Direction numbers of the stairs up and down, if the shape has them.
  let up = -1;
  let down = -1;
  for (let d = 0; d < grid.degree; d++) {
    if (geometry.stair(d) > 0) up = d;
    else if (geometry.stair(d) < 0) down = d;
  }

  const atZ = (pts: readonly number[], z: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < pts.length; i += 2) out.push(...P(pts[i]!, pts[i + 1]!, z));
    return out;
  };
  /** The outline of `cell`, scaled by `k` about its centre, as x, y pairs (the closing point dropped). */
  const outline = (cell: number, k: number): number[] => {
    ctx.reset();
    geometry.outline(cell, ctx);
    geometry.center(cell, centre);
    const pts = ctx.lines[0] ?? [];
    const n = pts.length >= 4 && pts[0] === pts[pts.length - 2] && pts[1] === pts[pts.length - 1] ? pts.length - 2 : pts.length;
    const out: number[] = [];
    for (let i = 0; i < n; i += 2) out.push(centre.x + (pts[i]! - centre.x) * k, centre.y + (pts[i + 1]! - centre.y) * k);
    return out;
  };
  const faces = (prism: Prism, top: PaintName, east: PaintName, south: PaintName): PolyItem[] => [
    { kind: 'poly', paint: top, points: atZ(prism.footprint, prism.z1) },
    ...visibleSides(prism).map(({ corners, east: e }): PolyItem => {
      const pts: number[] = [];
      for (let i = 0; i < corners.length; i += 3) pts.push(...P(corners[i]!, corners[i + 1]!, corners[i + 2]!));
      return { kind: 'poly', paint: e ? east : south, points: pts };
    }),
  ];

  const floors: FloorItem[] = [];
  const H = geometry.height;
  // The slab under each floor: the convex hull of the ground floor's cells (every floor has the same frame).
  const corners: number[] = [];
  for (let cell = 0; cell < grid.size && geometry.level(cell) === 0; cell++) corners.push(...outline(cell, 1));
  const slab = convexHull(corners);
  for (let level = 0; level < geometry.levels; level++) {
    const z = proj.floorZ(level);
    const floor: (PolyItem | BlockItem | LineItem | TextItem)[] = [];
    floor.push(...faces({ footprint: slab, z0: z - SLAB, z1: z }, 'slabTop', 'slabEast', 'slabSouth'));
    const shafts: { prism: Prism; cell: number; above: number }[] = [];
    for (let cell = 0; cell < grid.size; cell++) {
      if (geometry.level(cell) !== level) continue;
      if (shades && shades[cell]! >= 0) floor.push({ kind: 'poly', paint: 'heat', fill: ramp[shades[cell]!]!, points: atZ(outline(cell, 1), z) });
    }
    for (let cell = 0; cell < grid.size; cell++) {
      if (geometry.level(cell) !== level) continue;
      if (cell === start || cell === goal) {
        floor.push({ kind: 'poly', paint: cell === start ? 'startSpot' : 'goalSpot', points: atZ(outline(cell, SPOT), z) });
      }
      if (!o.stairs) continue;
      const bits = grid.cells[cell]!;
      if (down >= 0 && bits & (1 << down)) floor.push({ kind: 'poly', paint: 'stairHole', points: atZ(outline(cell, STAIR), z) });
      if (up >= 0 && bits & (1 << up)) {
        const footprint = outline(cell, STAIR);
        floor.push({ kind: 'poly', paint: 'stairBase', points: atZ(footprint, z) });
        shafts.push({ prism: { footprint, z0: z, z1: z + STUB }, cell, above: grid.neighbor(cell, up) });
      }
    }
    // Back to front by the sum of the centre's coordinates: pieces of a floor never overlap
    // but at the posts that cover their ends, so this orders any two that cover each other.
    const blocks: { key: number; item: BlockItem }[] = [];
    for (const prism of walls[level]!) {
      const [cx, cy] = footprintCentre(prism.footprint);
      blocks.push({
        key: cx + cy,
        item: {
          kind: 'block',
          role: prism.cell < 0 ? 'post' : 'wall',
          cell: prism.cell,
          side: prism.cell < 0 ? 'post' : (directions[prism.dir] ?? String(prism.dir)),
          opacity: hidden.has(prism) ? o.routeWallOpacity : 1,
          faces: faces(prism, 'wallTop', 'wallEast', 'wallSouth'),
        },
      });
    }
    for (const { prism, cell } of shafts) {
      const [cx, cy] = footprintCentre(prism.footprint);
      blocks.push({ key: cx + cy, item: { kind: 'block', role: 'shaft', cell, side: 'up', opacity: 1, faces: faces(prism, 'shaftTop', 'shaftEast', 'shaftSouth') } });
    }
    blocks.sort((p, q) => p.key - q.key);
    for (const { item } of blocks) floor.push(item);
    const under = z + proj.levelHeight - SLAB;
    for (const { prism, cell, above } of shafts) {
      geometry.center(cell, centre);
      floor.push({ kind: 'line', paint: 'stairLine', points: [...P(centre.x, centre.y, z + STUB), ...P(centre.x, centre.y, under - STUB)] });
      floor.push({
        kind: 'block',
        role: 'shaft',
        cell: above,
        side: 'down',
        opacity: 1,
        faces: faces({ footprint: prism.footprint, z0: under - STUB, z1: under }, 'shaftTop', 'shaftEast', 'shaftSouth').slice(1),
      });
    }
    if (o.labels && geometry.levels > 1) {
      const [lx, ly] = P(0, H, z);
      floor.push({ kind: 'text', paint: 'label', x: lx - o.cellSize * 0.4, y: ly, text: `Level ${level + 1}`, anchor: 'end' });
    }
    floors.push({ kind: 'floor', level, items: floor });
  }
  return floors;
}
