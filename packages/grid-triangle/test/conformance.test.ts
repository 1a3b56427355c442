import { installedGenerators, runShapeConformance } from '@mazekit/testkit';
import { shape } from '../src/index.js';

// Every generator this package lists (package.json, where `pnpm new:generator` adds each new
// one) on triangle grids: graph generators carve them (small, odd, multi-level, masked, traced);
// row-based ones (sidewinder, Eller's) refuse them with one line.
runShapeConformance([shape], await installedGenerators(new URL('../package.json', import.meta.url)));
