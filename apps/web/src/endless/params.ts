import { TEXTURES, WORLD_SIZE, type Texture } from '@mazekit/endless';

/** Where the Endless mode looks: the cell at the centre of the view, and the texture. */
export interface EndlessPlace {
  readonly x: number;
  readonly y: number;
  readonly texture: Texture;
}

/** Where a first visit starts: the middle of the world. */
export const START: EndlessPlace = { x: WORLD_SIZE / 2, y: WORLD_SIZE / 2, texture: 'chunks' };

const DIGITS = /^[0-9]{1,16}$/;

/** A coordinate from the address or the "go to" box, or undefined when it is not a cell of the world. */
export function parseCoordinate(text: string | null | undefined): number | undefined {
  const trimmed = (text ?? '').trim().replaceAll(/[_,\s]/g, '');
  if (!DIGITS.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value < WORLD_SIZE ? value : undefined;
}

/**
 * The place the address holds (`x`, `y`, `texture`), with a one-line problem for each
 * value that is not allowed (the start's value is used instead).
 */
export function readPlace(search: string): { place: EndlessPlace; problems: string[] } {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const coordinate = (name: 'x' | 'y'): number => {
    const raw = params.get(name);
    if (raw === null) return START[name];
    const value = parseCoordinate(raw);
    if (value !== undefined) return value;
    problems.push(`${name} must be an integer from 0 to ${WORLD_SIZE - 1}; got ${JSON.stringify(raw)}, using ${START[name]}`);
    return START[name];
  };
  const x = coordinate('x');
  const y = coordinate('y');
  const raw = params.get('texture');
  let texture: Texture = START.texture;
  if (raw !== null) {
    if ((TEXTURES as readonly string[]).includes(raw)) texture = raw as Texture;
    else problems.push(`texture must be one of ${TEXTURES.join(', ')}; got ${JSON.stringify(raw)}, using ${START.texture}`);
  }
  return { place: { x, y, texture }, problems };
}

/** The place as address parameters, added after the page's own (`x=..&y=..&texture=..`). */
export function placeQuery(place: EndlessPlace): string {
  return new URLSearchParams({ x: String(place.x), y: String(place.y), texture: place.texture }).toString();
}

/** Clamps a cell coordinate into the world. */
export function clampCell(value: number): number {
  return Math.min(WORLD_SIZE - 1, Math.max(0, Math.round(value)));
}
