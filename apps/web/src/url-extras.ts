// Address parameters kept by views that are not settings of the maze (the 3D view's `view`
// and `cam`): the store appends them to every address it writes, so they survive a change of
// speed or overlay and travel in the copied link. Their owners read them back at start-up.

const readers = new Map<string, () => string | undefined>();

/** Keeps parameter `name` in the address, with the value `read` returns (none when undefined). */
export function addUrlParam(name: string, read: () => string | undefined): void {
  readers.set(name, read);
}

/** The extra parameters as `&name=value` pairs, in the order they were added ('' when none). */
export function urlExtras(): string {
  const params = new URLSearchParams();
  for (const [name, read] of readers) {
    const value = read();
    if (value !== undefined) params.set(name, value);
  }
  const text = params.toString();
  return text ? `&${text}` : '';
}
