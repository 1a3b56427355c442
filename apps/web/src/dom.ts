/** The element with this id; a missing one is a bug in index.html, so it throws at once. */
export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

/** A button with a label, a type and an optional tooltip. */
export function makeButton(id: string, label: string, title = ''): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = id;
  button.textContent = label;
  if (title) button.title = title;
  return button;
}
