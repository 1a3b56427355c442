import type { OptionSpec } from '@mazekit/core';
import { OPTION_PREFIX } from './url-state.js';

/** The id of the form control for generator option `name`. */
export function optionControlId(name: string): string {
  return `opt-${name}`;
}

/**
 * Builds one labelled control per generator option (number box, checkbox, menu or text
 * box), showing `values`, into `container`, replacing what was there.
 */
export function renderOptionFields(
  container: HTMLElement,
  specs: readonly OptionSpec[],
  values: Readonly<Record<string, number | boolean | string>>,
): void {
  container.replaceChildren();
  for (const spec of specs) {
    const id = optionControlId(spec.name);
    const field = document.createElement('div');
    field.className = spec.type === 'boolean' ? 'field check' : 'field';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = spec.name;
    label.title = spec.description;
    const value = values[spec.name] ?? spec.default;
    let control: HTMLInputElement | HTMLSelectElement;
    if (spec.type === 'choice') {
      const select = document.createElement('select');
      for (const choice of spec.choices ?? []) select.add(new Option(choice, choice, false, choice === value));
      control = select;
    } else {
      const input = document.createElement('input');
      if (spec.type === 'boolean') {
        input.type = 'checkbox';
        input.checked = value === true;
      } else if (spec.type === 'number') {
        input.type = 'number';
        input.inputMode = spec.integer ? 'numeric' : 'decimal';
        input.step = spec.integer ? '1' : 'any';
        if (spec.min !== undefined) input.min = String(spec.min);
        if (spec.max !== undefined) input.max = String(spec.max);
        input.value = String(value);
      } else {
        input.type = 'text';
        input.value = String(value);
      }
      control = input;
    }
    control.id = id;
    control.name = OPTION_PREFIX + spec.name;
    control.setAttribute('aria-describedby', `${id}-hint`);
    const hint = document.createElement('p');
    hint.id = `${id}-hint`;
    hint.className = 'hint';
    hint.textContent = spec.description;
    if (spec.type === 'boolean') {
      label.prepend(control, ' ');
      field.append(label, hint);
    } else field.append(label, control, hint);
    container.append(field);
  }
}

/** The option values in `container` as query parameters (`opt.<name>` → text). */
export function readOptionFields(container: HTMLElement, specs: readonly OptionSpec[]): [string, string][] {
  const out: [string, string][] = [];
  for (const spec of specs) {
    const control = container.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(optionControlId(spec.name))}`);
    if (!control) continue;
    const text = control instanceof HTMLInputElement && control.type === 'checkbox' ? String(control.checked) : control.value;
    out.push([OPTION_PREFIX + spec.name, text]);
  }
  return out;
}
