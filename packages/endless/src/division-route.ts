import { childA, childB, splitRegion, type Split } from './division-split.js';
import type { RouteOutput } from './route-output.js';
import type { World } from './world.js';

/**
 * Appends the unique route from cell (ux, uy) to (vx, vy) in the division texture. Walks
 * down the division tree while both ends lie on the same side of the split; where the split
 * separates them, the route must pass its door, so it becomes two routes (end to door, door
 * to end) inside the two parts, handled the same way. A corridor (a region one cell wide or
 * tall) is a straight run. Only regions on the route are visited; pending parts wait on an
 * explicit stack, never on the call stack.
 */
export function divisionRoute(world: World, ux: number, uy: number, vx: number, vy: number, out: RouteOutput): void {
  // Each pending part: x, y, w, h, a, b, from x, from y, to x, to y.
  const stack: number[] = [0, 0, world.size, world.size, world.key0 | 0, world.key1 | 0, ux, uy, vx, vy];
  const split: Split = { vertical: false, at: 0, door: 0 };
  while (stack.length > 0) {
    const base = stack.length - 10;
    let x0 = stack[base]!;
    let y0 = stack[base + 1]!;
    let w = stack[base + 2]!;
    let h = stack[base + 3]!;
    let a = stack[base + 4]!;
    let b = stack[base + 5]!;
    const fx = stack[base + 6]!;
    const fy = stack[base + 7]!;
    const tx = stack[base + 8]!;
    const ty = stack[base + 9]!;
    stack.length = base;
    for (;;) {
      if (w === 1 || h === 1) {
        out.line(fx, fy, tx, ty);
        break;
      }
      splitRegion(w, h, a, b, split);
      const { vertical, at, door } = split;
      const cut = (vertical ? x0 : y0) + at;
      const fromSide = (vertical ? fx : fy) >= cut ? 1 : 0;
      const toSide = (vertical ? tx : ty) >= cut ? 1 : 0;
      const parts: readonly [readonly [number, number, number, number], readonly [number, number, number, number]] = [
        vertical ? [x0, y0, at, h] : [x0, y0, w, at],
        vertical ? [cut, y0, w - at, h] : [x0, cut, w, h - at],
      ];
      if (fromSide === toSide) {
        [x0, y0, w, h] = parts[fromSide];
        a = childA(a, b, fromSide);
        b = childB(b, a);
        continue;
      }
      // The door joins cell `cut - 1` and cell `cut` across the wall.
      const along = (vertical ? y0 : x0) + door;
      const fromDoor = vertical ? [cut - 1 + fromSide, along] : [along, cut - 1 + fromSide];
      const toDoor = vertical ? [cut - 1 + toSide, along] : [along, cut - 1 + toSide];
      const toA = childA(a, b, toSide);
      const fromA = childA(a, b, fromSide);
      stack.push(...parts[toSide], toA, childB(b, toA), toDoor[0]!, toDoor[1]!, tx, ty);
      stack.push(...parts[fromSide], fromA, childB(b, fromA), fx, fy, fromDoor[0]!, fromDoor[1]!);
      break;
    }
  }
}
