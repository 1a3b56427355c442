import { readFileSync } from 'node:fs';
import { generate } from '@mazekit/core';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

it('the README names every option with its default', () => {
  for (const o of generator.options) expect(readme).toMatch(new RegExp(`\\| \`${o.name}\` \\| \`${typeof o.default === 'string' ? `'${o.default.replace(/\./g, '\\.')}'` : o.default}\` \\|`));
});

it("the README's picture is the dungeon it says it is", () => {
  const maze = generate(generator, { width: 30, height: 14, seed: 'dungeon', options: { rooms: 6, roomSize: '3..6', extraDoors: 0.2 } });
  const layout = maze.layout!;
  expect(layout.rooms).toHaveLength(6);
  expect(layout.doors).toHaveLength(9);
  // Row 1 of the blocks (the cells of row 0): rock, then a corridor, as the README shows.
  const lines = readme.split('\n');
  const line = lines[lines.indexOf('```text') + 2]!;
  const row0 = Array.from({ length: 30 }, (_, x) => (maze.grid.cells[x] || layout.rooms.some((r) => r.row === 0 && x >= r.col && x < r.col + r.width) ? ' ' : '#')).join('');
  expect(Array.from({ length: 30 }, (_, x) => line[2 * x + 1]).join('')).toBe(row0);
});
