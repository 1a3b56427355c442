import { readFileSync } from 'node:fs';
import { createRng } from '@mazekit/core';
import { expect, it } from 'vitest';
import { ellerRows } from '../src/index.js';

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
