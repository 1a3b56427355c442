import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mazekitGenerators } from './generator-packages.js';

// Browser tests against the built demo (dist/), one Chromium for the whole run. With
// MAZEKIT_SCREENSHOTS=1 it runs the screenshot script instead, which rewrites docs/*.png; with
// MAZEKIT_BENCH=1 the web bench (e2e/*.timing.ts), which prints timings.
export default defineConfig({
  plugins: [mazekitGenerators(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: process.env.MAZEKIT_SCREENSHOTS ? ['e2e/**/*.shot.ts'] : process.env.MAZEKIT_BENCH ? ['e2e/**/*.timing.ts'] : ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: ['e2e/global-setup.ts'],
  },
});
