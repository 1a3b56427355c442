import { solve } from '@mazekit/core';
import { read } from '../flow/carve.js';
import { draw } from '../flow/draw.js';
import { planDrawing } from '../flow/plan.js';
import { write } from '../flow/write.js';
import { parseRender, type RenderFlags } from '../parse/render.js';
import type { Registry } from '../registry.js';

export type { RenderFlags } from '../parse/render.js';

/** `mazekit render FILE|-`: parse → read → plan → draw → write; draws maze JSON in any format. */
export async function renderCommand(source: string, extra: readonly string[], flags: RenderFlags, registry: Registry, styleNames: readonly string[]): Promise<void> {
  const request = await parseRender(source, extra, flags, registry, styleNames);
  const carved = await read(request.source, registry);
  if (request.solve) carved.mazes.forEach((maze) => solve(maze));
  await write(await draw(carved, planDrawing(carved.mazes, request.drawing, await registry.shapes())), request.target);
}
