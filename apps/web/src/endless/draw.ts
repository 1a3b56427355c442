import { window, type Texture } from '@mazekit/endless';

/** What to draw: the maze of `seed` around the cell (`cx`, `cy`) at `cell` CSS pixels a cell. */
export interface EndlessFrame {
  readonly seed: string;
  readonly texture: Texture;
  /** Centre of the view in cells (fractions while dragging). */
  readonly cx: number;
  readonly cy: number;
  readonly cell: number;
  /** The walker's cell in play mode. */
  readonly player?: readonly [number, number];
  /** Cells the walker has been on, as `x,y` keys. */
  readonly trail?: ReadonlySet<string>;
}

/** The window a frame needs: its top-left cell and size, one cell of margin each side. */
export function frameWindow(frame: EndlessFrame, widthPx: number, heightPx: number, size: number): { x: number; y: number; w: number; h: number } {
  const cols = Math.ceil(widthPx / frame.cell) + 2;
  const rows = Math.ceil(heightPx / frame.cell) + 2;
  const x = Math.max(0, Math.min(size - 1, Math.floor(frame.cx - widthPx / frame.cell / 2)));
  const y = Math.max(0, Math.min(size - 1, Math.floor(frame.cy - heightPx / frame.cell / 2)));
  return { x, y, w: Math.max(1, Math.min(cols, size - x)), h: Math.max(1, Math.min(rows, size - y)) };
}

let cache: { key: string; cells: Uint8Array } | undefined;

/** The window's bits; the last one is kept, since most frames (a drag inside a cell) need the same. */
function bitsOf(frame: EndlessFrame, win: { x: number; y: number; w: number; h: number }): Uint8Array {
  const key = `${frame.seed}\u0000${frame.texture}\u0000${win.x},${win.y},${win.w},${win.h}`;
  if (cache?.key !== key) cache = { key, cells: window(frame.seed, win.x, win.y, win.w, win.h, { texture: frame.texture }) };
  return cache.cells;
}

/**
 * Draws the frame on `canvas` (sized to its box at the device pixel ratio): the walls of
 * every visible cell, the world's edge, the trail and the walker.
 */
export function drawFrame(canvas: HTMLCanvasElement, frame: EndlessFrame, size: number): void {
  const dpr = globalThis.devicePixelRatio || 1;
  const widthPx = canvas.clientWidth || 300;
  const heightPx = canvas.clientHeight || 150;
  if (canvas.width !== Math.round(widthPx * dpr) || canvas.height !== Math.round(heightPx * dpr)) {
    canvas.width = Math.round(widthPx * dpr);
    canvas.height = Math.round(heightPx * dpr);
  }
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const styles = getComputedStyle(canvas);
  const ink = styles.getPropertyValue('--endless-ink').trim() || styles.color || '#111';
  ctx.fillStyle = styles.getPropertyValue('--endless-paper').trim() || '#fff';
  ctx.fillRect(0, 0, widthPx, heightPx);
  const win = frameWindow(frame, widthPx, heightPx, size);
  const cells = bitsOf(frame, win);
  const s = frame.cell;
  // Screen position of cell (x, y)'s top-left corner.
  const left = (x: number): number => (x - frame.cx) * s + widthPx / 2;
  const top = (y: number): number => (y - frame.cy) * s + heightPx / 2;
  if (frame.trail && frame.trail.size > 0) {
    ctx.fillStyle = 'rgba(230, 160, 40, 0.35)';
    for (const key of frame.trail) {
      const [tx, ty] = key.split(',').map(Number) as [number, number];
      if (tx >= win.x && tx < win.x + win.w && ty >= win.y && ty < win.y + win.h) ctx.fillRect(left(tx), top(ty), s, s);
    }
  }
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, s / 8);
  ctx.lineCap = 'square';
  ctx.beginPath();
  for (let r = 0; r < win.h; r++) {
    for (let c = 0; c < win.w; c++) {
      const bits = cells[r * win.w + c]!;
      const x0 = left(win.x + c);
      const y0 = top(win.y + r);
      // Each cell draws its east and south walls; the north and west ones of the first row
      // and column come from cells outside the window, so they are drawn from these bits too.
      if (!(bits & 4)) {
        ctx.moveTo(x0 + s, y0);
        ctx.lineTo(x0 + s, y0 + s);
      }
      if (!(bits & 2)) {
        ctx.moveTo(x0, y0 + s);
        ctx.lineTo(x0 + s, y0 + s);
      }
      if (r === 0 && !(bits & 1)) {
        ctx.moveTo(x0, y0);
        ctx.lineTo(x0 + s, y0);
      }
      if (c === 0 && !(bits & 8)) {
        ctx.moveTo(x0, y0);
        ctx.lineTo(x0, y0 + s);
      }
    }
  }
  ctx.stroke();
  if (frame.player) {
    const [px, py] = frame.player;
    ctx.fillStyle = '#d33';
    ctx.beginPath();
    ctx.arc(left(px) + s / 2, top(py) + s / 2, s * 0.32, 0, 2 * Math.PI);
    ctx.fill();
  }
}
