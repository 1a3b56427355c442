import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mazekitGenerators } from './generator-packages.js';

// Unit tests only; the browser tests in e2e/ run through vitest.e2e.config.ts after a build.
export default defineConfig({
  plugins: [mazekitGenerators(fileURLToPath(new URL('.', import.meta.url)))],
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
