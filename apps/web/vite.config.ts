import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mazekitGenerators } from './generator-packages.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// Relative asset URLs, so the built demo works from any folder (GitHub Pages, a file share).
// The generator menu is built from the generator packages in package.json (also in the worker).
export default defineConfig({
  base: './',
  build: { target: 'es2022', sourcemap: true },
  plugins: [mazekitGenerators(root)],
  worker: { format: 'es', plugins: () => [mazekitGenerators(root)] },
});
