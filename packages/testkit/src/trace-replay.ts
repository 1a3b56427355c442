import type { Grid, TraceKind, Tracer } from '@mazekit/core';

/**
 * A {@link Tracer} that replays every event on an empty copy of the grid and checks the
 * structure after each one, throwing an Error that names the event:
 * - cells named are cells of the grid, `carve`/`wall` join neighbours, a `carve` opens a
 *   closed passage and a `wall` closes an open one, no cell is visited twice;
 * - `forest` generators: a `carve` never joins two cells already connected, so the passages
 *   form a forest after every event (a rewiring generator must close before it opens);
 * - `walls` generators: no `carve` after the first `wall`; every cell is reachable once the
 *   carving is over, and no `wall` cuts the maze in two;
 * - `fill` generators (dungeons): as `walls`, except that a `wall` may leave one of its cells
 *   with no passage at all (a dead end filled back to rock);
 * - a `head` followed by a `carve` (with only `visit` / `frontier` events between) names one
 *   of the carved cells: the head is where the work happens, not a step behind.
 */
export class ReplayTracer implements Tracer {
  /** The passages replayed so far. */
  readonly grid: Grid;
  /** Events seen. */
  events = 0;
  /** Cells visited. */
  visits = 0;
  private readonly kind: TraceKind;
  private readonly visited: Uint8Array;
  /** Union-find over carved passages, valid until the first `wall` (roots hold -1). */
  private readonly parent: Int32Array;
  private walled = false;
  private pendingHead = -1;
  private readonly queue: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(shape: Grid, kind: TraceKind) {
    this.grid = shape.clone();
    this.grid.cells.fill(0);
    this.kind = kind;
    this.visited = new Uint8Array(shape.size);
    this.parent = new Int32Array(shape.size).fill(-1);
    this.queue = new Int32Array(shape.size);
    this.seen = new Int32Array(shape.size);
  }

  private fail(what: string): never {
    throw new Error(`trace: event ${this.events}, ${what}`);
  }

  private cell(c: number, event: string): void {
    if (!Number.isInteger(c) || c < 0 || c >= this.grid.size) this.fail(`${event} names cell ${c}, not a cell of the grid`);
  }

  private edge(a: number, b: number, event: string): number {
    this.cell(a, event);
    this.cell(b, event);
    const d = this.grid.directionTo(a, b);
    if (d < 0) this.fail(`${event}(${a}, ${b}) joins cells that are not neighbours`);
    return d;
  }

  private root(c: number): number {
    let r = c;
    while (this.parent[r]! >= 0) r = this.parent[r]!;
    while (this.parent[c]! >= 0) {
      const up = this.parent[c]!;
      this.parent[c] = r;
      c = up;
    }
    return r;
  }

  /** True when `b` can be reached from `a` through the passages replayed so far (breadth-first). */
  connected(a: number, b: number): boolean {
    if (a === b) return true;
    return this.reach(a, b) < 0;
  }

  /** Breadth-first from `from`: -1 when it meets `target`, else how many cells it reached. */
  private reach(from: number, target: number): number {
    const { grid, queue, seen } = this;
    const mark = ++this.stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    seen[from] = mark;
    while (head < tail) {
      const c = queue[head++]!;
      for (let d = 0; d < grid.degree; d++) {
        if (!grid.isOpen(c, d)) continue;
        const n = grid.neighbor(c, d);
        if (n === target) return -1;
        if (seen[n] === mark) continue;
        seen[n] = mark;
        queue[tail++] = n;
      }
    }
    return tail;
  }

  private headBeforeCarve(a: number, b: number): void {
    const h = this.pendingHead;
    this.pendingHead = -1;
    if (h >= 0 && h !== a && h !== b) {
      this.fail(`carve(${a}, ${b}) follows head(${h}) but does not touch that cell: the head should be where the carving happens, not a step behind`);
    }
  }

  visit(c: number): void {
    this.events++;
    this.cell(c, 'visit');
    if (this.visited[c]) this.fail(`visits cell ${c} a second time`);
    this.visited[c] = 1;
    this.visits++;
  }

  carve(a: number, b: number): void {
    this.events++;
    const d = this.edge(a, b, 'carve');
    this.headBeforeCarve(a, b);
    if (this.grid.isOpen(a, d)) this.fail(`carve(${a}, ${b}) opens a passage that is already open`);
    if (this.kind !== 'forest') {
      if (this.walled) this.fail(`carve(${a}, ${b}) comes after a wall: a ${this.kind} generator opens passages first, then only closes them`);
    } else if (!this.walled) {
      const ra = this.root(a);
      const rb = this.root(b);
      if (ra === rb) this.fail(`carve(${a}, ${b}) closes a loop: the two cells were already connected`);
      this.parent[ra] = rb;
    } else if (this.connected(a, b)) {
      this.fail(`carve(${a}, ${b}) closes a loop: the two cells were already connected (close the old passage before opening the new one)`);
    }
    this.grid.link(a, d);
  }

  wall(a: number, b: number): void {
    this.events++;
    this.pendingHead = -1;
    const d = this.edge(a, b, 'wall');
    if (!this.grid.isOpen(a, d)) this.fail(`wall(${a}, ${b}) closes a passage that is not open`);
    if (this.kind !== 'forest' && !this.walled) this.allReachable('once the carving is over (at the first wall)');
    this.walled = true;
    this.grid.unlink(a, d);
    const filled = this.kind === 'fill' && (this.grid.cells[a] === 0 || this.grid.cells[b] === 0);
    if (this.kind !== 'forest' && !filled && !this.connected(a, b)) this.fail(`wall(${a}, ${b}) cuts the maze in two`);
  }

  /** Throws unless every cell can be reached from cell 0 through the passages replayed so far. */
  allReachable(when: string): void {
    const reached = this.grid.size === 0 ? 0 : this.reach(0, -2);
    if (reached !== this.grid.size) this.fail(`only ${reached} of ${this.grid.size} cells are reachable ${when}`);
  }

  head(c: number): void {
    this.events++;
    this.cell(c, 'head');
    this.pendingHead = c;
  }

  backtrack(c: number): void {
    this.events++;
    this.pendingHead = -1;
    this.cell(c, 'backtrack');
  }

  extend(c: number): void {
    this.events++;
    this.pendingHead = -1;
    this.cell(c, 'extend');
  }

  erase(cells: readonly number[]): void {
    this.events++;
    this.pendingHead = -1;
    cells.forEach((c) => this.cell(c, 'erase'));
  }

  join(cells: readonly number[]): void {
    this.events++;
    this.pendingHead = -1;
    cells.forEach((c) => this.cell(c, 'join'));
  }

  frontier(c: number): void {
    this.events++;
    this.cell(c, 'frontier');
  }
}
