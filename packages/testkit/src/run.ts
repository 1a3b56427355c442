import type { Generator } from '@mazekit/core';
import { describe, it } from 'vitest';
import { type ConformanceOptions, conformanceChecks } from './conformance.js';

/**
 * Registers the conformance suite for `generator` as vitest tests. Call it at the top
 * level of a test file: `runConformance(generator)`.
 */
export function runConformance(generator: Generator, opts: ConformanceOptions = {}): void {
  describe(`${generator.id} conformance`, () => {
    for (const check of conformanceChecks(generator, opts)) it(check.name, check.run, 60_000);
  });
}
