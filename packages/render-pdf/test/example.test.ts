// The README's code runs as it is, and its pictures are the first page and the first solution
// page of the booklet it makes, rendered by pdftoppm. Regenerate them with UPDATE_FIXTURES=1
// after a deliberate change in the drawing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { pdfInfo, pdfText } from './poppler.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const update = process.env.UPDATE_FIXTURES === '1';

function readmeCode(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const use = readme.slice(readme.indexOf('## Use'));
  return /```js\n([\s\S]*?)```/.exec(use)![1]!;
}

test('the README example writes the booklet its pictures show', () => {
  const work = mkdtempSync(join(tmpdir(), 'mazekit-pdf-readme-'));
  // The script sits in the package so that its imports resolve; it writes into `work`.
  const script = join(root, 'test', '.readme-example.mjs');
  try {
    writeFileSync(script, readmeCode());
    execFileSync(process.execPath, [script], { cwd: work, stdio: 'pipe' });
    const bytes = readFileSync(join(work, 'booklet.pdf'));
    expect(pdfInfo(bytes).Pages).toBe('30');
    expect(pdfText(bytes, 1)).toContain('Week 3');
    expect(pdfText(bytes, 16)).toContain('Solutions');
    for (const [page, name] of [
      [1, 'example-page'],
      [16, 'example-solutions'],
    ] as const) {
      execFileSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-png', '-singlefile', join(work, 'booklet.pdf'), join(work, name)]);
      const got = readFileSync(join(work, `${name}.png`));
      const file = join(root, `${name}.png`);
      if (update || !existsSync(file)) {
        if (!update) throw new Error(`missing ${name}.png; run with UPDATE_FIXTURES=1`);
        writeFileSync(file, got);
      }
      expect(got.equals(readFileSync(file)), `${name}.png differs from what pdftoppm makes of the README booklet`).toBe(true);
    }
  } finally {
    rmSync(script, { force: true });
    rmSync(work, { recursive: true, force: true });
  }
});

test('example-shapes.png: a polar and a triangle maze on a solution page, through their shapes', async () => {
  const { generate, solve } = await import('@mazekit/core');
  const { generator } = await import('@mazekit/generator-backtracker');
  const { shape: polar } = await import('@mazekit/grid-polar');
  const { shape: triangle } = await import('@mazekit/grid-triangle');
  const { renderPdf } = await import('../src/index.js');
  const mazes = [solve(generate(generator, { grid: polar.create({ rings: 8 }), seed: 'p' })), solve(generate(generator, { grid: triangle.create({ width: 16, height: 8 }), seed: 't' }))];
  const work = mkdtempSync(join(tmpdir(), 'mazekit-pdf-shapes-'));
  try {
    writeFileSync(join(work, 'shapes.pdf'), renderPdf(mazes, { solutions: true, perPage: 2, title: 'Shapes' }));
    execFileSync('pdftoppm', ['-r', '60', '-f', '2', '-l', '2', '-png', '-singlefile', join(work, 'shapes.pdf'), join(work, 'shapes')]);
    const got = readFileSync(join(work, 'shapes.png'));
    const file = join(root, 'example-shapes.png');
    if (update || !existsSync(file)) {
      if (!update) throw new Error('missing example-shapes.png; run with UPDATE_FIXTURES=1');
      writeFileSync(file, got);
    }
    expect(got.equals(readFileSync(file)), 'example-shapes.png differs from what pdftoppm makes').toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
