import { carve } from '../flow/carve.js';
import { draw } from '../flow/draw.js';
import { planGenerate } from '../flow/plan.js';
import { write } from '../flow/write.js';
import type { SeedRequest } from '../parse/common.js';
import { parseGenerate, type GenerateFlags } from '../parse/generate.js';
import type { GeneratorFlag } from '../generator-flags.js';
import type { Registry } from '../registry.js';

export type { GenerateFlags } from '../parse/generate.js';

/**
 * `mazekit generate`: parse → plan → carve → draw → write. The flags are read once, into a
 * checked request (every usage error is raised there); the plan picks the carving path
 * (streamed rows, booklet, `--count`, one maze here or off-thread); each step takes what
 * the one before hands it.
 */
export async function generateCommand(
  extra: readonly string[],
  flags: GenerateFlags,
  registry: Registry,
  styleNames: readonly string[],
  sizeNames: readonly string[] = ['width', 'height', 'levels'],
  generatorFlags: readonly GeneratorFlag[] = [],
): Promise<void> {
  const request = await parseGenerate(extra, flags, registry, styleNames, sizeNames, generatorFlags);
  const plan = planGenerate(request);
  await write(await draw(await carve(plan.carve), plan.draw), plan.target);
  if (request.count === 1) seedNotice(request.seed, request.drawing.format);
}

/** A drawing does not record its seed: on a terminal, say which one a random run used. */
export function seedNotice(seed: SeedRequest, format: string, what = 'this maze'): void {
  if (!seed.given && format !== 'json' && format !== 'stats' && process.stderr.isTTY) {
    process.stderr.write(`mazekit: seed ${seed.value} (give --seed ${seed.value} to make ${what} again)\n`);
  }
}
