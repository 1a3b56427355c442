import { describeValue } from './errors.js';
import type { Grid } from './grid.js';
import type { Door, Layout, Room } from './layout.js';
import { checkLayout, type LayoutFail } from './layout-cells.js';

/**
 * The layout of a parsed maze JSON object: `undefined` when it has neither `rooms` nor `doors`,
 * else both, checked against `grid`'s passages (see {@link checkLayout}); `fail` throws.
 * Doors are written as `[from, to]` cell pairs.
 */
export function readLayout(o: Readonly<Record<string, unknown>>, grid: Grid, fail: LayoutFail): Layout | undefined {
  if (o.rooms === undefined && o.doors === undefined) return undefined;
  if (!Array.isArray(o.rooms)) fail('rooms', `"rooms" must be an array of rooms {col, row, width, height, level} (with "doors"), got ${describeValue(o.rooms)}`);
  if (!Array.isArray(o.doors)) fail('doors', `"doors" must be an array of [cell, cell] pairs (with "rooms"), got ${describeValue(o.doors)}`);
  const doors: Door[] = (o.doors as unknown[]).map((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) fail('doors', `doors[${i}] must be a pair [cell, cell], got ${describeValue(pair)}`);
    return { from: pair[0] as number, to: pair[1] as number };
  });
  const rooms = (o.rooms as unknown[]).map((r) => {
    // Only the five fields of a room are kept: a reader ignores what it does not know.
    if (typeof r !== 'object' || r === null) return r as Room;
    const { col, row, width, height, level } = r as Room;
    return { col, row, width, height, level };
  });
  const layout: Layout = { rooms, doors };
  checkLayout(grid, layout, fail);
  return layout;
}

/** The `"rooms":[…],"doors":[…]` text of a layout, for the writer (no leading comma). */
export function layoutText(layout: Layout): string {
  const rooms = layout.rooms.map((r) => `{"col":${r.col},"row":${r.row},"width":${r.width},"height":${r.height},"level":${r.level}}`);
  const doors = layout.doors.map((d) => `[${d.from},${d.to}]`);
  return `"rooms":[${rooms.join(',')}],"doors":[${doors.join(',')}]`;
}

/** The layout as plain JSON values, for {@link toMazeJSON}. */
export function layoutJSON(layout: Layout): { rooms: Room[]; doors: [number, number][] } {
  return {
    rooms: layout.rooms.map((r) => ({ col: r.col, row: r.row, width: r.width, height: r.height, level: r.level })),
    doors: layout.doors.map((d) => [d.from, d.to]),
  };
}
