import { orthogonalShape, type Generator, type Shape } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { shape as triangle } from '@mazekit/grid-triangle';

/** The shapes the page offers, in menu order; the first (square cells) is the default. */
export const SHAPES: readonly Shape[] = [orthogonalShape, hex, triangle, polar];

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

/**
 * Why `generator` cannot carve mazes of `topology` (masked or not), as one line, or `''`
 * when it can: the same rule as core's `defineGenerator` (its `topologies`, `*` for any grid;
 * a masked grid needs `*`).
 */
export function whyNot(generator: Pick<Generator, 'id' | 'name' | 'topologies'>, topology: string, masked: boolean): string {
  const any = generator.topologies.includes('*');
  if (!any && !generator.topologies.includes(topology)) {
    const names = generator.topologies.map((t) => (t === 'orthogonal' ? 'square' : t));
    return `${generator.name} carves ${names.join(', ')} mazes only`;
  }
  if (masked && !any) return `${generator.name} needs the whole board: it cannot carve a masked maze`;
  return '';
}
