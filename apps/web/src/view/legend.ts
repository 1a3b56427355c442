import { ui } from '../ui.js';
import { HEAT_STEPS } from './palette.js';
import type { Scheme } from './palette.js';

interface Entry {
  readonly label: string;
  /** A CSS background for the swatch. */
  readonly swatch: string;
  /** A glyph drawn on the swatch (stairs). */
  readonly glyph?: string;
  readonly round?: boolean;
}

function groups(scheme: Scheme): [string, Entry[]][] {
  return [
    [
      'Maze',
      [
        { label: 'Wall', swatch: scheme.wall },
        { label: 'Rock: a dungeon’s solid, unreachable cells', swatch: scheme.wall },
        { label: 'Door of a dungeon’s room', swatch: scheme.door },
        { label: 'Entrance (a gap in the outer wall)', swatch: scheme.start },
        { label: 'Exit (a gap in the outer wall)', swatch: scheme.goal },
        { label: 'Solution', swatch: scheme.route },
        { label: 'Distance from the entrance, near to far', swatch: `linear-gradient(90deg, ${scheme.background}, ${scheme.heat})` },
        { label: 'Stairs up (▲ when zoomed in)', swatch: scheme.stairUp, glyph: '▲' },
        { label: 'Stairs down (▼)', swatch: scheme.stairDown, glyph: '▼' },
        { label: 'Stairs up and down', swatch: scheme.stairBoth, glyph: '▲▼' },
      ],
    ],
    [
      'Carving',
      [
        { label: 'Not in the maze yet', swatch: scheme.unvisited },
        { label: 'In the maze', swatch: scheme.visited },
        { label: 'Frontier (Prim’s, growing tree)', swatch: scheme.frontier },
        { label: 'Tentative walk (Wilson’s)', swatch: scheme.path },
        { label: 'The walker', swatch: scheme.head },
      ],
    ],
    [
      'Solving',
      [
        { label: 'Reached by the solver', swatch: scheme.seen },
        { label: 'Marked once (Trémaux’s)', swatch: scheme.markOnce },
        { label: 'Marked twice: walked back (Trémaux’s)', swatch: scheme.markTwice },
        { label: 'Filled in as a dead end', swatch: scheme.filled },
        { label: 'The solver', swatch: scheme.head },
        { label: 'The route it found', swatch: scheme.route },
      ],
    ],
    [
      'Play the maze',
      [
        { label: 'You', swatch: scheme.player, round: true },
        { label: 'Your way from the entrance', swatch: scheme.trail },
      ],
    ],
  ];
}

/** Fills the legend with the colours of `scheme` (`HEAT_STEPS` shades make the distance ramp). */
export function renderLegend(scheme: Scheme): void {
  const parts: HTMLElement[] = [];
  for (const [title, entries] of groups(scheme)) {
    const heading = document.createElement('h2');
    heading.textContent = title;
    const list = document.createElement('ul');
    for (const e of entries) {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = e.round ? 'swatch round' : 'swatch';
      swatch.style.background = e.swatch;
      swatch.setAttribute('aria-hidden', 'true');
      if (e.glyph) swatch.textContent = e.glyph;
      item.append(swatch, e.label);
      list.append(item);
    }
    parts.push(heading, list);
  }
  const note = document.createElement('p');
  note.className = 'hint';
  note.textContent = `Distances use ${HEAT_STEPS} shades. Large mazes at "fit" show each pixel's share of wall and colour.`;
  ui.legend.replaceChildren(...parts, note);
}

/** Wires the Legend button: it shows and hides the legend over the maze. */
export function wireLegend(scheme: () => Scheme): void {
  ui.legendButton.addEventListener('click', () => {
    const open = ui.legend.hidden;
    if (open) renderLegend(scheme());
    ui.legend.hidden = !open;
    ui.legendButton.setAttribute('aria-expanded', String(open));
  });
}
