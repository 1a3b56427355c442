import { OrthogonalGrid, TracePlayer, createRng, randomInt } from '@mazekit/core';
import { describe, expect, it } from 'vitest';
import { carveMaze } from '../src/carve.js';
import { findGenerator } from '../src/generators.js';
import { mapLayout } from '../src/view/map-layout.js';
import { Painter } from '../src/view/painter.js';
import { colorsOf, LIGHT } from '../src/view/palette.js';
import { rasterize, type Layers } from '../src/view/raster.js';
import { frameScene } from '../src/view/scenes.js';
import { openingsFor } from '../src/view/scene-data.js';

const colors = colorsOf(LIGHT);

/** A stand-in for a canvas's 2D context: `putImageData` copies the dirty rectangle into `shown`. */
function fakeContext(width: number, height: number) {
  const shown = new Uint32Array(width * height);
  let put = 0;
  const ctx = {
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(4 * w * h) }),
    putImageData(image: { width: number; data: Uint8ClampedArray }, _dx: number, _dy: number, x: number, y: number, w: number, h: number) {
      const from = new Uint32Array(image.data.buffer);
      for (let row = y; row < y + h; row++) shown.set(from.subarray(row * image.width + x, row * image.width + x + w), row * width + x);
      put += w * h;
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, shown, puts: () => put };
}

/** The whole picture drawn from scratch, as the reference. */
function whole(layers: Layers, layout: ReturnType<typeof mapLayout>, camera: { z: number; x: number; y: number }, width: number, height: number): Uint32Array {
  const out = new Uint32Array(width * height);
  rasterize(layout, camera, out, width, height, layers, colors);
  return out;
}

/** Pixels that differ between two pictures. */
function differences(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

describe('Painter', () => {
  it('repaints only what changed, and the canvas is always the picture drawn from scratch', async () => {
    const generator = findGenerator('wilson')!;
    const request = { shape: 'orthogonal', width: 14, height: 9, levels: 1, rings: 1, seed: 'paint', options: {} };
    const carved = carveMaze(generator, request, { recordUpTo: 1e6 });
    const grid = new OrthogonalGrid(14, 9);
    const layout = mapLayout(14, 9, 1);
    const model = { layout, grid };
    const player = new TracePlayer(grid, carved.recording!);
    const [width, height] = [203, 141];
    const camera = { z: 13.7, x: -0.3, y: -0.2 };
    const { ctx, shown, puts } = fakeContext(width, height);
    const painter = new Painter(ctx);
    const rng = createRng('steps');
    const openings = openingsFor(grid, 0, grid.size - 1);
    let step = 0;
    let painted = 0;
    let frames = 0;
    while (step < player.steps) {
      // Forward a few steps, now and then back (a scrub), as the animation and scrubber do.
      const stride = Math.ceil(player.steps / 150);
      step = rng() < 0.1 ? Math.max(0, step - randomInt(rng, 4 * stride)) : Math.min(player.steps, step + 1 + randomInt(rng, stride));
      const layers = frameScene(model, player.seek(step)).layers(false, colors);
      const withEnds = { ...layers, marks: [{ cell: step % grid.size, color: colors.player, round: true }], openings };
      let result: { painted: number } | undefined;
      painter.paint({ layout, camera, width, height, layers: withEnds, colors }, (r) => (result = r));
      while (!result) await new Promise((resolve) => setTimeout(resolve, 0));
      if (frames > 0) painted += result.painted;
      frames++;
      expect(differences(shown, whole(withEnds, layout, camera, width, height)), `step ${step}`).toBe(0);
    }
    // After the first frame, frames repaint a small part of the canvas on average.
    expect(painted / (frames - 1)).toBeLessThan((width * height) / 5);
    expect(puts()).toBeLessThan(frames * width * height);
  }, 30_000);

  it('paints a picture too large for one task over several, showing it only when complete', async () => {
    const grid = new OrthogonalGrid(60, 40);
    const layout = mapLayout(60, 40, 1);
    const [width, height] = [1200, 800];
    const camera = { z: 19.5, x: -0.5, y: -0.5 };
    const { ctx, shown } = fakeContext(width, height);
    const painter = new Painter(ctx);
    const first: Layers = { cells: grid.cells };
    const done: number[] = [];
    painter.paint({ layout, camera, width, height, layers: first, colors }, (r) => done.push(r.painted));
    // A later request before the first is shown folds into it.
    const second: Layers = { cells: grid.cells.slice().fill(15) };
    if (painter.busy) {
      expect(differences(shown, new Uint32Array(shown.length))).toBe(0);
      painter.paint({ layout, camera, width, height, layers: second, colors }, (r) => done.push(r.painted));
      while (painter.busy) await new Promise((resolve) => setTimeout(resolve, 1));
    } else painter.paint({ layout, camera, width, height, layers: second, colors }, (r) => done.push(r.painted));
    expect(differences(shown, whole(second, layout, camera, width, height))).toBe(0);
    expect(done.length).toBeGreaterThanOrEqual(1);
  });
});
