import { orthogonalShape, type Shape, type ShapeParams } from '@mazekit/core';

/**
 * The shapes the conformance suite knows without any shape package: orthogonal, built into
 * core. Shape packages pass themselves (see {@link runShapeConformance}); the testkit cannot
 * depend on them, since they test every generator and every generator tests itself with it.
 */
export const conformanceShapes: readonly Shape[] = Object.freeze([orthogonalShape as unknown as Shape]);

/**
 * Parameters for a grid of `shape` of about `side` cells a side (every size parameter set to
 * `side`, clamped to its bounds) on `levels` floors (ignored by shapes without levels).
 */
export function shapeParams(shape: Shape, side: number, levels = 1): ShapeParams {
  const params: Record<string, number> = {};
  for (const p of shape.params) {
    const value = p.name === 'levels' ? levels : side;
    params[p.name] = Math.max(p.min ?? 1, Math.min(p.max ?? value, value));
  }
  return params;
}
