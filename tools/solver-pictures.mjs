#!/usr/bin/env node
// Draws each solver's trace for its README: `node tools/solver-pictures.mjs [<id> ...] [--check]`.
// One perfect hex maze and one braided one (the same seed for every solver), solved from one
// end of the longest path to the other with a TraceRecorder; the replay's last state is drawn
// as packages/solver-<id>/trace.svg: cells the solver reached shaded, cells it filled or marked
// twice darker, its route in red, the start and goal as dots. With --check it writes nothing
// and exits 1 when a picture on disk differs (the pack test runs it so). Needs a build.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (pkg) => import(pathToFileURL(join(root, 'packages', pkg, 'dist', 'index.js')).href);

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { check: { type: 'boolean' } } });
} catch (error) {
  process.stderr.write(`solver-pictures: ${error.message}\nusage: node tools/solver-pictures.mjs [<id> ...] [--check]\n`);
  process.exit(2);
}
const core = await load('core');
const { generator } = await load('generator-backtracker');
const { shape: hex } = await load('grid-hex');
const { PathBuilder, TracePlayer, TraceRecorder, braid, createRng, drawGridWalls, geometryOf, longestPath } = core;

const ids = readdirSync(join(root, 'packages'))
  .filter((d) => d.startsWith('solver-') && existsSync(join(root, 'packages', d, 'package.json')))
  .map((d) => d.slice('solver-'.length));
const wanted = parsed.positionals.length ? parsed.positionals : ids;
for (const id of wanted) {
  if (!ids.includes(id)) {
    process.stderr.write(`solver-pictures: no package packages/solver-${id}; solvers: ${ids.join(', ')}\n`);
    process.exit(2);
  }
}

/** A maze, solved with a recorder, drawn as one SVG group `dx` cells from the left. */
function panel(solver, braided, dx) {
  const grid = hex.create({ width: 16, height: 11 });
  generator.carve(grid, createRng('solver-picture'));
  if (braided) braid(grid, 0.6, createRng('solver-picture-braid'));
  const { start, goal } = longestPath(grid);
  const recorder = new TraceRecorder();
  const result = solver.solve(grid, { start, goal, rng: createRng('solver-picture'), tracer: recorder });
  const state = new TracePlayer(grid, recorder.finish(), { carved: true }).seek(Infinity);
  const geometry = geometryOf(grid);
  const shade = (pick) => {
    const path = new PathBuilder(3);
    for (let c = 0; c < grid.size; c++) if (pick(c)) geometry.outline(c, path);
    return path.toString();
  };
  const reached = shade((c) => state.visited[c] && !state.filled[c] && state.marks[c] < 2);
  const dark = shade((c) => state.filled[c] || state.marks[c] >= 2);
  const walls = new PathBuilder(3);
  drawGridWalls(grid, geometry, 0, walls);
  const route = new PathBuilder(3);
  state.route.forEach((c, i) => {
    const p = geometry.center(c);
    if (i === 0) route.moveTo(p.x, p.y);
    else route.lineTo(p.x, p.y);
  });
  const dot = (c, fill) => {
    const p = geometry.center(c);
    return `<circle cx="${p.x.toFixed(3)}" cy="${p.y.toFixed(3)}" r="0.28" fill="${fill}"/>`;
  };
  const e = result.effort;
  const label = `${braided ? 'braided' : 'perfect'}: ${result.route ? `${result.route.length}-cell route` : 'gave up'}, ${e.steps} steps, ${e.visited} visited`;
  return {
    width: geometry.width,
    height: geometry.height,
    svg: [
      `<g transform="translate(${dx} 0)">`,
      reached && `<path d="${reached}" fill="#cfe0f7" stroke="#cfe0f7" stroke-width="0.03"/>`,
      dark && `<path d="${dark}" fill="#9fb0c8" stroke="#9fb0c8" stroke-width="0.03"/>`,
      `<path d="${walls}" fill="none" stroke="#222" stroke-width="0.1" stroke-linecap="round"/>`,
      state.route.length > 1 ? `<path d="${route}" fill="none" stroke="#d8342c" stroke-width="0.22" stroke-linejoin="round" stroke-linecap="round"/>` : '',
      dot(start, '#1b7f3b'),
      dot(goal, '#d8342c'),
      `<text x="0" y="${(geometry.height + 1).toFixed(3)}" font-family="sans-serif" font-size="0.62" fill="#222">${label}</text>`,
      '</g>',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

let stale = 0;
for (const id of wanted) {
  const { solver } = await load(`solver-${id}`);
  const left = panel(solver, false, 0.5);
  const right = panel(solver, true, left.width + 1.5);
  const w = left.width + right.width + 2;
  const h = Math.max(left.height, right.height) + 1.6;
  const scale = 24;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * scale)}" height="${Math.round(h * scale)}" viewBox="0 -0.5 ${w.toFixed(3)} ${(h + 0.5).toFixed(3)}">\n` +
    `<title>${solver.name} on a perfect and a braided hex maze</title>\n<rect x="0" y="-0.5" width="100%" height="100%" fill="#fff"/>\n` +
    `${left.svg}\n${right.svg}\n</svg>\n`;
  const file = join(root, 'packages', `solver-${id}`, 'trace.svg');
  if (parsed.values.check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) {
      process.stderr.write(`solver-pictures: packages/solver-${id}/trace.svg is out of date; run node tools/solver-pictures.mjs ${id}\n`);
      stale++;
    }
  } else {
    writeFileSync(file, svg);
    process.stdout.write(`wrote packages/solver-${id}/trace.svg\n`);
  }
}
process.exit(stale ? 1 : 0);
