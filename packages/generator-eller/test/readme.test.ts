import { readFileSync } from 'node:fs';
import { createRng } from '@mazekit/core';
import { expect, it } from 'vitest';
import { ellerRows, generator } from '../src/index.js';

it('prints the text maze the README shows for its streaming snippet', () => {
  const width = 12;
  const lines = ['+' + '---+'.repeat(width)];
  for (const row of ellerRows(width, 6, createRng('stream'))) {
    let cells = '|';
    let floor = '+';
    for (const bits of row) {
      cells += bits & 4 ? '    ' : '   |';
      floor += bits & 2 ? '   +' : '---+';
    }
    lines.push(cells, floor);
  }
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toContain('prints\n\n```text\n' + lines.join('\n') + '\n```');
});

it('counts the dead ends the README gives for its generator.rows snippet', () => {
  let deadEnds = 0;
  for (const row of generator.rows!(40, 100_000, createRng('rows'), { join: 0.6 })) {
    for (const bits of row) if ((bits & (bits - 1)) === 0) deadEnds++;
  }
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toContain(`prints \`${deadEnds} dead ends\`.`);
});
