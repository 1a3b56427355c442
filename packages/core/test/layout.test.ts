import { describe, expect, it } from 'vitest';
import {
  CellKind,
  OrthogonalGrid,
  defineGenerator,
  generate,
  isMazekitError,
  layoutCells,
  layoutStats,
  longestPath,
  mazeFromJSON,
  mazeStats,
  parseMaze,
  solve,
  stringifyMaze,
  toMazeJSON,
  type Grid,
  type Layout,
} from '../src/index.js';

/** The dungeon of docs/maze-json.md: two rooms, a corridor, two doors, four rock cells. */
const DUNGEON = {
  format: 'mazekit/1',
  topology: 'orthogonal',
  width: 5,
  height: 3,
  levels: 1,
  generator: 'rooms',
  seed: 'door',
  cells: [6, 14, 12, 12, 10, 5, 9, 0, 0, 3, 0, 0, 4, 12, 9],
  rooms: [
    { col: 0, row: 0, width: 2, height: 2, level: 0 },
    { col: 2, row: 2, width: 2, height: 1, level: 0 },
  ],
  doors: [
    [1, 2],
    [13, 14],
  ],
};

function ruleOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (isMazekitError(error)) return error.rule;
    throw error;
  }
  return undefined;
}

describe('dungeon layout in maze JSON', () => {
  it('reads the example, writes it back byte for byte, and through toMazeJSON', () => {
    const maze = mazeFromJSON(DUNGEON);
    expect(maze.layout?.rooms).toHaveLength(2);
    expect(maze.layout?.doors).toEqual([{ from: 1, to: 2 }, { from: 13, to: 14 }]);
    expect(stringifyMaze(maze)).toBe(JSON.stringify(DUNGEON));
    expect(toMazeJSON(maze)).toEqual(DUNGEON);
    solve(maze);
    const text = stringifyMaze(maze);
    expect(text).toMatch(/"doors":\[\[1,2\],\[13,14\]\],"start":\d+,"goal":\d+,"solution":/);
    expect(parseMaze(text).layout).toEqual(maze.layout);
  });

  it('tells rooms, corridors and rock apart, and marks doors on both sides', () => {
    const cells = layoutCells(mazeFromJSON(DUNGEON))!;
    expect(Array.from(cells.kinds)).toEqual([2, 2, 1, 1, 1, 2, 2, 0, 0, 1, 0, 0, 2, 2, 1]);
    expect(cells.counts).toEqual([4, 5, 6]);
    expect(Array.from(cells.room.subarray(0, 7))).toEqual([0, 0, -1, -1, -1, 0, 0]);
    expect(cells.doors[1]).toBe(1 << 2); // east
    expect(cells.doors[2]).toBe(1 << 3); // west
    expect(cells.doors[13]).toBe(1 << 2);
    expect(CellKind).toEqual({ ROCK: 0, CORRIDOR: 1, ROOM: 2 });
  });

  it('ignores unknown fields inside a room, and reads a maze with no rooms as a dungeon of corridors', () => {
    const extra = { ...DUNGEON, rooms: DUNGEON.rooms.map((r) => ({ ...r, name: 'hall' })) };
    expect(mazeFromJSON(extra).layout?.rooms[0]).toEqual(DUNGEON.rooms[0]);
    const corridor = { ...DUNGEON, width: 3, height: 1, cells: [4, 12, 8], rooms: [], doors: [] };
    expect(layoutCells(mazeFromJSON(corridor))!.counts).toEqual([0, 3, 0]);
  });

  it('refuses rooms and doors without each other, and rooms on other shapes', () => {
    const { doors: _doors, ...noDoors } = DUNGEON;
    expect(ruleOf(() => mazeFromJSON(noDoors))).toBe('doors');
    const { rooms: _rooms, ...noRooms } = DUNGEON;
    expect(ruleOf(() => mazeFromJSON(noRooms))).toBe('rooms');
    expect(ruleOf(() => mazeFromJSON({ ...DUNGEON, mask: '111111111111111' }))).toBe('rooms');
  });

  it('checks a layout handed to the API with the same rules, naming the package', () => {
    const maze = mazeFromJSON(DUNGEON);
    const bad: Layout = { rooms: maze.layout!.rooms, doors: [{ from: 1, to: 2 }, { from: 1, to: 2 }] };
    expect(() => layoutCells({ grid: maze.grid, layout: bad }, '@mazekit/render-svg')).toThrow(
      /^@mazekit\/render-svg: layout rule door-twice: doors\[1\] \(cell 1 to cell 2\) is listed twice$/,
    );
    expect(layoutCells({ grid: maze.grid })).toBeUndefined();
  });
});

