import type { Generator, GeneratorOptions } from '@mazekit/core';
import type { PluginPackage } from '../discover.js';
import { generatorOptions } from '../generator-options.js';
import type { Registry } from '../registry.js';

/** The generator a command carves with: its package, its code, and the checked `--option` values. */
export interface ChosenGenerator {
  readonly plugin: PluginPackage;
  readonly generator: Generator;
  readonly options: GeneratorOptions;
}

/**
 * Reads `-a ID` and `-O key=value`: an id no installed package has is refused listing the
 * installed ones; options are checked against the generator's own specs. Only the chosen
 * generator's module is imported, and nothing of it is run.
 */
export async function parseGenerator(registry: Registry, id: string, options: readonly string[] | undefined): Promise<ChosenGenerator> {
  const { plugin, generator } = await registry.generator(id);
  return { plugin, generator, options: generatorOptions(generator, options) };
}
