import { emit, openAtomic, writeStdout } from '../output.js';
import type { Target } from '../parse/common.js';
import { assertPrintable } from '../produce.js';
import type { Drawn } from './draw.js';

/**
 * Writes a drawing to its target: stdout, or `--output` atomically (the file appears whole
 * or not at all, also when a stream fails half way).
 */
export async function write(drawn: Drawn, target: Target): Promise<void> {
  if (drawn.kind === 'whole') {
    // A renderer may hand back bytes for a format it did not declare binary.
    assertPrintable(drawn.data, drawn.format, target.file);
    await emit(drawn.data, target.file);
    return;
  }
  if (target.file === undefined) {
    await drawn.pump(writeStdout);
    return;
  }
  const file = await openAtomic(target.file);
  try {
    await drawn.pump(file.write);
    await file.commit();
  } finally {
    file.abort();
  }
}
