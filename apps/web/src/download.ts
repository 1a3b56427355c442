/** Offers `blob` to the user as a file called `name`. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started by now; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name part from a seed: letters, digits, `-` and `_` kept, the rest `_`, at most 40. */
export function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40) || '_';
}
