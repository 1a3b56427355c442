import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, lines, run, type Result } from './helpers.js';

const ESC = String.fromCharCode(27);

describe('mazekit animate', () => {
  it('prints only the final frame, without colour, when stdout is not a terminal', async () => {
    const r = await run(['animate', '--seed', '2', '--width', '4', '--height', '3']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)).toHaveLength(7);
    expect(r.stdout).not.toContain('\x1b');
    // Walls and border are blocks; every cell of a finished perfect maze is open.
    expect(lines(r.stdout).every((l) => l.startsWith('██'))).toBe(true);
  });

  it('draws the final frame of the same seed the same way every time, and floors side by side', async () => {
    const [a, b, floors] = await Promise.all([
      run(['animate', '--seed', 'frame', '--width', '4', '--height', '3']),
      run(['animate', '--seed', 'frame', '--width', '4', '--height', '3', '--fps', '5']),
      run(['animate', '-a', 'wilson', '--seed', '1', '--width', '3', '--height', '2', '--levels', '2']),
    ]);
    expect(a.stdout).toBe(b.stdout);
    expect(lines(a.stdout)).toHaveLength(7);
    const rows = lines(floors.stdout);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toBe('██████████████    ██████████████');
    expect(floors.stdout).toMatch(/[▲▼◆]/);
  });

  it('uses the palette in the colour mode asked for', async () => {
    const [truecolor, c256, c16, none] = (await Promise.all(
      ['truecolor', '256', '16', 'none'].map((c) => run(['animate', '--seed', '1', '--width', '3', '--height', '2', '--color', c])),
    )) as [Result, Result, Result, Result];
    expect(truecolor.stdout).toContain('\x1b[48;2;200;30;30m'); // red border
    expect(truecolor.stdout).toContain('\x1b[48;2;40;90;220m'); // visited blue
    expect(truecolor.stdout).toContain('\x1b[48;2;0;0;0m'); // black walls
    expect(c256.stdout).toMatch(new RegExp(`${ESC}\\[48;5;\\d+m`));
    expect(c16.stdout).toContain('\x1b[41m');
    expect(none.stdout).not.toContain('\x1b');
  });

  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.runIf(hasScript)('in a terminal: alternate screen, hidden cursor, q restores everything', async () => {
    const out = await new Promise<{ code: number | null; text: string }>((done) => {
      const child = spawn('script', ['-qec', `stty cols 100 rows 30; "${process.execPath}" "${BIN}" animate --seed 1 --width 10 --height 5 --fps 60`, '/dev/null'], {
        env: { ...process.env, COLORTERM: 'truecolor', TERM: 'xterm-256color', NO_COLOR: '' },
      });
      let text = '';
      let sent = false;
      child.stdout.on('data', (b: Buffer) => {
        text += b.toString();
        // Quit once a few frames are on screen.
        if (!sent && text.split('step ').length > 4) {
          sent = true;
          child.stdin.write('q');
        }
      });
      child.on('close', (code) => done({ code, text }));
    });
    expect(out.code).toBe(0);
    expect(out.text).toContain('\x1b[?1049h\x1b[?25l');
    expect(out.text).toContain('\x1b[48;2;128;128;128m'); // unvisited grey, mid-animation
    expect(out.text).toContain('\x1b[48;2;40;200;60m'); // the head, green
    expect(out.text.replace(/[q\r\n]*$/, '').endsWith(`${ESC}[0m${ESC}[?25h${ESC}[?1049l`)).toBe(true);
  });

  it.runIf(hasScript)('in a terminal: NO_COLOR turns colour off even where truecolor is offered', () => {
    const r = spawnSync('script', ['-qec', `stty cols 100 rows 30; "${process.execPath}" "${BIN}" animate --seed 1 --width 4 --height 2 --fps 240 </dev/null`, '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, COLORTERM: 'truecolor', NO_COLOR: '1' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('done in');
    expect(r.stdout).not.toContain(`${ESC}[48;`);
    expect(r.stdout).toContain('░░');
  });

  it.runIf(hasScript)('in a terminal that reports 0x0: draws for 80x24 and says so', () => {
    const r = spawnSync('script', ['-qec', `stty cols 0 rows 0; "${process.execPath}" "${BIN}" animate --seed 1 --width 19 --height 5 --fps 240 --color none </dev/null`, '/dev/null'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('mazekit: the terminal reports its size as 0x0; drawing for 80x24');
    // 19 cells of 4 columns and a border fit 80 columns without colour; 20 would not.
    expect(r.stdout).toContain('19x5 seed 1  done in');
    expect(r.stdout).not.toContain('fits nothing');
  });

  it.runIf(hasScript)('in a terminal: a maze too big for it is a usage error before the screen is touched', () => {
    const r = spawnSync('script', ['-qec', `stty cols 40 rows 12; "${process.execPath}" "${BIN}" animate --width 50 --height 50 --color none`, '/dev/null'], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/mazekit: a 50x50 maze does not fit this 40x12 terminal; it fits at most \d+x\d+ cells per floor without colour/);
    expect(r.status).toBe(2);
    expect(r.stdout).not.toContain('\x1b[?1049h');
  });

  it.runIf(hasScript)('in a terminal: a resize lays the maze out again, waits while it does not fit, and ends cleanly', async () => {
    // The shell resizes the terminal (stty sends SIGWINCH) each time the test sends a line:
    // once frames are drawn, once the half-block layout is on screen, once the notice is.
    const command = [
      'stty cols 100 rows 30',
      `"${process.execPath}" "${BIN}" animate --seed 1 --width 10 --height 5 --fps 20 --steps-per-frame 2 &`,
      'read a; stty cols 30 rows 9',
      'read a; stty cols 20 rows 6',
      'read a; stty cols 100 rows 30',
      'wait',
    ].join('\n');
    const out = await new Promise<{ code: number | null; text: string }>((done) => {
      const child = spawn('script', ['-qec', command, '/dev/null'], { env: { ...process.env, COLORTERM: 'truecolor', TERM: 'xterm-256color', NO_COLOR: '' } });
      let text = '';
      let stage = 0;
      const ready = [(t: string) => t.split('step ').length > 2, (t: string) => t.includes('▀'), (t: string) => t.includes('terminal too small')];
      child.stdout.on('data', (b: Buffer) => {
        text += b.toString();
        if (stage < ready.length && ready[stage]!(text)) {
          stage++;
          child.stdin.write('\n');
        }
      });
      child.on('close', (code) => done({ code, text }));
    });
    expect(out.code).toBe(0);
    // Frames as lines without escapes; a trailing empty line is the terminal echoing a line the test sent.
    const frames = out.text
      .split(`${ESC}[H`)
      .slice(1)
      .map((f) => f.replace(new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]`, 'g'), '').split(/\r*\n/).filter((r, i, all) => r !== '' || i < all.length - 1));
    const widest = (rows: string[]): number => Math.max(...rows.map((r) => r.length));
    const half = frames.filter((rows) => rows.join('').includes('▀'));
    expect(half.length).toBeGreaterThan(0);
    // At 30 x 9 the 21 x 11 blocks are drawn in half-height rows: 6 lines and the status.
    for (const rows of half) {
      expect(rows.length).toBeLessThanOrEqual(9);
      expect(widest(rows)).toBeLessThanOrEqual(30);
    }
    // stty may set columns and rows one at a time: each size seen gets its own notice, which fits it.
    const notices = frames.flatMap((rows, i) => {
      const size = /^terminal too small: (\d+)x(\d+); the maze needs 21x7 \(q quits\)$/.exec(rows.join(' '));
      return size ? [{ i, rows, columns: Number(size[1]), lines: Number(size[2]) }] : [];
    });
    expect(notices.some((n) => n.columns === 20 && n.lines === 6)).toBe(true);
    for (const n of notices) {
      expect(widest(n.rows)).toBeLessThanOrEqual(n.columns);
      expect(n.rows.length).toBeLessThanOrEqual(n.lines);
    }
    const lastNotice = notices.at(-1)!.i;
    expect(lastNotice).toBeGreaterThan(frames.indexOf(half[0]!));
    // Back at 100 x 30: full blocks again (42 columns), played to the end.
    const after = frames.slice(lastNotice + 1).filter((rows) => rows.length > 1);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((rows) => widest(rows.slice(0, -1)) === 42)).toBe(true);
    expect(after.at(-1)!.at(-1)).toContain('done in 198 steps');
    expect(out.text.replace(/[\r\n]*$/, '').endsWith(`${ESC}[0m${ESC}[?25h${ESC}[?1049l`)).toBe(true);
  });
});
