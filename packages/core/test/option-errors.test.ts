import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The compiler's messages for `code`, compiled beside this file against the built types (`dist`), as a user's code meets them. */
function typeErrors(code: string): { line: number; message: string }[] {
  const file = join(here, 'option-errors.fixture.ts');
  const options: ts.CompilerOptions = { strict: true, exactOptionalPropertyTypes: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, types: [], skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const source = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? code : read(name));
  host.fileExists = (name) => name === file || exists(name);
  host.getSourceFile = (name, version, ...rest) => (name === file ? ts.createSourceFile(name, code, version) : source(name, version, ...rest));
  const program = ts.createProgram([file], options, host);
  // Only this file's diagnostics: the checker then looks at no more of the sources than it uses.
  const sourceFile = program.getSourceFile(file)!;
  return program.getSemanticDiagnostics(sourceFile).map((d) => ({
    line: sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
}

const DEFINE = `import { OrthogonalGrid, defineGenerator, generate } from '../dist/index.js';
const spec = { name: 'N', summary: 's', package: '@example/generator', topologies: ['orthogonal'], multiLevel: false, uniform: false, carve: () => {} } as const;
const none = defineGenerator({ ...spec, id: 'none', options: [] });
const typed = defineGenerator({ ...spec, id: 'typed', options: [{ name: 'policy', type: 'choice', description: 'a choice', default: 'newest', choices: ['newest', 'oldest'] }] });
void OrthogonalGrid; void none; void typed;
`;

// One compile for both checks: lines 1-3 of the calls must fail, lines 4-6 must pass.
const CALLS = `
generate(none, { width: 2, height: 2, seed: 1, options: { nope: 1 } });
generate(typed, { width: 2, height: 2, seed: 1, options: { nope: 1 } });
none.carve(new OrthogonalGrid(2, 2), Math.random, { nope: 1 });
generate(none, { width: 2, height: 2, seed: 1 });
generate(none, { width: 2, height: 2, seed: 1, options: {} });
generate(typed, { width: 2, height: 2, seed: 1, options: { policy: 'oldest' } });
`;

it('names the unknown option key in the compiler error, with options declared or none, and accepts the declared ones', () => {
  const first = DEFINE.split('\n').length - 1;
  const errors = typeErrors(DEFINE + CALLS);
  expect(errors.map((e) => e.line - first)).toEqual([1, 2, 3]);
  for (const { message } of errors) expect(message).toMatch(/'nope' does not exist in type/);
  expect(errors[0]!.message).toContain("'nope' does not exist in type 'NoOptions'");
}, 120_000);
