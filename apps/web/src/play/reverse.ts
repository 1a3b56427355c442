/**
 * Keys that undo each other in Play mode, per shape: the way back of a step made with one is
 * the other (← and →, ↑ and ↓, W and S, A and D; on a hex maze also Q and C, E and Z).
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['ArrowUp', 'ArrowDown'],
  ['ArrowLeft', 'ArrowRight'],
  ['w', 's'],
  ['a', 'd'],
];
const HEX_PAIRS: readonly (readonly [string, string])[] = [...PAIRS, ['q', 'c'], ['e', 'z']];

function table(pairs: readonly (readonly [string, string])[]): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [a, b] of pairs) {
    map.set(a, b);
    map.set(b, a);
  }
  return map;
}
const BOARD = table(PAIRS);
const HEX = table(HEX_PAIRS);

/** The key that undoes a step made with `key` on a maze of `topology`, if any. */
export function oppositeKey(topology: string, key: string): string | undefined {
  return (topology === 'hex' ? HEX : BOARD).get(key);
}

/** One key step: the key pressed and the cell it left. */
interface Step {
  readonly key: string;
  readonly from: number;
}

/**
 * The key steps just made, newest last. A key that undoes the newest one goes back to the
 * cell it left, whatever the screen directions say there (near the centre of a polar maze
 * the directions turn fast, and a plain "toward" could pick another cell): so every move has
 * its reverse on every shape. Any other kind of move (a run, a tap, a stair) starts over.
 */
export class KeySteps {
  private readonly steps: Step[] = [];

  /** The cell `key` returns to (undoing the newest key step), or -1. */
  back(topology: string, key: string): number {
    const last = this.steps.at(-1);
    return last && oppositeKey(topology, last.key) === key ? last.from : -1;
  }

  /** A key step from `from` was made with `key`. */
  push(key: string, from: number): void {
    this.steps.push({ key, from });
  }

  /** The newest key step was undone. */
  pop(): void {
    this.steps.pop();
  }

  /** Forgets every step (a run, a tap, a new game). */
  clear(): void {
    this.steps.length = 0;
  }
}
