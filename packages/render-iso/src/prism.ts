/**
 * An upright prism in world coordinates (cells; `z` up): a convex footprint on the floor,
 * its corners as x, y pairs in either winding, raised from `z0` to `z1`. Shape floors build
 * their walls, posts and stair shafts from these.
 */
export interface Prism {
  readonly footprint: readonly number[];
  readonly z0: number;
  readonly z1: number;
}

/** The centre of a footprint (the mean of its corners). */
export function footprintCentre(footprint: readonly number[]): [number, number] {
  let x = 0;
  let y = 0;
  const n = footprint.length / 2;
  for (let i = 0; i < footprint.length; i += 2) {
    x += footprint[i]!;
    y += footprint[i + 1]!;
  }
  return [x / n, y / n];
}

/** +1 when the footprint runs counter-clockwise in x-right, y-down coordinates (clockwise on screen), else -1. */
function winding(footprint: readonly number[]): number {
  let area = 0;
  for (let i = 0; i < footprint.length; i += 2) {
    const j = (i + 2) % footprint.length;
    area += footprint[i]! * footprint[j + 1]! - footprint[j]! * footprint[i + 1]!;
  }
  return area >= 0 ? 1 : -1;
}

/**
 * The side faces of `prism` that face the viewer (who looks along −(1, 1, 1), so a face shows
 * when its outward normal has a positive x + y), each as its four world corners (top edge,
 * then bottom edge back) and whether it faces more east (+x) than south (+y), for shading.
 */
export function visibleSides(prism: Prism): { corners: number[]; east: boolean }[] {
  const f = prism.footprint;
  const s = winding(f);
  const out: { corners: number[]; east: boolean }[] = [];
  for (let i = 0; i < f.length; i += 2) {
    const j = (i + 2) % f.length;
    const [ax, ay, bx, by] = [f[i]!, f[i + 1]!, f[j]!, f[j + 1]!];
    // Outward normal of edge a→b: (dy, −dx) for a positive (y-down) winding, else its opposite.
    const nx = s * (by - ay);
    const ny = -s * (bx - ax);
    if (nx + ny <= 1e-9) continue;
    out.push({ corners: [ax, ay, prism.z1, bx, by, prism.z1, bx, by, prism.z0, ax, ay, prism.z0], east: nx >= ny });
  }
  return out;
}

/**
 * True when the ray from (`px`, `py`, `pz`) towards the viewer, along (1, 1, 1), passes
 * through `prism` for more than a hundredth of a cell: the ray is clipped against each side's
 * half-plane of the footprint and against the prism's height.
 */
export function prismHides(prism: Prism, px: number, py: number, pz: number): boolean {
  let enter = Math.max(0, prism.z0 - pz);
  let leave = prism.z1 - pz;
  const f = prism.footprint;
  const s = winding(f);
  for (let i = 0; i < f.length && enter < leave; i += 2) {
    const j = (i + 2) % f.length;
    const [ax, ay, bx, by] = [f[i]!, f[i + 1]!, f[j]!, f[j + 1]!];
    const nx = s * (by - ay);
    const ny = -s * (bx - ax);
    // Inside when n · (p + t(1, 1) − a) <= 0.
    const base = nx * (px - ax) + ny * (py - ay);
    const rate = nx + ny;
    if (Math.abs(rate) < 1e-12) {
      if (base > 0) return false;
      continue;
    }
    const t = -base / rate;
    if (rate > 0) leave = Math.min(leave, t);
    else enter = Math.max(enter, t);
  }
  return enter + 0.01 < leave;
}
