/**
 * One line for a failed import or run, fit for a committed report: the Node error code when
 * there is one (`ERR_MODULE_NOT_FOUND`), else the error's name and the first line of its message with file paths
 * cut to their last part, so no machine's directories end up in BENCHMARKS.md.
 */
export function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n', 1)[0] ?? text;
  return line.replace(/(?:file:\/\/)?(?:\/[^/\s'"]+)+\/([^/\s'"]+)/g, '$1');
}