describe('analysis of dungeons', () => {
  it('starts the longest path at the first open cell, not at rock', () => {
    // Cell 0 is rock; the corridor is cells 1 and 2.
    const maze = mazeFromJSON({ ...DUNGEON, width: 3, height: 1, cells: [0, 4, 8], rooms: [], doors: [] });
    const ends = longestPath(maze.grid);
    expect([ends.start, ends.goal].sort()).toEqual([1, 2]);
    expect(ends.length).toBe(1);
    expect(maze.grid.cells[ends.goal]).not.toBe(0);
  });

  it('counts loops among open cells, and the layout figures', () => {
    const maze = mazeFromJSON(DUNGEON);
    const stats = mazeStats(maze.grid);
    // 11 open cells, 11 passages: the 2x2 room is the one loop.
    expect(stats.passages).toBe(11);
    expect(stats.reachable).toBe(11);
    expect(stats.loops).toBe(1);
    expect(stats.perfect).toBe(false);
    expect(layoutStats(maze)).toEqual({
      rooms: 2,
      doors: 2,
      stairs: 0,
      roomCells: 6,
      corridorCells: 5,
      rockCells: 4,
      corridorShare: 5 / 11,
      openShare: 11 / 15,
      loops: 0,
    });
    // A second way from the small room to the corridor: one loop.
    const cells = [...DUNGEON.cells];
    cells[3] = 14; // the corridor opens south, too
    cells[8] = 3; // a rock cell becomes corridor, north and south
    cells[13] = 13; // the small room opens north through a second door
    const looped = mazeFromJSON({ ...DUNGEON, cells, doors: [...DUNGEON.doors, [13, 8]] });
    expect(layoutStats(looped)!.loops).toBe(1);
    expect(layoutStats({ grid: maze.grid })).toBeUndefined();
    const solved = solve(maze);
    expect(solved.solution!.length).toBeGreaterThan(1);
    expect(maze.grid.cells[solved.start!]).not.toBe(0);
  });
});

describe('generator promise', () => {
  const spec = {
    id: 'one-room',
    name: 'One room',
    summary: 'The whole floor is one room.',
    package: 'one-room',
    topologies: ['orthogonal'],
    multiLevel: false,
    uniform: false,
    promise: 'connected',
    traceKind: 'fill',
    carve: (grid: Grid) => {
      const g = grid as OrthogonalGrid;
      for (let c = 0; c < g.size; c++) {
        if (g.col(c) + 1 < g.width) g.link(c, 2);
        if (g.row(c) + 1 < g.height) g.link(c, 1);
      }
      return { rooms: [{ col: 0, row: 0, width: g.width, height: g.height, level: 0 }], doors: [] };
    },
  } as const;
  const dungeon = defineGenerator(spec);

  it('is perfect unless said otherwise, and generate() keeps what carve returns', () => {
    expect(dungeon.promise).toBe('connected');
    const maze = generate(dungeon, { width: 3, height: 2, seed: 1 });
    expect(maze.layout?.rooms).toEqual([{ col: 0, row: 0, width: 3, height: 2, level: 0 }]);
    expect(JSON.parse(stringifyMaze(maze)).rooms).toHaveLength(1);
    const plain = defineGenerator({ ...spec, promise: undefined, traceKind: undefined, id: 'plain', carve: () => undefined });
    expect(plain.promise).toBe('perfect');
    expect('layout' in generate(plain, { width: 1, height: 1, seed: 1 })).toBe(false);
  });

  it('refuses a promise it does not know', () => {
    expect(() => defineGenerator({ ...spec, promise: 'tidy' as 'perfect' })).toThrow(/promise must be perfect or connected, got "tidy"/);
  });

  it('a grid with no layout has no rock', () => {
    expect(layoutCells({ grid: new OrthogonalGrid(2, 2) })).toBeUndefined();
  });
});
