import { checkJsonOutput, formatTable } from './formats.js';
import { pluginMeta } from './plugin-meta.js';
import type { LoadedRenderer, Registry } from './registry.js';

/**
 * Checks `--output` of a command that writes only JSON (`solve`, `stats`): not named as a
 * picture or document (that it can be written is `parseTarget`'s check). Reads the renderers' cached metadata (formats and
 * extensions), so no renderer module is loaded.
 */
export async function checkJsonTarget(command: string, output: string | undefined, registry: Registry): Promise<void> {
  if (output === undefined) return;
  const found = await pluginMeta(registry.plugins);
  const renderers = found.renderers.flatMap((r) => ('meta' in r ? [{ plugin: r.plugin, renderer: r.meta }] : []));
  checkJsonOutput(formatTable(renderers as unknown as LoadedRenderer[]), command, output);
}
