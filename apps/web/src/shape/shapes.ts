import { orthogonalShape, type Generator, type Shape } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';
import { shape as weave } from '@mazekit/grid-weave';

/** The shapes the page offers, in menu order; the first (square cells) is the default. */
export const SHAPES: readonly Shape[] = [orthogonalShape, hex, triangle, polar, weave];

/** The bundled shape of `topology`, or `undefined`. */
export function findShapeById(topology: string): Shape | undefined {
  return SHAPES.find((s) => s.topology === topology);
}

/** What the menu calls a shape: "Square" for orthogonal, else the shape's own name. */
export function shapeLabel(shape: Shape): string {
  return shape.topology === 'orthogonal' ? 'Square' : shape.name;
}

/** True when the shape's size is given in rings (polar), not width × height. */
export function sizedByRings(shape: Shape): boolean {
  return shape.params.some((p) => p.name === 'rings');
}

/** True when the shape takes a `crossings` density (weave). */
export function hasCrossings(shape: Shape): boolean {
  return shape.params.some((p) => p.name === 'crossings');
}

/**
 * Why `generator` cannot carve mazes of `topology` (masked or not), as one line, or `''`
 * when it can: the same rule as core's `defineGenerator` (its `topologies`, `*` for any grid;
 * a masked grid needs `*`).
 */
export function whyNot(generator: Pick<Generator, 'id' | 'name' | 'topologies'>, topology: string, masked: boolean): string {
  const any = generator.topologies.includes('*');
  if (!any && topology === 'weave' && generator.topologies.includes('orthogonal')) {
    // Weave cells are squares too, so say why the square board's own generators cannot.
    return `${generator.name} carves plain square mazes only: it walks the board's rows and walls, not its passages, so it cannot keep crossings`;
  }
  if (!any && !generator.topologies.includes(topology)) {
    const names = generator.topologies.map((t) => (t === 'orthogonal' ? 'square' : t));
    return `${generator.name} carves ${names.join(', ')} mazes only`;
  }
  if (masked && !any) return `${generator.name} needs the whole board: it cannot carve a masked maze`;
  return '';
}
