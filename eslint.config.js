// One flat config for the whole workspace; every package's `lint` script runs it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './tools/import-cycles.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', 'tools/**', '**/*.config.*', '**/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use a seeded Rng from @mazekit/core; mazes must be reproducible.' },
      ],
    },
  },
  {
    // Import cycles within a package (values or types alike): see tools/import-cycles.mjs.
    plugins: { mazekit: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'mazekit/no-import-cycle': 'error' },
  },
  {
    files: ['**/test/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
