import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasStack, lines, pool, run, tempDir } from './helpers.js';

const SMALL = ['--width', '3', '--height', '3', '--seed', 'edges'];

describe('colours', () => {
  it('a bad colour is refused in one line naming it, exit 2, with no file, in every format that takes colours', async () => {
    const dir = tempDir();
    const cases: [string, string, string][] = [];
    for (const format of ['svg', 'png', 'pdf', 'iso', 'iso-png']) {
      for (const bad of ['notacolour', '#12345', 'rgb(1,2)']) cases.push([format, '--wall-color', bad]);
      cases.push([format, '--solution-color', 'nope']);
    }
    const results = await pool(cases.map(([format, flag, bad], i) => () => run(['generate', ...SMALL, '--format', format, flag, bad, '-o', join(dir, `o${i}`)])));
    results.forEach((r, i) => {
      const [format, , bad] = cases[i]!;
      expect([format, bad, r.code]).toEqual([format, bad, 2]);
      expect(lines(r.stderr)).toHaveLength(1);
      expect(r.stderr).toContain(`got ${JSON.stringify(bad)}`);
      expect(r.stderr).toMatch(/colou?r/i);
      expect(hasStack(r.stderr)).toBe(false);
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('any CSS colour form is drawn: names, hex with alpha, rgb() and hsl()', async () => {
    const svg = await run(['generate', ...SMALL, '--format', 'svg', '--wall-color', 'rebeccapurple', '--solution-color', 'hsl(120 100% 25%)', '--solve']);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toContain('stroke="rebeccapurple"');
    expect(svg.stdout).toContain('stroke="#008000"');
    const dir = tempDir();
    for (const format of ['png', 'pdf', 'iso-png']) {
      const r = await run(['generate', ...SMALL, '--format', format, '--wall-color', 'navy', '-o', join(dir, `ok.${format}`)]);
      expect([format, r.code, r.stderr]).toEqual([format, 0, '']);
      expect(existsSync(join(dir, `ok.${format}`))).toBe(true);
    }
  });
});
