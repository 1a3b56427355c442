// The README's picture and text are what the renderer makes today: regenerate the picture
// with UPDATE_FIXTURES=1 after a deliberate change, and paste the text into the README.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMaze } from '@mazekit/core';
import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from 'vitest';
import { blocksCanvasSize, blocksText, drawBlocks } from '../src/index.js';
import { decodePng } from './helpers/pixels.js';

const root = new URL('../', import.meta.url);
const update = process.env.UPDATE_FIXTURES === '1';
// The README maze: wilson, 6x5 on 3 floors, seed "floors".
const maze = parseMaze(readFileSync(new URL('test/examples/maze.json', root), 'utf8'));

test('example.png is what drawBlocks draws', async () => {
  const options = { cellSize: 12, columns: 3 };
  const size = blocksCanvasSize(maze, options);
  const canvas = createCanvas(size.width, size.height);
  drawBlocks(canvas.getContext('2d'), maze, options);
  const bytes = canvas.toBuffer('image/png');
  const path = fileURLToPath(new URL('example.png', root));
  if (update || !existsSync(path)) {
    if (!update) throw new Error('missing example.png; run with UPDATE_FIXTURES=1');
    writeFileSync(path, bytes);
  }
  const want = await decodePng(readFileSync(path));
  const got = await decodePng(bytes);
  expect([got.width, got.height]).toEqual([want.width, want.height]);
  for (let y = 0; y < got.height; y++) for (let x = 0; x < got.width; x++) expect(got.at(x, y)).toEqual(want.at(x, y));
});

test('the README shows the text output of the same maze', () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  expect(readme).toContain('```\n' + blocksText(maze, { columns: 3 }) + '```');
  expect(readme).toContain('```\n' + blocksText(maze, { columns: 3, charset: 'ascii', layers: 'all', labels: false }) + '```');
});

test('example-dungeon.png is what drawBlocks draws of a dungeon', () => {
  const dungeon = parseMaze(readFileSync(new URL('test/examples/dungeon-40x25.json', root), 'utf8'));
  const options = { cellSize: 8 };
  const size = blocksCanvasSize(dungeon, options);
  const canvas = createCanvas(size.width, size.height);
  drawBlocks(canvas.getContext('2d'), dungeon, options);
  const bytes = canvas.toBuffer('image/png');
  const path = fileURLToPath(new URL('example-dungeon.png', root));
  if (update || !existsSync(path)) {
    if (!update) throw new Error('missing example-dungeon.png; run with UPDATE_FIXTURES=1');
    writeFileSync(path, bytes);
  }
  // Compared as bytes: the same drawing calls give the same PNG.
  expect(Buffer.compare(bytes, readFileSync(path))).toBe(0);
});

test('the README shows the text of the dungeon its example makes', () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const dungeon = parseMaze(readFileSync(new URL('test/examples/dungeon.json', root), 'utf8'));
  expect(readme).toContain("seed: 'keep', options: { rooms: 5, roomSize: '2..5' }");
  expect(readme).toContain('```text\n' + blocksText(dungeon, { charset: 'ascii' }) + '```');
});
