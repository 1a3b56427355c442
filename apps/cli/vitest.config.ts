import { defineConfig } from 'vitest/config';

// The tests run the built binary as a subprocess; a busy machine can make one run slow.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
