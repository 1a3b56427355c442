import { Emitter } from '../emitter.js';

/** Where the play mode's player is: the cell it stands in and the way it came (entrance first). */
export interface PlayerPosition {
  readonly head: number;
  readonly way: readonly number[];
  /** `ready`, `walking`, `won` or `gave-up`. */
  readonly state: string;
}

/**
 * Told after every move of the play mode's player (and when a game starts), and `undefined`
 * when the play mode is left: other views (the 3D one) show the player from it.
 */
export const playMoved = new Emitter<PlayerPosition | undefined>();
