import { describe, expect, it } from 'vitest';
import {
  OrthogonalGrid,
  createRng,
  isMasked,
  isMazekitError,
  maskCells,
  maskGrid,
  parseMaze,
  parseMazeLines,
  parseTextMask,
  solve,
  stringifyMaze,
  stringifyMazeLines,
  toMazeJSON,
  type Grid,
  type Maze,
} from '../src/index.js';
import { carveAny, testMaze } from './helpers.js';
import { LineGrid, lineShape } from './line-shape.js';

function ruleOf(action: () => unknown): { rule: string | undefined; message: string } {
  try {
    action();
  } catch (error) {
    expect(isMazekitError(error)).toBe(true);
    const e = error as Error & { rule?: string };
    expect(e.message).not.toContain('\n');
    return { rule: e.rule, message: e.message };
  }
  throw new Error('expected an error');
}

describe('maze JSON over shapes', () => {
  it('keeps the exact bytes of orthogonal mazes', () => {
    const maze = solve<OrthogonalGrid>({ grid: testMaze(3, 2, 1, createRng('b')), generator: 'g', seed: 's' });
    const text = stringifyMaze(maze);
    expect(text).toMatch(/^\{"format":"mazekit\/1","topology":"orthogonal","width":3,"height":2,"levels":1,"generator":"g","seed":"s","cells":\[[0-9,]+\],"start":\d,"goal":\d,"solution":\[[0-9,]+\]\}$/);
    expect(stringifyMaze(parseMaze(text))).toBe(text);
    expect(stringifyMaze(parseMaze(text, [lineShape]))).toBe(text);
  });

  it('reads and writes a plugin shape, given the shape', () => {
    const grid = carveAny(lineShape.create({ length: 4 }), createRng('x'));
    const maze = solve<Grid>({ grid, generator: 'g', seed: '1' });
    const text = stringifyMaze(maze);
    expect(text).toBe('{"format":"mazekit/1","topology":"line","length":4,"generator":"g","seed":"1","cells":[1,3,3,2],"start":3,"goal":0,"solution":[3,2,1,0]}');
    expect(JSON.parse(text)).toEqual(toMazeJSON(maze));
    const back = parseMaze(text, [lineShape]);
    expect(back.grid).toBeInstanceOf(LineGrid);
    expect(stringifyMaze(back)).toBe(text);
    expect(parseMazeLines(stringifyMazeLines([maze, maze]), [lineShape])).toHaveLength(2);
  });

  it('refuses an unknown topology, naming it and the known ones', () => {
    const text = '{"format":"mazekit/1","topology":"line","length":2,"generator":"g","seed":"1","cells":[0,0]}';
    expect(ruleOf(() => parseMaze(text)).message).toBe(
      '@mazekit/core/format: rule topology: "topology" must be "orthogonal", got "line"',
    );
    expect(ruleOf(() => parseMaze(text.replace('"line"', '"moebius"'), [lineShape])).message).toBe(
      '@mazekit/core/format: rule topology: "topology" must be one of orthogonal, line, got "moebius"',
    );
    expect(ruleOf(() => parseMaze(text.replace('"length":2', '"length":0'), [lineShape])).rule).toBe('size');
  });

  it('refuses to write a grid whose shape it does not know', () => {
    const bare = Object.assign(new LineGrid(2), { topology: 'bare' });
    Object.defineProperty(bare, 'shape', { value: undefined });
    const { rule, message } = ruleOf(() => stringifyMaze({ grid: bare, generator: 'g', seed: '1' }));
    expect(rule).toBe('topology');
    expect(message).toMatch(/cannot write topology "bare"; known: orthogonal/);
  });
});

describe('masked maze JSON', () => {
  const base = new OrthogonalGrid(4, 3);
  const grid = carveAny(maskGrid(base, maskCells(base, parseTextMask('.##.\n####\n.##.'))), createRng('m'));
  const maze = solve<Grid>({ grid, generator: 'g', seed: 'm' });

  it('writes base cell numbers, 0 for off cells, and the mask after the shape fields', () => {
    const json = toMazeJSON(maze);
    expect(Object.keys(json)).toEqual(['format', 'topology', 'width', 'height', 'levels', 'mask', 'generator', 'seed', 'cells', 'start', 'goal', 'solution']);
    expect(json.mask).toBe('011011110110');
    expect(json.cells).toHaveLength(12);
    expect([json.cells[0], json.cells[3], json.cells[8], json.cells[11]]).toEqual([0, 0, 0, 0]);
    const onBase = (c: number) => json.mask![c] === '1';
    expect(onBase(json.start!) && onBase(json.goal!) && json.solution!.every(onBase)).toBe(true);
    expect(stringifyMaze(maze)).toBe(JSON.stringify(json));
  });

  it('reads back the same masked maze', () => {
    const back = parseMaze(stringifyMaze(maze));
    expect(isMasked(back.grid)).toBe(true);
    expect(Array.from(back.grid.cells)).toEqual(Array.from(grid.cells));
    expect([back.start, back.goal, back.solution]).toEqual([maze.start, maze.goal, maze.solution]);
    expect(stringifyMaze(back)).toBe(stringifyMaze(maze));
  });

  it('refuses broken masks and ends on off cells with the rule', () => {
    const json = toMazeJSON(maze);
    const bad = (patch: object): string | undefined => ruleOf(() => parseMaze(JSON.stringify({ ...json, ...patch }))).rule;
    expect(bad({ mask: '0110' })).toBe('mask');
    expect(bad({ mask: 'x'.repeat(12) })).toBe('mask');
    expect(bad({ mask: '0'.repeat(12) })).toBe('mask');
    expect(bad({ start: 0 })).toBe('start');
    expect(bad({ goal: 3 })).toBe('goal');
    expect(bad({ solution: [0, 1] })).toBe('solution');
    expect(ruleOf(() => parseMaze(JSON.stringify({ ...json, mask: '110000000011', cells: new Array(12).fill(0), start: undefined, goal: undefined, solution: undefined }))).message).toBe(
      '@mazekit/core/format: rule mask-disconnected: "mask" on-cells do not all connect: cell 10 (col 2, row 2) cannot be reached from cell 0 (col 0, row 0)',
    );
  });

  it('keeps a masked maze of a plugin shape', () => {
    const line = lineShape.create({ length: 5 });
    const masked = carveAny(maskGrid(line, Uint8Array.of(0, 1, 1, 1, 0)), createRng('l'));
    const m: Maze<Grid> = { grid: masked, generator: 'g', seed: '1' };
    const text = stringifyMaze(m);
    expect(text).toBe('{"format":"mazekit/1","topology":"line","length":5,"mask":"01110","generator":"g","seed":"1","cells":[0,1,3,2,0]}');
    expect(stringifyMaze(parseMaze(text, [lineShape]))).toBe(text);
  });
});
