import { canvasSize } from '@mazekit/render-canvas';
import { OrthogonalGrid } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../src/layout.js';
import { MAX_SPEED, MAX_WEB_CELLS, MIN_SPEED } from '../src/limits.js';
import { carveMaze } from '../src/carve.js';
import { GENERATORS } from '../src/generators.js';
import { DEFAULT_SPEEDS, FALLBACK_SPEED, SPEED_SLIDER_MAX, defaultSpeed, measuredSteps, sliderFromSpeed, speedFromSlider } from '../src/speed.js';
import { DEFAULTS } from '../src/url-state.js';

describe('speed slider', () => {
  it('spans MIN_SPEED to MAX_SPEED on a log scale', () => {
    expect(speedFromSlider(0)).toBe(MIN_SPEED);
    expect(speedFromSlider(SPEED_SLIDER_MAX)).toBe(MAX_SPEED);
    expect(speedFromSlider(SPEED_SLIDER_MAX / 2)).toBe(Math.round(Math.sqrt(MIN_SPEED * MAX_SPEED)));
    expect(speedFromSlider(-5)).toBe(MIN_SPEED);
    expect(speedFromSlider(1e9)).toBe(MAX_SPEED);
  });

  it('puts a speed back where the slider shows it', () => {
    for (let p = 0; p <= SPEED_SLIDER_MAX; p += 7) {
      expect(speedFromSlider(sliderFromSpeed(speedFromSlider(p)))).toBe(speedFromSlider(p));
    }
  });
});

describe('default speeds', () => {
  it('animate every bundled generator at the default size in about 10 to 20 seconds', () => {
    for (const g of GENERATORS) {
      let steps = 0;
      const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
      for (const seed of seeds) {
        const r = carveMaze(g, { shape: 'orthogonal', rings: 1, width: DEFAULTS.width, height: DEFAULTS.height, levels: 1, seed, options: {} }, { recordUpTo: 1e8 });
        // A walls generator's open field plays as one step.
        steps += r.recording!.offsets.length - Math.max(0, r.openingSteps - 1);
      }
      const seconds = steps / seeds.length / defaultSpeed(g.id);
      expect(seconds, g.id).toBeGreaterThanOrEqual(10);
      expect(seconds, g.id).toBeLessThanOrEqual(20);
    }
    // 78 recorded carvings: seconds on a loaded two-core machine.
  }, 60_000);

  it('derives a speed for a generator missing from the table from its own carving', () => {
    // What a generator package added after the table was measured gets: measured on the
    // backtracker, the derived speed lands near the table's entry.
    const backtracker = GENERATORS.find((g) => g.id === 'backtracker')!;
    expect(Math.abs(Math.round(measuredSteps(backtracker) / 15) - DEFAULT_SPEEDS.backtracker!)).toBeLessThanOrEqual(10);
    expect(defaultSpeed('no-such-generator')).toBe(FALLBACK_SPEED);
  });
});

describe('layoutFor', () => {
  it('keeps walls at most half a cell, as render-canvas requires', () => {
    for (const [w, h, l] of [[1, 1, 1], [12, 8, 1], [200, 200, 1], [2000, 2000, 1], [30, 20, 5], [4000, 1000, 1]] as const) {
      const layout = layoutFor(w, h, l);
      expect(layout.wallWidth).toBeLessThanOrEqual(layout.cellSize / 2);
      expect(() => canvasSize(new OrthogonalGrid(w, h, l), layout)).not.toThrow();
    }
  });

  it('draws small mazes large and the largest at two pixels a cell', () => {
    expect(layoutFor(12, 8, 1).cellSize).toBe(40);
    expect(layoutFor(2000, 2000, 1).cellSize).toBe(2);
    const side = Math.sqrt(MAX_WEB_CELLS);
    const { width } = canvasSize(new OrthogonalGrid(side, side, 1), layoutFor(side, side, 1));
    expect(width).toBeLessThanOrEqual(2 * side + 8);
  });
});
