/** To the next cell clockwise on the same ring (bit 1). */
export const CW = 0;
/** To the next cell counter-clockwise on the same ring (bit 2). */
export const CCW = 1;
/** To the first (or only) outer cell, counting clockwise (bit 4). */
export const OUT0 = 2;
/** Inward, from a cell that is the first (or only) outer cell of its inner neighbour (bit 8). */
export const IN0 = 3;
/** To the second outer cell of a cell whose ring splits in two or three (bit 16). */
export const OUT1 = 4;
/** Inward, from a cell that is the second outer cell of its inner neighbour (bit 32). */
export const IN1 = 5;
/** To the third outer cell of a cell whose ring splits in three (bit 64). */
export const OUT2 = 6;
/** Inward, from a cell that is the third outer cell of its inner neighbour (bit 128). */
export const IN2 = 7;

/** Direction names, indexed by direction number (passage bit = `1 << direction`). */
export const POLAR_DIRECTIONS = Object.freeze(['cw', 'ccw', 'out0', 'in0', 'out1', 'in1', 'out2', 'in2'] as const);
