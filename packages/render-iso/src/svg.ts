import type { Grid, Maze } from '@mazekit/core';
import type { IsoOptions } from './options.js';
import { buildScene } from './scene.js';
import type { BlockItem, Paint, PaintName, PolyItem, SceneItem, TextItem } from './scene-items.js';
import { escapeXml, px } from './xml.js';

/** CSS class of each paint in the SVG. */
export const PAINT_CLASSES: Readonly<Record<PaintName, string>> = Object.freeze({
  slabTop: 'st',
  slabEast: 'se',
  slabSouth: 'ss',
  wallTop: 'wt',
  wallEast: 'we',
  wallSouth: 'ws',
  rockTop: 'rt',
  rockEast: 're',
  rockSouth: 'rs',
  doorTop: 'dt',
  doorEast: 'de',
  doorSouth: 'ds',
  bridgeTop: 'bt',
  bridgeEast: 'be',
  bridgeSouth: 'bs',
  shaftEast: 'he',
  shaftSouth: 'hs',
  shaftTop: 'ht',
  stairBase: 'sb',
  stairLine: 'sl',
  stairHole: 'sh',
  startSpot: 'ps',
  goalSpot: 'pg',
  halo: 'halo',
  route: 'solution',
  pinStick: 'stick',
  startPin: 'start',
  goalPin: 'goal',
  pinLetter: 'letter',
  label: 'label',
  title: 'title',
});

const DUNGEON_PAINTS: ReadonlySet<PaintName> = new Set(['rockTop', 'rockEast', 'rockSouth', 'doorTop', 'doorEast', 'doorSouth']);
const BRIDGE_PAINTS: ReadonlySet<PaintName> = new Set(['bridgeTop', 'bridgeEast', 'bridgeSouth']);

function css(name: PaintName, paint: Paint): string {
  const parts: string[] = [];
  const line = name === 'halo' || name === 'route' || name === 'pinStick' || name === 'stairLine';
  parts.push(`fill:${line ? 'none' : (paint.fill ?? 'none')}`);
  if (paint.stroke) parts.push(`stroke:${paint.stroke}`, `stroke-width:${px(paint.width ?? 1)}`, 'stroke-linejoin:round');
  if (line) parts.push('stroke-linecap:round');
  if (paint.opacity !== undefined && paint.opacity < 1) parts.push(`${line ? 'stroke' : 'fill'}-opacity:${paint.opacity}`);
  if (paint.font) {
    const [weight, size] = paint.font.startsWith('bold ') ? ['bold', paint.font.slice(5)] : ['normal', paint.font];
    parts.push(`font:${weight} ${size}`);
  }
  return `.${PAINT_CLASSES[name]}{${parts.join(';')}}`;
}

function points(list: readonly number[]): string {
  let out = '';
  for (let i = 0; i < list.length; i += 2) out += `${i ? ' ' : ''}${px(list[i]!)} ${px(list[i + 1]!)}`;
  return out;
}

function poly(item: PolyItem): string {
  const cls = item.paint === 'heat' ? `class="heat" fill="${item.fill!}"` : `class="${PAINT_CLASSES[item.paint]}"`;
  return `<path ${cls} d="M${points(item.points)}Z"/>`;
}

function block(item: BlockItem): string {
  const opacity = item.opacity < 1 ? ` opacity="${item.opacity}"` : '';
  const data = item.role === 'post' ? '' : ` data-cell="${item.cell}" data-side="${item.side}"`;
  return `<g class="${item.role}"${data}${opacity}>${item.faces.map(poly).join('')}</g>`;
}

function text(item: TextItem): string {
  const base = item.paint === 'title' ? 'auto' : 'central';
  return `<text class="${PAINT_CLASSES[item.paint]}" x="${px(item.x)}" y="${px(item.y)}" text-anchor="${item.anchor}" dominant-baseline="${base}">${escapeXml(item.text)}</text>`;
}

function write(item: SceneItem, out: string[]): void {
  switch (item.kind) {
    case 'floor':
      out.push(`<g class="floor" data-level="${item.level}">`);
      for (const child of item.items) write(child, out);
      out.push('</g>');
      return;
    case 'poly':
      out.push(poly(item));
      return;
    case 'block':
      out.push(block(item));
      return;
    case 'line':
      out.push(`<polyline class="${PAINT_CLASSES[item.paint]}" points="${points(item.points)}"/>`);
      return;
    case 'dot':
      out.push(
        `<circle class="${PAINT_CLASSES[item.paint]}" cx="${px(item.x)}" cy="${px(item.y)}" r="${px(item.r)}"/>`,
        text({ kind: 'text', paint: 'pinLetter', x: item.x, y: item.y, text: item.letter, anchor: 'middle' }),
      );
      return;
    case 'text':
      out.push(text(item));
  }
}

/**
 * Draws `maze` as an isometric SVG document: floors stacked upwards, walls as shaded blocks,
 * stairs as shafts, the solution as one `<polyline class="solution">`. Every wall is a
 * `<g class="wall" data-cell data-side>` inside its `<g class="floor" data-level>`, so a
 * wall can be traced back to the cell and side it closes (see the README for the layout).
 */
export function renderIsoSvg(maze: Maze<Grid>, options?: IsoOptions): string {
  const scene = buildScene(maze, options);
  const { width, height } = scene;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
  ];
  const title = scene.items.find((i): i is TextItem => i.kind === 'text' && i.paint === 'title');
  if (title) out.push(`<title>${escapeXml(title.text)}</title>`);
  // A maze without rooms has no rock or doors, one without crossings no bridges: their
  // classes stay out of its style sheet.
  const used = (Object.keys(PAINT_CLASSES) as PaintName[]).filter((name) => (!DUNGEON_PAINTS.has(name) || scene.dungeon) && (!BRIDGE_PAINTS.has(name) || scene.woven));
  out.push(`<style>${used.map((name) => css(name, scene.paints[name])).join('')}</style>`);
  if (scene.background !== 'none') out.push(`<rect width="100%" height="100%" fill="${scene.background}"/>`);
  for (const item of scene.items) write(item, out);
  out.push('</svg>', '');
  return out.join('\n');
}
