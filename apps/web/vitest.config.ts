import { defineConfig } from 'vitest/config';

// Unit tests only; the browser tests in e2e/ run through vitest.e2e.config.ts after a build.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
