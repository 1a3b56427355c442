import { isMasked, shapeOf, solve } from '@mazekit/core';
import { readFontFlags, withFonts } from '../font-flag.js';
import { chooseFormat, formatTable } from '../formats.js';
import { readMazes } from '../input.js';
import { assertDrawsShape, fitDrawing } from '../shape-formats.js';
import { checkWritable, emit, formatHint } from '../output.js';
import { produceShown } from '../draw-off-thread.js';
import { assertPrintable } from '../produce.js';
import type { Registry } from '../registry.js';
import { styleFor } from '../style.js';

/** Flags of `mazekit render`. */
export interface RenderFlags {
  format?: string;
  output?: string;
  solve?: boolean;
  style?: string[];
  font?: string[];
  [style: string]: unknown;
}

/** `mazekit render FILE|-`: draws maze JSON in any format. */
export async function renderCommand(source: string, flags: RenderFlags, registry: Registry, styleNames: readonly string[]): Promise<void> {
  const { loaded, failed } = await registry.renderers();
  const table = formatTable(loaded, failed);
  if (flags.output !== undefined) checkWritable(flags.output);
  const format = chooseFormat(table, flags.format, formatHint(flags.output), table.names.includes('ascii') ? 'ascii' : 'json');
  const style = styleFor(format, table, styleNames, flags, flags.solve === true);
  const fonts = readFontFlags(flags.font, format);
  const shapes = await registry.shapes();
  const mazes = await readMazes(source, shapes, await registry.shapeFailures());
  // A format that cannot draw a maze's shape is refused naming the ones it draws (each kind asked once).
  const asked = new Set<string>();
  for (const maze of mazes) {
    const shape = shapeOf(maze.grid);
    const masked = isMasked(maze.grid);
    const kind = `${shape?.topology ?? ''}/${masked}`;
    if (!shape || asked.has(kind) || (shape.topology === 'orthogonal' && !masked)) continue;
    asked.add(kind);
    assertDrawsShape(table, format, shape, shapes, masked);
  }
  if (flags.solve) mazes.forEach((maze) => solve(maze));
  // Each maze must fit the format; one maze alone may get a size-dependent default (png).
  const fitted = mazes.map((maze) => fitDrawing(format, maze.grid, style));
  const data = await produceShown(mazes, format, table, withFonts(fitted.length === 1 ? fitted[0]! : style, fonts));
  assertPrintable(data, format, flags.output);
  await emit(data, flags.output);
}
