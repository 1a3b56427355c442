import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');

/**
 * The strictest settings a consumer commonly has: `strict`, `exactOptionalPropertyTypes`,
 * `noUncheckedIndexedAccess`, every `.d.ts` checked (`skipLibCheck: false`), no DOM lib and
 * no `@types` packages.
 */
export const STRICT = {
  target: 'ES2022',
  lib: ['ES2022'],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  skipLibCheck: false,
  types: [] as string[],
  noEmit: true,
};

/** Module settings a Node project and a bundled project use. */
export const RESOLUTION = {
  nodenext: { module: 'NodeNext', moduleResolution: 'NodeNext' },
  bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
};

/**
 * This package's own `@types/node`, for a Node project's code (README examples call
 * `console.log` and `node:fs`): a user's TypeScript project for Node has it.
 */
export const NODE_TYPES = { types: ['node'], typeRoots: [dirname(dirname(require.resolve('@types/node/package.json')))] };

/** Runs the compiler on `files` in `project` with the strict settings and `extra`; its output, and whether it passed. */
export async function typeCheck(project: string, name: string, files: readonly string[], extra: Record<string, unknown> = RESOLUTION.nodenext): Promise<{ ok: boolean; output: string }> {
  const config = `tsconfig.${name}.json`;
  writeFileSync(join(project, config), JSON.stringify({ compilerOptions: { ...STRICT, ...extra }, files }));
  try {
    const { stdout } = await run(process.execPath, [tsc, '-p', config, '--pretty', 'false'], { cwd: project, maxBuffer: 64 << 20 });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: (error as { stdout?: string }).stdout ?? String(error) };
  }
}
