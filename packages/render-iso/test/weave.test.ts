import { OVER_NORTH_SOUTH, generate, solve, type Grid, type Maze, type WovenGrid } from '@mazekit/core';
import { generator as wilson } from '@mazekit/generator-wilson';
import { shape as weave } from '@mazekit/grid-weave';
import { describe, expect, it } from 'vitest';
import { bridgeBoxes, crossingsPassedUnder, deckHeight, wovenRoutePoints, wovenSides } from '../src/bridges.js';
import { wallBoxes, type Box } from '../src/boxes.js';
import { renderer } from '../src/index.js';
import { decodePng } from './pixels.js';

const woven = (seed: string, width = 10, height = 8, crossings = 1): Maze<Grid> & { grid: WovenGrid } =>
  solve(generate(wilson, { grid: weave.create({ width, height, crossings }), seed }));

const crossingsOf = (grid: WovenGrid): number[] => [...grid.over.keys()].filter((c) => grid.over[c] !== 0);

/** True when two boxes share a volume (touching faces do not count). */
const overlap = (a: Box, b: Box): boolean =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1e-9 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1e-9 && Math.min(a.z1, b.z1) - Math.max(a.z0, b.z0) > 1e-9;

describe('weave mazes as bridges', () => {
  it('draws one deck and two rails over each crossing, and steps up to each end of a deck', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const maze = woven(seed);
      const svg = renderer.render(maze, { format: 'iso' }) as string;
      const crossings = crossingsOf(maze.grid);
      expect(crossings.length).toBeGreaterThan(0);
      const decks = [...svg.matchAll(/<g class="bridge" data-cell="(\d+)" data-side="deck"/g)].map((m) => Number(m[1]));
      expect(decks.sort((p, q) => p - q)).toEqual(crossings);
      expect(svg.match(/data-side="rail"/g)).toHaveLength(2 * crossings.length);
      // Three steps at each end of a deck, unless the next cell along is a crossing of the same axis (the deck goes on).
      let ends = 0;
      for (const c of crossings) {
        const along = maze.grid.over[c] === OVER_NORTH_SOUTH ? maze.grid.width : 1;
        for (const next of [c - along, c + along]) if (maze.grid.over[next] !== maze.grid.over[c]) ends++;
      }
      expect(svg.match(/data-side="step"/g)).toHaveLength(3 * ends);
      // The bridge colours are in the style sheet of a weave maze only.
      expect(svg).toMatch(/\.bt\{fill:#c9a36b/);
    }
    const plain = renderer.render(solve(generate(wilson, { width: 6, height: 5, seed: 'a' })), { format: 'iso' }) as string;
    expect(plain).not.toMatch(/\.bt\{|class="bridge"/);
  });

  it('opens a crossing on all four sides and no bridge box overlaps another or a wall', () => {
    for (const seed of ['e', 'f']) {
      const { grid } = woven(seed, 12, 10);
      const sides = wovenSides(grid);
      for (const c of crossingsOf(grid)) expect(sides[c]).toBe(15);
      const walls = wallBoxes({ width: grid.width, height: grid.height, plane: grid.plane, cells: sides }, 0, 0, 0.4, 0.14);
      const bridges = bridgeBoxes(grid, 0, 0.4);
      const all: Box[] = [...walls, ...bridges];
      for (let i = 0; i < bridges.length; i++) {
        for (const other of all) if (other !== bridges[i]) expect(overlap(bridges[i]!, other), `${seed}: ${JSON.stringify(bridges[i])} and ${JSON.stringify(other)}`).toBe(false);
      }
    }
  });

  it('takes the route up onto a deck it crosses over, and keeps it on the floor beneath one it passes under', () => {
    const maze = woven('route', 12, 10);
    const { grid } = maze;
    const route = maze.solution!;
    const points = wovenRoutePoints(grid, route, 0, 0.03, 0.4);
    const deck = deckHeight(0.4) + 0.03;
    const over = route.slice(1, -1).filter((c) => grid.over[c] !== 0);
    const under = crossingsPassedUnder(grid, route);
    expect(over.length + under.size).toBeGreaterThan(0);
    // Every cell is one point, and each crossing gone over two more (its edges), all at deck height.
    expect(points.length / 3).toBe(route.length + 2 * over.length);
    const heights = points.filter((_, i) => i % 3 === 2);
    expect(heights.filter((z) => z === deck)).toHaveLength(3 * over.length);
    expect(heights.filter((z) => z !== deck).every((z) => z === 0.03)).toBe(true);
    // A deck the route passes beneath is see-through, its steps are not; other decks are solid.
    const svg = renderer.render(maze, { format: 'iso' }) as string;
    for (const c of crossingsOf(grid)) {
      const deckTag = new RegExp(`<g class="bridge" data-cell="${c}" data-side="deck"( opacity="[\\d.]+")?>`).exec(svg)!;
      expect(deckTag[1] !== undefined, `crossing ${c}`).toBe(under.has(c));
    }
    expect(svg).not.toMatch(/data-side="step" opacity/);
  });

  it('draws the PNG with the bridge colour on top of each deck', async () => {
    const maze = woven('png', 6, 5);
    const png = await decodePng(renderer.render(maze, { format: 'iso-png', cellSize: 40, solution: false, bridgeColor: '#ff00ff' }) as Uint8Array);
    let magenta = 0;
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const [r, g, b] = png.at(x + 0.5, y + 0.5);
        if (r > 240 && g < 20 && b > 240) magenta++;
      }
    }
    // Each deck's top is about 0.6 × 1 cell, a rhombus of about 0.6 × 40² px² on screen.
    expect(magenta).toBeGreaterThan(crossingsOf(maze.grid).length * 300);
  });
});
