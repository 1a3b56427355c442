/** Column, row and floor steps of each direction (N, S, E, W, up, down), for walkers that carry their coordinates. */
export const DX = Int32Array.of(0, 0, 1, -1, 0, 0);
/** Row step of each direction. */
export const DY = Int32Array.of(-1, 1, 0, 0, 0, 0);
/** Floor step of each direction. */
export const DZ = Int32Array.of(0, 0, 0, 0, 1, -1);

/**
 * The directions that stay on a `lastX + 1` × `lastY + 1` × `lastZ + 1` grid from (x, y, z),
 * as a bit set (bit d for direction d), so a walker tests a drawn direction without branching
 * on which one it drew.
 */
export function openDirections(x: number, y: number, z: number, lastX: number, lastY: number, lastZ: number): number {
  return (y > 0 ? 1 : 0) | (y < lastY ? 2 : 0) | (x < lastX ? 4 : 0) | (x > 0 ? 8 : 0) | (z < lastZ ? 16 : 0) | (z > 0 ? 32 : 0);
}
