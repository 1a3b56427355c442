// The pictures in the README are what the renderer draws today: regenerate them with
// UPDATE_FIXTURES=1 after a deliberate change in the drawing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TracePlayer, TraceRecorder, parseMaze, solve, type TraceState } from '@mazekit/core';
import { shape as hex } from '@mazekit/grid-hex';
import { shape as polar } from '@mazekit/grid-polar';
import { dfsGridMaze } from '@mazekit/testkit';
import { expect, test } from 'vitest';
import { renderFramePng, renderPng } from '../src/index.js';
import { wilsonMaze } from './helpers/mazes.js';
import { decodePng } from './helpers/pixels.js';

const root = new URL('../', import.meta.url);
const update = process.env.UPDATE_FIXTURES === '1';

async function matches(file: string, bytes: Uint8Array): Promise<void> {
  const path = fileURLToPath(new URL(file, root));
  if (update || !existsSync(path)) {
    if (!update) throw new Error(`missing ${file}; run with UPDATE_FIXTURES=1`);
    writeFileSync(path, bytes);
  }
  const want = await decodePng(readFileSync(path));
  const got = await decodePng(bytes);
  expect([got.width, got.height]).toEqual([want.width, want.height]);
  let differing = 0;
  for (let y = 0; y < got.height; y++) {
    for (let x = 0; x < got.width; x++) {
      const a = got.at(x, y);
      const b = want.at(x, y);
      if (a.some((v, i) => Math.abs(v - b[i]!) > 2)) differing++;
    }
  }
  expect(differing).toBe(0);
}

test('example.png: the README maze (wilson, 12x8, seed "example"), solved, with a heat map', async () => {
  const maze = parseMaze(readFileSync(new URL('test/examples/maze.json', root), 'utf8'));
  await matches('example.png', await renderPng(maze, { cellSize: 24, heatmap: true }));
});

test('example-frame.png: a multi-level frame in the middle of a loop-erased walk', async () => {
  const rec = new TraceRecorder();
  const maze = wilsonMaze(6, 5, 3, 'readme-frame', rec);
  const player = new TracePlayer(maze.grid, rec.finish());
  let state: TraceState | undefined;
  for (let n = Math.floor(player.steps * 0.6); n <= player.steps && !state; n++) {
    const s = player.seek(n);
    if (s.path.length >= 4) state = s;
  }
  await matches('example-frame.png', await renderFramePng(maze.grid, state!, { cellSize: 24, columns: 3 }));
});

test('example-polar.png and example-hex-levels.png: a polar maze by distance, solved from the rim; a three-floor hex maze', async () => {
  const round = dfsGridMaze(polar.create({ rings: 7 }), 'readme-polar');
  await matches(
    'example-polar.png',
    await renderPng(solve({ ...round, start: round.grid.size - 1, goal: 0 }), { cellSize: 20, heatmap: true, gaps: true }),
  );
  await matches('example-hex-levels.png', await renderPng(solve(dfsGridMaze(hex.create({ width: 6, height: 4, levels: 3 }), 'readme-hex')), { cellSize: 22 }));
});
