import { describe, expect, it } from 'vitest';
import { dungeonSubjects, formatDungeonsSection, timeDungeons, type DungeonRow } from '../src/index.js';

describe('dungeon rows', () => {
  it("times mazekit's rooms beside rot.js's Digger and Uniform and measures their open floor", async () => {
    const plan = { side: 30, warmups: 0, rounds: 1 };
    const rows = timeDungeons(plan, await dungeonSubjects());
    expect(rows.map((r) => r.label)).toEqual(['rooms (mazekit)', expect.stringMatching(/^rot-js \d+\.\d+\.\d+ Map\.Digger$/), expect.stringMatching(/^rot-js \d+\.\d+\.\d+ Map\.Uniform$/)]);
    for (const row of rows) {
      expect(row.size).toBe(900);
      expect(row.ms).toBeGreaterThan(0);
      expect(row.outcome.failed).toBe(false);
      expect(row.outcome.rooms).toBeGreaterThan(0);
      expect(row.outcome.openTiles).toBeGreaterThan(0);
      expect(row.outcome.openTiles).toBeLessThan(row.outcome.tiles);
    }
    const [mazekit, digger] = rows as [DungeonRow, DungeonRow];
    // mazekit's block grid has a tile per cell and per wall between cells; rot.js's map is its tiles.
    expect(mazekit.outcome.tiles).toBe(61 * 61);
    expect(mazekit.outcome.openCells).toBeGreaterThan(0);
    expect(digger.outcome.tiles).toBe(900);
    expect(digger.outcome.openCells).toBeUndefined();
  });

  it('reports time, speed, open floor and rooms; a maker that returned no map gave up', () => {
    const rows: DungeonRow[] = [
      { label: 'made-up', size: 1_000_000, ms: 50, cpuMs: 40, outcome: { openTiles: 250, tiles: 1000, openCells: 600_000, rooms: 12, failed: false } },
      { label: 'quitter', size: 1_000_000, ms: 2000, cpuMs: 1500, outcome: { openTiles: 0, tiles: 1000, rooms: 0, failed: true } },
    ];
    const text = formatDungeonsSection({ side: 1000, warmups: 1, rounds: 3 }, rows);
    expect(text).toContain('## Dungeons: 1000 × 1000');
    expect(text).toContain('| made-up | 50.0 | 20.0 | 40.0 | 25.0 | 25.0 % | 60.0 % | 12 |');
    expect(text).toContain('| quitter | 2000 | 0.50 | 1500 | 0.67 | gave up | – | – |');
  });
});
