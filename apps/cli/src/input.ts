import { readFile } from 'node:fs/promises';
import { parseMazeLines, type Grid, type Maze, type Shape } from '@mazekit/core';
import { UsageError } from './errors.js';

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of its path is not a folder',
};

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new UsageError('reading a maze from stdin ("-"), but stdin is a terminal; pipe maze JSON in or give a FILE');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads maze JSON (one maze, or JSON Lines of several) from a file or, for `-`, stdin; mazes
 * of any of `shapes` (the installed shapes) are read besides orthogonal ones; `failed` are the
 * shape packages that did not load, named when a maze's topology is unknown.
 */
export async function readMazes(source: string, shapes: readonly Shape[] = [], failed: readonly Error[] = []): Promise<Maze<Grid>[]> {
  let text: string;
  if (source === '-') text = await readStdin();
  else {
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new UsageError(`cannot read ${JSON.stringify(source)}: ${(code && REASONS[code]) ?? (error as Error).message}`);
    }
  }
  const name = source === '-' ? 'stdin' : source;
  try {
    return parseMazeLines(text, shapes);
  } catch (error) {
    // An unknown topology may be that of a shape package that is installed but broken.
    const broken = failed.length && (error as { rule?: unknown }).rule === 'topology' ? ` (not loaded: ${failed.map((e) => e.message).join('; ')})` : '';
    throw new UsageError(`${name}: ${(error as Error).message}${broken}`);
  }
}
