import { defineConfig } from 'vite';

// Relative asset URLs, so the built demo works from any folder (GitHub Pages, a file share).
export default defineConfig({
  base: './',
  build: { target: 'es2022', sourcemap: true },
  worker: { format: 'es' },
});
