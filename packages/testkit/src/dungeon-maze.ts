import { parseMaze, type Maze, type OrthogonalGrid } from '@mazekit/core';

/**
 * A small solved dungeon (12 × 8, three rooms, four doors, some rock) as maze JSON, written
 * once by @mazekit/generator-rooms (seed `fixture`): renderers draw it in their golden
 * fixtures without depending on a generator package.
 */
export const DUNGEON_JSON = '{"format":"mazekit/1","topology":"orthogonal","width":12,"height":8,"levels":1,"generator":"rooms","seed":"fixture","cells":[4,12,12,12,14,14,14,14,10,6,12,10,6,10,0,0,3,7,15,11,3,3,2,3,7,15,10,0,3,5,13,9,3,3,3,3,5,9,3,6,9,4,12,12,11,5,11,3,6,12,11,3,6,14,14,10,3,0,3,3,3,2,3,3,7,15,15,11,3,0,3,3,3,3,3,7,13,13,13,9,5,12,9,3,5,9,5,13,12,12,12,12,12,12,12,9],"rooms":[{"col":4,"row":4,"width":4,"height":3,"level":0},{"col":0,"row":1,"width":2,"height":3,"level":0},{"col":5,"row":0,"width":3,"height":3,"level":0}],"doors":[[76,75],[25,26],[7,8],[5,4]],"start":23,"goal":0,"solution":[23,35,47,59,71,83,95,94,93,92,91,90,89,88,87,75,63,51,39,40,28,16,4,3,2,1,0]}';

/** {@link DUNGEON_JSON}, parsed: a maze with a layout (rooms and doors) and rock. */
export function dungeonMaze(): Maze<OrthogonalGrid> {
  return parseMaze(DUNGEON_JSON);
}
