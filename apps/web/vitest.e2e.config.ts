import { defineConfig } from 'vitest/config';

// Browser tests against the built demo (dist/), one Chromium for the whole file.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
