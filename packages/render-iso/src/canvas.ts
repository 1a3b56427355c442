import type { Grid, Maze } from '@mazekit/core';
import type { IsoContext } from './context.js';
import { resolveIsoOptions, type IsoOptions } from './options.js';
import { isoProjection } from './projection.js';
import { buildScene, isoSubject } from './scene.js';
import type { Paint, PolyItem, Scene, SceneItem, TextItem } from './scene-items.js';

function trace(ctx: IsoContext, pts: readonly number[], close: boolean): void {
  ctx.beginPath();
  ctx.moveTo(pts[0]!, pts[1]!);
  for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i]!, pts[i + 1]!);
  if (close) ctx.closePath();
}

function fillPoly(ctx: IsoContext, scene: Scene, item: PolyItem, alpha: number): void {
  const paint: Paint = item.paint === 'heat' ? { fill: item.fill! } : scene.paints[item.paint];
  trace(ctx, item.points, true);
  if (paint.fill) {
    ctx.globalAlpha = alpha * (paint.opacity ?? 1);
    ctx.fillStyle = paint.fill;
    ctx.fill();
  }
  if (paint.stroke) {
    // The SVG's fill-opacity leaves strokes solid; so does this.
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = paint.stroke;
    ctx.lineWidth = paint.width ?? 1;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

function fillText(ctx: IsoContext, scene: Scene, item: TextItem): void {
  const paint = scene.paints[item.paint];
  ctx.globalAlpha = 1;
  ctx.fillStyle = paint.fill ?? '#000000';
  ctx.font = paint.font ?? '12px sans-serif';
  ctx.textAlign = item.anchor === 'middle' ? 'center' : item.anchor;
  ctx.textBaseline = item.paint === 'title' ? 'alphabetic' : 'middle';
  ctx.fillText(item.text, item.x, item.y);
}

function draw(ctx: IsoContext, scene: Scene, item: SceneItem): void {
  switch (item.kind) {
    case 'floor':
      for (const child of item.items) draw(ctx, scene, child);
      return;
    case 'poly':
      fillPoly(ctx, scene, item, 1);
      return;
    case 'block':
      for (const face of item.faces) fillPoly(ctx, scene, face, item.opacity);
      return;
    case 'line': {
      const paint = scene.paints[item.paint];
      trace(ctx, item.points, false);
      ctx.globalAlpha = paint.opacity ?? 1;
      ctx.strokeStyle = paint.stroke!;
      ctx.lineWidth = paint.width ?? 1;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.stroke();
      return;
    }
    case 'dot': {
      const paint = scene.paints[item.paint];
      ctx.globalAlpha = 1;
      ctx.beginPath();
      ctx.arc(item.x, item.y, item.r, 0, 2 * Math.PI);
      ctx.fillStyle = paint.fill!;
      ctx.fill();
      ctx.strokeStyle = paint.stroke!;
      ctx.lineWidth = paint.width ?? 1;
      ctx.stroke();
      fillText(ctx, scene, { kind: 'text', paint: 'pinLetter', x: item.x, y: item.y, text: item.letter, anchor: 'middle' });
      return;
    }
    case 'text':
      fillText(ctx, scene, item);
  }
}

/**
 * Draws the isometric picture of `maze` onto a 2D canvas context sized with
 * {@link isoCanvasSize}: the same scene, in the same order, as {@link renderIsoSvg}.
 */
export function drawIso(ctx: IsoContext, maze: Maze<Grid>, options?: IsoOptions): void {
  const scene = buildScene(maze, options);
  if (scene.background !== 'none') {
    ctx.globalAlpha = 1;
    ctx.fillStyle = scene.background;
    ctx.fillRect(0, 0, scene.width, scene.height);
  }
  for (const item of scene.items) draw(ctx, scene, item);
  ctx.globalAlpha = 1;
}

/** The canvas size in px that {@link drawIso} fills for `maze` with `options`. */
export function isoCanvasSize(maze: Maze<Grid>, options?: IsoOptions): { width: number; height: number } {
  const { width, height } = isoProjection(isoSubject(maze).frame, resolveIsoOptions(options));
  return { width, height };
}
