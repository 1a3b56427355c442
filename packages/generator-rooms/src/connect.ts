import { type OrthogonalGrid, type Rng, type Tracer, shuffle } from '@mazekit/core';

/** Union-find root of `x`, halving the path as it goes. */
function find(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]!]!;
    x = parent[x]!;
  }
  return x;
}

/**
 * Every wall between a room cell and a cell outside it on the same floor, as `cell × 4 + dir`:
 * the places a door may go. Room by room, edge by edge, so the list is the same for a seed.
 */
export function roomConnectors(grid: OrthogonalGrid, rooms: readonly number[]): Int32Array {
  const { width: W, height: H, plane } = grid;
  let count = 0;
  for (let r = 0; r < rooms.length; r += 5) {
    const [col, row, w, h] = [rooms[r]!, rooms[r + 1]!, rooms[r + 2]!, rooms[r + 3]!];
    count += (row > 0 ? w : 0) + (row + h < H ? w : 0) + (col > 0 ? h : 0) + (col + w < W ? h : 0);
  }
  const out = new Int32Array(count);
  let n = 0;
  for (let r = 0; r < rooms.length; r += 5) {
    const [col, row, w, h, level] = [rooms[r]!, rooms[r + 1]!, rooms[r + 2]!, rooms[r + 3]!, rooms[r + 4]!];
    const base = level * plane;
    for (let x = col; x < col + w; x++) {
      if (row > 0) out[n++] = (base + row * W + x) * 4 + 0;
      if (row + h < H) out[n++] = (base + (row + h - 1) * W + x) * 4 + 1;
    }
    for (let y = row; y < row + h; y++) {
      if (col + w < W) out[n++] = (base + y * W + col + w - 1) * 4 + 2;
      if (col > 0) out[n++] = (base + y * W + col) * 4 + 3;
    }
  }
  return out;
}

/**
 * Joins every room and stretch of corridor into one whole: first the stairs (each joins the
 * rooms above and below it), then doors in a random order of the room walls, a door wherever
 * it joins two regions not yet joined (Kruskal's algorithm over regions), so exactly one way
 * leads between any two. Then each room gets further doors, each with chance `extraDoors`
 * after the one before (walls taken in the same random order, never beside a door already
 * there): the loops.
 */
export function connectRegions(
  grid: OrthogonalGrid,
  rng: Rng,
  room: Int32Array,
  region: Int32Array,
  regions: number,
  rooms: readonly number[],
  stairs: readonly number[],
  extraDoors: number,
  tracer: Tracer | undefined,
): void {
  const { width: W, height: H, plane } = grid;
  const roomCount = rooms.length / 5;
  const parent = new Int32Array(regions);
  for (let i = 0; i < regions; i++) parent[i] = i;
  for (const c of stairs) {
    parent[find(parent, room[c + plane]!)] = find(parent, room[c]!);
    grid.link(c, 4);
    tracer?.carve?.(c, c + plane);
  }
  const walls = roomConnectors(grid, rooms);
  shuffle(rng, walls);
  // Cells beside a door, along its wall: no second door goes there.
  const nearDoor = new Uint8Array(grid.size);
  const open = (c: number, d: number): void => {
    const out = c + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1);
    grid.link(c, d);
    tracer?.carve?.(c, out);
    nearDoor[out] = 1;
    const x = out % W;
    const y = Math.floor((out % plane) / W);
    if (d < 2) {
      if (x > 0) nearDoor[out - 1] = 1;
      if (x < W - 1) nearDoor[out + 1] = 1;
    } else {
      if (y > 0) nearDoor[out - W] = 1;
      if (y < H - 1) nearDoor[out + W] = 1;
    }
  };
  const spare = new Int32Array(walls.length);
  let spares = 0;
  for (let i = 0; i < walls.length; i++) {
    const wall = walls[i]!;
    const c = wall >> 2;
    const d = wall & 3;
    const out = c + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1);
    const a = find(parent, region[c]!);
    const b = find(parent, region[out]!);
    if (a === b) {
      spare[spares++] = wall;
      continue;
    }
    parent[b] = a;
    open(c, d);
  }
  if (extraDoors <= 0 || spares === 0) return;
  // The spare walls room by room, each room's in the shuffled order (a counting sort).
  const start = new Int32Array(roomCount + 1);
  for (let i = 0; i < spares; i++) start[room[spare[i]! >> 2]! + 1]!++;
  for (let r = 0; r < roomCount; r++) start[r + 1]! += start[r]!;
  const byRoom = new Int32Array(spares);
  const fill = start.slice(0, roomCount);
  for (let i = 0; i < spares; i++) byRoom[fill[room[spare[i]! >> 2]!]!++] = spare[i]!;
  for (let r = 0; r < roomCount; r++) {
    let next = start[r]!;
    const end = start[r + 1]!;
    while (next < end && rng() < extraDoors) {
      while (next < end && (nearDoor[outside(byRoom[next]!, W)] || grid.isOpen(byRoom[next]! >> 2, byRoom[next]! & 3))) next++;
      if (next === end) break;
      open(byRoom[next]! >> 2, byRoom[next]! & 3);
      next++;
    }
  }
}

function outside(wall: number, W: number): number {
  const c = wall >> 2;
  const d = wall & 3;
  return c + (d === 0 ? -W : d === 1 ? W : d === 2 ? 1 : -1);
}
