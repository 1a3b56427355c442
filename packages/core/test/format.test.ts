import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  OrthogonalGrid,
  isMazekitError,
  isPerfect,
  mazeFromJSON,
  parseMaze,
  parseMazeLines,
  stringifyMaze,
  stringifyMazeLines,
  toMazeJSON,
  totalPassages,
  type Maze,
} from '../src/index.js';

const SPEC_EXAMPLE = {
  format: 'mazekit/1',
  topology: 'orthogonal',
  width: 4,
  height: 3,
  levels: 1,
  generator: 'wilson',
  seed: '42',
  cells: [6, 12, 10, 2, 5, 8, 3, 3, 4, 12, 9, 1],
};

const malformedDir = fileURLToPath(new URL('./fixtures/malformed/', import.meta.url));

describe('mazekit/1 reader', () => {
  it('reads the example of the spec (valid, though with 10 passages it is not perfect)', () => {
    const maze = mazeFromJSON(SPEC_EXAMPLE);
    expect(maze.grid.width).toBe(4);
    expect(maze.seed).toBe('42');
    expect(totalPassages(maze.grid)).toBe(10);
    expect(isPerfect(maze.grid)).toBe(false);
  });

  it('ignores unknown top-level fields', () => {
    expect(() => mazeFromJSON({ ...SPEC_EXAMPLE, futureField: { x: 1 } })).not.toThrow();
  });

  const files = readdirSync(malformedDir).filter((f) => f.endsWith('.json'));
  it('has one malformed file per rule', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(
      [
        'json', 'object', 'format', 'topology', 'size', 'max-cells', 'generator', 'seed', 'cells', 'cells-length',
        'cell-value', 'off-grid', 'symmetric', 'start', 'goal', 'solution', 'solution-ends', 'solution-adjacent',
        'mask', 'mask-cell', 'mask-disconnected', 'rooms', 'room-bounds', 'room-overlap', 'room-open', 'doors',
        'door-open', 'door-room', 'door-twice', 'door-missing',
      ].sort(),
    );
  });

  for (const file of files) {
    const rule = file.replace(/\.json$/, '');
    it(`rejects a file that breaks rule "${rule}" and names the rule`, () => {
      const text = readFileSync(malformedDir + file, 'utf8');
      let caught: unknown;
      try {
        parseMaze(text);
      } catch (error) {
        caught = error;
      }
      expect(isMazekitError(caught)).toBe(true);
      const error = caught as Error & { rule?: string };
      expect(error.rule).toBe(rule);
      expect(error.message).toContain(`rule ${rule}`);
      expect(error.message).toMatch(/^@mazekit\/core\/format: /);
      expect(error.message).not.toContain('\n');
    });
  }
});

describe('mazekit/1 writer', () => {
  it('writes the fields of the spec in order, optional ones only when set', () => {
    const maze = mazeFromJSON(SPEC_EXAMPLE);
    expect(stringifyMaze(maze)).toBe(JSON.stringify(SPEC_EXAMPLE));
    maze.start = 0;
    maze.goal = 3;
    maze.solution = [0, 1, 2, 3];
    expect(JSON.parse(stringifyMaze(maze))).toEqual({ ...SPEC_EXAMPLE, start: 0, goal: 3, solution: [0, 1, 2, 3] });
    expect(stringifyMaze(maze)).toBe(JSON.stringify(toMazeJSON(maze)));
  });

  it('round-trips a large multi-level maze through text', () => {
    const grid = new OrthogonalGrid(300, 200, 3);
    for (let c = 0; c + 1 < grid.size; c += 7) if (grid.neighbor(c, 2) >= 0) grid.link(c, 2);
    grid.link(5, 4);
    const maze: Maze = { grid, generator: 'test', seed: 'é"\\' };
    const back = parseMaze(stringifyMaze(maze));
    expect(back.seed).toBe('é"\\');
    expect(Buffer.from(back.grid.cells).equals(Buffer.from(grid.cells))).toBe(true);
  });

  it('writes and reads JSON Lines, naming the line of a broken maze', () => {
    const a = mazeFromJSON(SPEC_EXAMPLE);
    const b = mazeFromJSON({ ...SPEC_EXAMPLE, seed: '43' });
    const text = stringifyMazeLines([a, b]);
    expect(text.split('\n')).toHaveLength(3);
    expect(parseMazeLines(text).map((m) => m.seed)).toEqual(['42', '43']);
    const broken = text + JSON.stringify({ ...SPEC_EXAMPLE, cells: [] }) + '\n';
    expect(() => parseMazeLines(broken)).toThrow(/line 3: rule cells-length/);
    expect(() => parseMazeLines('   ')).toThrow(/rule json/);
  });

  it('reads a pretty-printed single maze', () => {
    expect(parseMazeLines(JSON.stringify(SPEC_EXAMPLE, null, 2))).toHaveLength(1);
  });
});
