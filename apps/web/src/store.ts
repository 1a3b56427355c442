import { Emitter } from './emitter.js';
import { urlExtras } from './url-extras.js';
import { serializeState, type AppState } from './url-state.js';

/**
 * The page's settings (everything the address carries) and who changed what. Modules read
 * `store.state`, change it through {@link update}, and listen to `store.changed`.
 */
export const store = {
  state: undefined as unknown as AppState,
  /** The names of the settings that just changed. */
  changed: new Emitter<readonly (keyof AppState)[]>(),
};

/** Replaces the whole state (first load, Back and Forward, a submitted form). */
export function replaceState(next: AppState): void {
  store.state = next;
  store.changed.emit(Object.keys(next) as (keyof AppState)[]);
}

/** Changes some settings and tells the listeners which. */
export function update(patch: Partial<AppState>): void {
  const keys = (Object.keys(patch) as (keyof AppState)[]).filter((k) => patch[k] !== store.state[k]);
  if (keys.length === 0) return;
  store.state = { ...store.state, ...patch };
  store.changed.emit(keys);
}

/**
 * Puts the state in the address. A new maze gets a new history entry (so Back returns to
 * the previous maze); speed and view changes only rewrite the current one.
 */
export function writeUrl(newEntry = false): void {
  const url = `${location.pathname}?${serializeState(store.state)}${urlExtras()}`;
  if (newEntry && url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** A link that makes the current maze again, in the current mode. */
export function shareLink(patch: Partial<AppState> = {}): string {
  return `${location.origin}${location.pathname}?${serializeState({ ...store.state, ...patch })}${urlExtras()}`;
}

/** A key naming the maze `state` makes (not how it is shown): for best times. */
export function mazeKey(state: Readonly<AppState>): string {
  const options = Object.keys(state.options)
    .sort()
    .map((k) => `${k}=${String(state.options[k])}`)
    .join(',');
  let key = [state.generator, state.width, state.height, state.levels, state.seed, state.braid, options].join('|');
  // Other ends make another race (corner-to-corner keys stay as they were).
  if (state.ends !== 'corners') key += `|ends=${state.ends}`;
  if (state.hardest > 1) key += `|hardest=${state.hardest}`;
  // Square, unmasked mazes keep the keys they always had (best times already saved stay valid).
  if (state.shape === 'orthogonal' && !state.mask) return key;
  const size = state.shape === 'polar' ? `rings=${state.rings}` : state.shape === 'weave' ? `crossings=${state.crossings}` : '';
  return [key, state.shape, size, state.mask, state.maskRows].join('|');
}
