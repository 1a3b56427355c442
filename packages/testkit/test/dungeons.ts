// A small dungeon carver (one room in the corner, a depth-first corridor through the rest, one
// door, every dead end filled) and the bugs the conformance suite must catch in dungeons.
import { type Door, type Generator, type Layout, type OrthogonalGrid, type Rng, type Tracer, defineGenerator } from '@mazekit/core';

interface Bugs {
  /** Leave the first passage inside the room closed. */
  readonly wallInRoom?: boolean;
  /** Open the door but leave it out of the layout. */
  readonly unlistedDoor?: boolean;
  /** Never open the door: the room is cut off from the corridors. */
  readonly noDoor?: boolean;
  /** Report the dead-end fill as carves, not walls. */
  readonly fillAsCarves?: boolean;
}

function carveDungeon(grid: OrthogonalGrid, rng: Rng, tracer: Tracer | undefined, bugs: Bugs): Layout {
  const { width, height, size } = grid;
  const rw = Math.min(width, 1 + Math.floor(rng() * 3));
  const rh = Math.min(height, 1 + Math.floor(rng() * 2));
  const inRoom = (c: number): boolean => grid.col(c) < rw && grid.row(c) < rh;
  let skipped = !bugs.wallInRoom;
  for (let c = 0; c < size; c++) {
    if (!inRoom(c)) continue;
    for (const d of [1, 2]) {
      const n = grid.neighbor(c, d);
      if (n < 0 || !inRoom(n)) continue;
      if (!skipped) {
        skipped = true;
        continue;
      }
      grid.link(c, d);
      tracer?.carve?.(c, n);
    }
  }
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  for (let c = 0; c < size; c++) if (inRoom(c)) seen[c] = 1;
  for (let first = 0; first < size; first++) {
    if (seen[first]) continue;
    let top = 0;
    stack[top++] = first;
    seen[first] = 1;
    while (top > 0) {
      const c = stack[top - 1]!;
      const free: number[] = [];
      for (let d = 0; d < 4; d++) {
        const n = grid.neighbor(c, d);
        if (n >= 0 && !seen[n]) free.push(d);
      }
      if (free.length === 0) {
        top--;
        continue;
      }
      const d = free[Math.floor(rng() * free.length)]!;
      const n = grid.neighbor(c, d);
      tracer?.head?.(c);
      grid.link(c, d);
      tracer?.carve?.(c, n);
      seen[n] = 1;
      stack[top++] = n;
    }
  }
  const doors: Door[] = [];
  let outside = -1;
  if (!bugs.noDoor) {
    for (let c = 0; c < size && doors.length === 0; c++) {
      if (!inRoom(c)) continue;
      for (const d of [1, 2]) {
        const n = grid.neighbor(c, d);
        if (n < 0 || inRoom(n)) continue;
        grid.link(c, d);
        tracer?.carve?.(c, n);
        if (!bugs.unlistedDoor) doors.push({ from: c, to: n });
        outside = n;
        break;
      }
    }
  }
  // Fill some dead ends back to rock, one cell at a time, never the door.
  for (let c = 0; c < size; c += 3) {
    let at = c;
    while (!inRoom(at) && at !== outside) {
      const bits = grid.cells[at]!;
      if (bits === 0 || (bits & (bits - 1)) !== 0) break;
      const d = 31 - Math.clz32(bits);
      const n = grid.neighbor(at, d);
      grid.unlink(at, d);
      if (bugs.fillAsCarves) tracer?.carve?.(at, n);
      else tracer?.wall?.(at, n);
      at = n;
    }
  }
  return { rooms: [{ col: 0, row: 0, width: rw, height: rh, level: 0 }], doors };
}

function dungeon(id: string, bugs: Bugs): Generator {
  return defineGenerator({
    id,
    name: `Corner room (${id})`,
    summary: 'A one-room dungeon carver for testing the conformance suite.',
    package: '@mazekit/testkit-test',
    topologies: ['orthogonal'],
    multiLevel: false,
    uniform: false,
    promise: 'connected',
    traceKind: 'fill',
    carve: (grid, rng, _options, tracer) => carveDungeon(grid as OrthogonalGrid, rng, tracer, bugs),
  });
}

/** Correct. */
export const goodDungeon = dungeon('good-dungeon', {});
/** Broken: a wall inside its room. */
export const wallInRoom = dungeon('wall-in-room', { wallInRoom: true });
/** Broken: a door it does not list. */
export const unlistedDoor = dungeon('unlisted-door', { unlistedDoor: true });
/** Broken: no door, so the room cannot be reached. */
export const noDoor = dungeon('no-door', { noDoor: true });
/** Broken: its trace reports the fill as carves. */
export const fillAsCarves = dungeon('fill-as-carves', { fillAsCarves: true });
