import ts from 'typescript';

const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

/** A `js` or `ts` code block of a README. */
export interface ReadmeBlock {
  readonly lang: 'js' | 'ts';
  readonly code: string;
  /**
   * Why the block is not run, from a `<!-- readme-run: skip, <reason> -->` line just above
   * it (for examples that take minutes, such as a billion-cell stream).
   */
  readonly skip?: string;
  /**
   * What the README says the block prints: the block after a `prints` line, or the code in
   * "prints `…`", when that line comes right after the block.
   */
  readonly prints?: string;
}

/** The `js` and `ts` blocks of a README, or only those under the `## <heading>` section. */
export function readmeBlocks(markdown: string, heading?: string): ReadmeBlock[] {
  let section = markdown;
  if (heading !== undefined) {
    const start = markdown.search(new RegExp(`^## ${heading}\\b`, 'm'));
    if (start < 0) return [];
    const end = markdown.slice(start + 1).search(/^## /m);
    section = end < 0 ? markdown.slice(start) : markdown.slice(start, start + 1 + end);
  }
  const fences = [...section.matchAll(FENCE)];
  return fences
    .map((b, i) => ({ b, next: fences[i + 1] }))
    .filter(({ b }) => b[1] === 'js' || b[1] === 'ts')
    .map(({ b, next }) => {
      const before = section.slice(0, b.index).trimEnd();
      const skip = /<!-- readme-run: skip, (.*?) -->$/.exec(before)?.[1];
      const after = section.slice(b.index + b[0].length, next?.index).trimStart();
      const inline = /^prints `([^`\n]*)`/.exec(after)?.[1];
      const prints = inline ?? (/^prints\n/.test(after) && next ? next[2]! : undefined) ?? commentedOutput(b[2]!);
      return { lang: b[1] as 'js' | 'ts', code: b[2]!, ...(skip ? { skip } : {}), ...(prints !== undefined ? { prints } : {}) };
    });
}

const VALUE = String.raw`(?:-?\d+(?:\.\d+)?|true|false)`;

/**
 * What a block prints when each of its `console.log(...)` lines says so in a comment that
 * starts with the values: `console.log(walls); // 35: the 82 open passages …` prints `35`.
 */
function commentedOutput(code: string): string | undefined {
  const logs = code.split('\n').filter((line) => /^\s*console\.log\(/.test(line));
  const values = logs.map((line) => new RegExp(String.raw`\); // (${VALUE}(?: ${VALUE})*)(?::|$)`).exec(line)?.[1]);
  return logs.length > 0 && values.every((v) => v !== undefined) ? values.join('\n') : undefined;
}

/** The block as JavaScript Node runs: a `ts` block has its types stripped by the TypeScript compiler. */
export function runnable(block: ReadmeBlock): string {
  if (block.lang === 'js') return block.code;
  return ts.transpileModule(block.code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  }).outputText;
}

/**
 * The packages the README's Install section tells a user to install: every `npm install` line
 * of the first shell block under its `## Install` (or `## Use`) heading, or under `## <heading>`,
 * with flags and comments left out.
 */
export function installLine(markdown: string, heading?: string): string[] | undefined {
  const start = markdown.search(heading === undefined ? /^## (?:Install|Use)\b/m : new RegExp(`^## ${heading}\\b`, 'm'));
  if (start < 0) return undefined;
  const block = /^```(?:sh|bash|shell)\n([\s\S]*?)^```$/m.exec(markdown.slice(start))?.[1] ?? '';
  const lines = [...block.matchAll(/^npm install ([^#&;|\n]*?)\s*(?:#.*)?$/gm)].map((m) => m[1]!);
  if (lines.length === 0) return undefined;
  return lines.flatMap((line) => line.split(/\s+/)).filter((word) => word !== '' && !word.startsWith('-'));
}
