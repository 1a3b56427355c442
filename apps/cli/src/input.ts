import { constants } from 'node:buffer';
import { parseMazeLines, type Grid, type Maze, type Shape } from '@mazekit/core';
import { UsageError } from './errors.js';
import { readFileBounded, readStdinBounded, type ReadBound } from './read-bounded.js';
import { decodeUtf8 } from './utf8.js';

/**
 * The most bytes of maze JSON read from one file or stdin: the text is parsed whole, and no
 * JavaScript string is longer (2^29 - 24 in Node's V8). Past it, reading stops.
 */
export const MAZE_MAX_BYTES = constants.MAX_STRING_LENGTH;

function bound(name: string): ReadBound {
  return {
    max: MAZE_MAX_BYTES,
    tooBig: () => new UsageError(`${name}: more than ${MAZE_MAX_BYTES} bytes, the most maze JSON that is read (the longest text a JavaScript string holds); split it into several files`),
  };
}

async function readBytes(source: string): Promise<Buffer> {
  if (source !== '-') return readFileBounded(source, bound(JSON.stringify(source)), (why) => new UsageError(`cannot read ${JSON.stringify(source)}: ${why}`));
  if (process.stdin.isTTY) {
    throw new UsageError('reading a maze from stdin ("-"), but stdin is a terminal; pipe maze JSON in or give a FILE');
  }
  return readStdinBounded(bound('stdin'));
}

/**
 * Reads maze JSON (one maze, or JSON Lines of several) from a file or, for `-`, stdin; mazes
 * of any of `shapes` (the installed shapes) are read besides orthogonal ones; `failed` are the
 * shape packages that did not load, named when a maze's topology is unknown. Input that is
 * not UTF-8 is refused naming the byte offset (it would otherwise turn into U+FFFD unseen).
 */
export async function readMazes(source: string, shapes: readonly Shape[] = [], failed: readonly Error[] = []): Promise<Maze<Grid>[]> {
  const bytes = await readBytes(source);
  const name = source === '-' ? 'stdin' : source;
  const decoded = decodeUtf8(bytes);
  if (!('text' in decoded)) {
    const hex = decoded.byte.toString(16).padStart(2, '0');
    throw new UsageError(`${name}: not valid UTF-8 at byte offset ${decoded.at} (byte 0x${hex}); maze JSON is UTF-8 text`);
  }
  try {
    return parseMazeLines(decoded.text, shapes);
  } catch (error) {
    // An unknown topology may be that of a shape package that is installed but broken.
    const broken = failed.length && (error as { rule?: unknown }).rule === 'topology' ? ` (not loaded: ${failed.map((e) => e.message).join('; ')})` : '';
    throw new UsageError(`${name}: ${(error as Error).message}${broken}`);
  }
}
