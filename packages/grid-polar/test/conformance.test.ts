import { installedGenerators, runShapeConformance } from '@mazekit/testkit';
import { shape } from '../src/index.js';

// Every generator this package lists (package.json, where `pnpm new:generator` adds each new
// one) on polar grids: graph generators carve them (small and odd sizes, masked, traced);
// row-based ones (sidewinder, Eller's) refuse them with one line.
runShapeConformance([shape], await installedGenerators(new URL('../package.json', import.meta.url)));
