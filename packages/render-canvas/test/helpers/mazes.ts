// Shared with the other renderers' tests: the seeded test mazes live in the testkit.
export { dfsMaze, wilsonMaze } from '@mazekit/testkit';
