import { MazekitError, describeValue } from '@mazekit/core';
import { PACKAGE } from './package.js';

/** What {@link carveRooms} takes; every field has a default (see the generator's options). */
export interface RoomsOptions {
  /** Rooms per floor; 0 places as many as `density` asks for. */
  readonly rooms?: number;
  /** Share of each floor that rooms should cover, when `rooms` is 0 (at most 0.9). */
  readonly density?: number;
  /** Side lengths of a room, in cells: `"3..9"`, or one number for square rooms of one size. */
  readonly roomSize?: string;
  /** Chance that a corridor turns where it could go straight on: 0 straight, 1 twisty. */
  readonly winding?: number;
  /** Chance that a corridor grows from a random earlier cell rather than the newest: 0 long corridors, 1 bushy. */
  readonly branching?: number;
  /** Chance of each further door of a room after the ones that join it: 0 gives exactly one way between any two places. */
  readonly extraDoors?: number;
  /** Share of the dead ends kept: 0 fills them all (only corridors that lead somewhere stay), 1 keeps every one. */
  readonly deadEnds?: number;
}

/** {@link RoomsOptions} checked, with defaults filled in. */
export interface RoomsSettings {
  readonly rooms: number;
  readonly density: number;
  readonly minSize: number;
  readonly maxSize: number;
  readonly winding: number;
  readonly branching: number;
  readonly extraDoors: number;
  readonly deadEnds: number;
}

/** The defaults of every option, as the generator's option specs give them. */
export const DEFAULTS = Object.freeze({
  rooms: 0,
  density: 0.35,
  roomSize: '3..7',
  winding: 0.4,
  branching: 0,
  extraDoors: 0.1,
  deadEnds: 0,
} as const);

/** The largest room side accepted (rooms are clipped to the floor anyway). */
export const MAX_ROOM_SIDE = 10_000;

const SIZE = /^\s*(\d+)\s*(?:(?:\.\.|-|,)\s*(\d+)\s*)?$/;

/** Reads `"3..9"` (or `3-9`, `3,9`, `5`) into the smallest and largest side. */
export function parseRoomSize(text: unknown): [number, number] {
  const m = typeof text === 'string' ? SIZE.exec(text) : null;
  const min = m ? Number(m[1]) : NaN;
  const max = m ? Number(m[2] ?? m[1]) : NaN;
  if (!m || min < 1 || max < min || max > MAX_ROOM_SIDE) {
    throw new MazekitError(
      PACKAGE,
      `option roomSize must be a side or a range of sides like "3..9" (whole numbers from 1 to ${MAX_ROOM_SIDE}, smallest first), got ${describeValue(text)}`,
    );
  }
  return [min, max];
}

function unit(name: string, value: unknown, max = 1): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    throw new MazekitError(PACKAGE, `option ${name} must be a number from 0 to ${max}, got ${describeValue(value)}`);
  }
  return value;
}

/** Checks options given to the bare carve function (the generator's specs check them too). */
export function resolveRoomsOptions(options: RoomsOptions = {}): RoomsSettings {
  if (typeof options !== 'object' || options === null) throw new MazekitError(PACKAGE, `options must be an object, got ${describeValue(options)}`);
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) } as Required<RoomsOptions>;
  if (!Number.isInteger(o.rooms) || o.rooms < 0 || o.rooms > 1_000_000) {
    throw new MazekitError(PACKAGE, `option rooms must be an integer from 0 to 1000000, got ${describeValue(o.rooms)}`);
  }
  const [minSize, maxSize] = parseRoomSize(o.roomSize);
  return {
    rooms: o.rooms,
    density: unit('density', o.density, 0.9),
    minSize,
    maxSize,
    winding: unit('winding', o.winding),
    branching: unit('branching', o.branching),
    extraDoors: unit('extraDoors', o.extraDoors),
    deadEnds: unit('deadEnds', o.deadEnds),
  };
}
