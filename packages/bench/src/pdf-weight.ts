import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describeError } from './describe-error.js';

/** What a user of `@mazekit/render-pdf` pays: the install and the browser bundle of a booklet. */
export interface PdfWeight {
  /** Bytes of every file `npm install @mazekit/core @mazekit/render-pdf` puts in node_modules. */
  readonly installedBytes: number;
  /** Packages installed, the two mazekit ones included. */
  readonly packages: number;
  /** The biggest installed packages, by bytes. */
  readonly biggest: readonly { readonly name: string; readonly bytes: number }[];
  /** JavaScript and assets the browser fetches to make the booklet, minified. */
  readonly bundleBytes: number;
  /** The same, each file gzipped (level 9) on its own, added up. */
  readonly bundleGzip: number;
  /** Every emitted file, with its size and whether making a booklet fetches it. */
  readonly files: readonly { readonly name: string; readonly bytes: number; readonly gzip: number; readonly fetched: boolean }[];
}

/** The booklet the browser bundle makes: what the README's example does, in a page. */
const ENTRY = `import { generate, solve } from '@mazekit/core';
import { generator } from '@mazekit/generator-backtracker';
import * as pdf from '@mazekit/render-pdf';

export async function booklet() {
  const mazes = Array.from({ length: 30 }, (_, i) => solve(generate(generator, { width: 20, height: 20, seed: 'week3-' + (i + 1) })));
  return pdf.renderPdf(mazes, { perPage: 2, solutions: true, title: 'Week 3' });
}
`;

const ours = ['core', 'render-pdf', 'generator-backtracker'] as const;

function walk(dir: string, visit: (file: string, bytes: number) => void): void {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    if (stat.isDirectory()) walk(path, visit);
    else if (stat.isFile()) visit(path, stat.size);
  }
}

/** The package a file of node_modules belongs to (`fflate`, `@babel/runtime`, nested ones by their own name). */
function packageOf(file: string, modules: string): string {
  const parts = relative(modules, file).split(/[\\/]/);
  let name = '';
  for (let i = 0; i < parts.length - 1; i++) {
    if (parts[i] === 'node_modules') continue;
    if (parts[i] === '.bin' || parts[i] === '.package-lock.json') return '(npm)';
    name = parts[i]!.startsWith('@') ? `${parts[i]}/${parts[i + 1]}` : parts[i]!;
    i += parts[i]!.startsWith('@') ? 1 : 0;
    if (parts[i + 1] !== 'node_modules') break;
  }
  return name || '(npm)';
}

/**
 * Measures `@mazekit/render-pdf`'s weight as a user meets it: the workspace's core,
 * render-pdf and backtracker packed with `pnpm pack`, `npm install` of the core and
 * render-pdf tarballs into a fresh folder (bytes of every installed file, and packages),
 * then the backtracker added and a booklet page bundled by Vite for browsers: the files
 * the page fetches to make a booklet (the entry and every chunk it imports statically),
 * minified, and gzipped one by one. Needs the npm registry for render-pdf's third-party
 * dependencies.
 */
export async function measurePdfWeight(): Promise<PdfWeight | string> {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  const work = mkdtempSync(join(tmpdir(), 'mazekit-pdf-weight-'));
  try {
    const tarballs = join(work, 'tarballs');
    const app = join(work, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    const tgz: Record<string, string> = {};
    for (const name of ours) {
      const out = execFileSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: join(repo, 'packages', name), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      tgz[name] = out.trim().split('\n').at(-1)!.trim();
    }
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pdf-weight', private: true, type: 'module' }));
    const npm = (args: string[]) => execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...args], { cwd: app, stdio: 'pipe' });
    npm([tgz.core!, tgz['render-pdf']!]);
    const modules = join(app, 'node_modules');
    let installedBytes = 0;
    const perPackage = new Map<string, number>();
    walk(modules, (file, bytes) => {
      const name = packageOf(file, modules);
      if (name === '(npm)') return;
      installedBytes += bytes;
      perPackage.set(name, (perPackage.get(name) ?? 0) + bytes);
    });
    const biggest = [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, bytes]) => ({ name, bytes }));

    npm([tgz['generator-backtracker']!]);
    writeFileSync(join(app, 'entry.js'), ENTRY);
    writeFileSync(join(app, 'index.html'), '<!doctype html><script type="module">import { booklet } from "./entry.js"; booklet();</script>');
    const vite = await import('vite');
    const result = await vite.build({
      root: app,
      logLevel: 'silent',
      configFile: false,
      build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: join(app, 'index.html') } },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    const byName = new Map(outputs.map((o) => [o.fileName, o]));
    // What the page fetches to make the booklet: the entry and what it imports statically.
    // Chunks behind a dynamic import (the text shaper, which only right-to-left and complex
    // scripts load) are listed but not counted.
    const fetched = new Set<string>();
    const visit = (name: string) => {
      if (fetched.has(name)) return;
      const o = byName.get(name);
      if (!o) return;
      fetched.add(name);
      if (o.type !== 'chunk') return;
      for (const i of o.imports) visit(i);
      for (const a of o.viteMetadata?.importedAssets ?? []) visit(a);
    };
    for (const o of outputs) if (o.type === 'chunk' && o.isEntry) visit(o.fileName);
    const files = outputs
      .filter((o) => !o.fileName.endsWith('.html'))
      .map((o) => {
        const data = o.type === 'chunk' ? Buffer.from(o.code) : Buffer.from(o.source);
        return { name: o.fileName, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length, fetched: fetched.has(o.fileName) };
      });
    const got = files.filter((f) => f.fetched);
    return {
      installedBytes,
      packages: perPackage.size,
      biggest,
      bundleBytes: got.reduce((a, f) => a + f.bytes, 0),
      bundleGzip: got.reduce((a, f) => a + f.gzip, 0),
      files,
    };
  } catch (error) {
    return `the install or the bundle failed: ${describeError(error)}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Targets of issue-grade weight: what a booklet may cost. */
export const PDF_WEIGHT_TARGETS = { installedMiB: 5, bundleGzipKB: 60 } as const;

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The report's section on render-pdf's install size and browser bundle. */
export function formatPdfWeightSection(weight: PdfWeight | string): string {
  const out = ['## PDF weight', ''];
  if (typeof weight === 'string') return [...out, `Not measured: ${weight}.`, ''].join('\n');
  out.push(
    `What \`@mazekit/render-pdf\` costs a user: \`npm install\` of the packed \`@mazekit/core\` and \`@mazekit/render-pdf\` tarballs in a fresh folder (bytes of the installed files), and a page that makes the README's 30-maze booklet bundled by Vite for browsers (the files it fetches to make it, minified; gzip level 9 of each file, added up). Targets: at most ${PDF_WEIGHT_TARGETS.installedMiB} MiB installed, ${PDF_WEIGHT_TARGETS.bundleGzipKB} kB gzip.`,
    '',
    '| installed MiB | packages | biggest | bundle kB | bundle kB gzip |',
    '| ---: | ---: | --- | ---: | ---: |',
    `| ${mib(weight.installedBytes)} | ${weight.packages} | ${weight.biggest.map((b) => `${b.name} ${mib(b.bytes)}`).join(', ')} | ${kb(weight.bundleBytes)} | ${kb(weight.bundleGzip)} |`,
    '',
  );
  return out.join('\n');
}
