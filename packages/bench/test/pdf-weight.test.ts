import { expect, test } from 'vitest';
import { PDF_WEIGHT_TARGETS, formatPdfWeightSection } from '../src/index.js';

// The measurement itself installs from the npm registry, so it runs in `pnpm bench`, not here.
test('the weight section reports installed MiB, packages and the gzip bundle against the targets', () => {
  const section = formatPdfWeightSection({
    installedBytes: 3 * 1024 * 1024,
    packages: 4,
    biggest: [{ name: 'harfbuzzjs', bytes: 1.25 * 1024 * 1024 }],
    bundleBytes: 120_000,
    bundleGzip: 51_234,
    files: [],
  });
  expect(PDF_WEIGHT_TARGETS).toEqual({ installedMiB: 5, bundleGzipKB: 60 });
  expect(section).toContain('## PDF weight');
  expect(section).toContain('at most 5 MiB installed, 60 kB gzip');
  expect(section).toContain('| 3.00 | 4 | harfbuzzjs 1.25 | 120.0 | 51.2 |');
  expect(formatPdfWeightSection('npm failed')).toBe('## PDF weight\n\nNot measured: npm failed.\n');
});
