import { type OrthogonalGrid, defineGenerator } from '@mazekit/core';
import { PACKAGE } from './package.js';
import { carveRooms } from './rooms.js';
import { DEFAULTS, MAX_ROOM_SIDE, parseRoomSize } from './settings.js';

/** Rooms and mazes, as a mazekit generator: a dungeon of rooms, corridors, doors and rock. */
export const generator = defineGenerator({
  id: 'rooms',
  name: 'Rooms and mazes',
  summary:
    'A dungeon: rectangular rooms joined by winding corridors through doors, rock everywhere else, floors joined by stairs in rooms; not a perfect maze.',
  package: PACKAGE,
  topologies: ['orthogonal'],
  multiLevel: true,
  uniform: false,
  promise: 'connected',
  traceKind: 'fill',
  options: [
    { name: 'rooms', type: 'number', description: 'Rooms per floor (0: as many as density asks for).', default: DEFAULTS.rooms, min: 0, max: 1_000_000, integer: true },
    { name: 'density', type: 'number', description: 'Share of each floor that rooms cover, when rooms is 0.', default: DEFAULTS.density, min: 0, max: 0.9 },
    { name: 'roomSize', type: 'string', description: `Room sides in cells, a range like 3..9 or one number (1 to ${MAX_ROOM_SIDE}).`, default: DEFAULTS.roomSize },
    { name: 'winding', type: 'number', description: 'Chance a corridor turns where it could go straight on: 0 straight, 1 twisty.', default: DEFAULTS.winding, min: 0, max: 1 },
    { name: 'branching', type: 'number', description: 'Chance a corridor grows from a random earlier cell, not the newest: 0 long corridors, 1 bushy.', default: DEFAULTS.branching, min: 0, max: 1 },
    { name: 'extraDoors', type: 'number', description: 'Chance of each further door of a room: 0 gives exactly one way between any two places.', default: DEFAULTS.extraDoors, min: 0, max: 1 },
    { name: 'deadEnds', type: 'number', description: 'Share of dead ends kept: 0 fills them all, 1 keeps every one.', default: DEFAULTS.deadEnds, min: 0, max: 1 },
  ],
  // The room-size range is a string the specs cannot check: its rule runs before any grid is made.
  checkOptions: (options) => void parseRoomSize(options.roomSize),
  carve: (grid, rng, options, tracer) => carveRooms(grid as OrthogonalGrid, rng, options, tracer),
});
