import { ui } from '../ui.js';

/** A checkbox in the view bar that switches something about the view on and off. */
export interface ViewToggleSpec {
  readonly id: string;
  readonly label: string;
  readonly title?: string;
  readonly checked?: boolean;
  onChange(checked: boolean): void;
}

/** Adds a labelled checkbox to the view bar (next to Solution and Distances) and returns it. */
export function addViewToggle(spec: ViewToggleSpec): HTMLInputElement {
  const label = document.createElement('label');
  label.className = 'check';
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.id = spec.id;
  input.checked = spec.checked ?? false;
  if (spec.title) label.title = spec.title;
  label.append(input, ` ${spec.label}`);
  ui.viewToggles.append(label);
  input.addEventListener('change', () => spec.onChange(input.checked));
  return input;
}
