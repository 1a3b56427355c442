import { deadEndFraction } from '@mazekit/testkit';
import { expect, it } from 'vitest';
import { generator } from '../src/index.js';

const percent = (options: Record<string, string | number>): number =>
  100 * deadEndFraction(generator, { width: 100, height: 100, samples: 20, options });

// Published 100 × 100 figures for the growing tree: newest 10.1 %, random 27.6 %, oldest 2.4 %.
it.each([
  ['newest', 10.1],
  ['random', 27.6],
  ['oldest', 2.4],
] as const)('policy %s leaves about %d %% dead ends on a 100 x 100 grid', (policy, expected) => {
  expect(Math.abs(percent({ policy }) - expected)).toBeLessThan(1.5);
}, 60_000);

// Measured with this package (20 mazes of 100 × 100): the default mix sits between the two.
it('the default mixed policy (ratio 0.5) leaves about 20 % dead ends on a 100 x 100 grid', () => {
  expect(Math.abs(percent({ policy: 'mixed', ratio: 0.5 }) - 20.0)).toBeLessThan(1.5);
}, 60_000);

it('a mixed policy leaves more dead ends the less often it takes the newest cell', () => {
  const mostlyNewest = percent({ policy: 'mixed', ratio: 0.9 });
  const even = percent({ policy: 'mixed', ratio: 0.5 });
  const mostlyRandom = percent({ policy: 'mixed', ratio: 0.1 });
  expect(mostlyNewest).toBeGreaterThan(10.1);
  expect(even).toBeGreaterThan(mostlyNewest);
  expect(mostlyRandom).toBeGreaterThan(even);
}, 60_000);
