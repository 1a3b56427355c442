import type { Camera } from './camera.js';
import { cellCentre, floorOrigin, type MapLayout } from './map-layout.js';
import type { Scheme } from './palette.js';
import type { Layers } from './raster.js';

/** Smallest on-screen size of a mark (start, goal, player) in the overview, in CSS px. */
const MIN_MARK = 7;

function wordToCss(word: number): string {
  return `rgb(${word & 255} ${(word >> 8) & 255} ${(word >> 16) & 255})`;
}

/**
 * What the pixel raster does not draw: floor labels, stair arrows once cells are large
 * enough to hold them, and, in the overview, the marks (start, goal, player) as dots big
 * enough to find. `labelMax` caps the labels' size in device pixels (larger on paper).
 */
export function decorate(
  ctx: CanvasRenderingContext2D,
  layout: MapLayout,
  camera: Camera,
  layers: Layers,
  scheme: Scheme,
  dpr: number,
  overview: boolean,
  labelMax = 18 * dpr,
): void {
  const { z } = camera;
  const toX = (mx: number): number => (mx - camera.x) * z;
  const toY = (my: number): number => (my - camera.y) * z;

  if (layout.levels > 1 && z >= 9 * dpr) {
    ctx.fillStyle = scheme.wall;
    ctx.font = `${Math.round(Math.min(z * 0.7, labelMax))}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    for (let level = 0; level < layout.levels; level++) {
      const at = floorOrigin(layout, level);
      ctx.fillText(`Level ${level + 1}`, toX(at.x), toY(at.y - 0.5));
    }
  }

  if (layout.levels > 1 && z >= 14 * dpr && !layout.shape) strokeStairs(ctx, layout, camera, layers.cells, scheme.wall);

  if (overview && layers.marks?.length) {
    const r = Math.max((MIN_MARK * dpr) / 2, z * 0.35);
    for (const m of layers.marks) {
      const at = cellCentre(layout, m.cell);
      ctx.fillStyle = wordToCss(m.color);
      ctx.strokeStyle = scheme.background;
      ctx.lineWidth = Math.max(1, dpr);
      ctx.beginPath();
      if (m.round) ctx.arc(toX(at.x), toY(at.y), r, 0, 2 * Math.PI);
      else ctx.rect(toX(at.x) - r, toY(at.y) - r, 2 * r, 2 * r);
      ctx.fill();
      ctx.stroke();
    }
  }
}

/** ▲ in the top half of a cell with stairs up, ▼ in the bottom half of one with stairs down; visible cells only. */
function strokeStairs(ctx: CanvasRenderingContext2D, layout: MapLayout, camera: Camera, cells: Uint8Array, color: string): void {
  const { z } = camera;
  const w = layout.width;
  const h = layout.height;
  const viewW = ctx.canvas.width / z;
  const viewH = ctx.canvas.height / z;
  ctx.fillStyle = color;
  ctx.beginPath();
  for (let level = 0; level < layout.levels; level++) {
    const at = floorOrigin(layout, level);
    const c0 = Math.max(0, Math.floor(camera.x - at.x));
    const c1 = Math.min(w - 1, Math.ceil(camera.x + viewW - at.x));
    const r0 = Math.max(0, Math.floor(camera.y - at.y));
    const r1 = Math.min(h - 1, Math.ceil(camera.y + viewH - at.y));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const v = cells[c + w * (r + h * level)]!;
        if (!(v & 48)) continue;
        const x = (at.x + c + 0.5 - camera.x) * z;
        const y = (at.y + r + 0.5 - camera.y) * z;
        const s = z * 0.16;
        if (v & 16) {
          ctx.moveTo(x, y - 2.2 * s);
          ctx.lineTo(x + s * 1.3, y - 0.4 * s);
          ctx.lineTo(x - s * 1.3, y - 0.4 * s);
          ctx.closePath();
        }
        if (v & 32) {
          ctx.moveTo(x, y + 2.2 * s);
          ctx.lineTo(x + s * 1.3, y + 0.4 * s);
          ctx.lineTo(x - s * 1.3, y + 0.4 * s);
          ctx.closePath();
        }
      }
    }
  }
  ctx.fill();
}
