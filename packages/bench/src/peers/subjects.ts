import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Subject } from '../subject.js';
import { generateMazeSubject } from './generate-maze.js';
import { sbj42Subject } from './sbj42.js';

const require = createRequire(import.meta.url);

/** The npm peers timed beside mazekit: generate-maze and @sbj42/maze-generator's plugins. */
export function peerSubjects(): Subject[] {
  // generate-maze's "exports" hides its package.json, so read it beside the resolved entry.
  const manifest = join(dirname(require.resolve('generate-maze')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return [sbj42Subject('backtrack', 'backtracker'), sbj42Subject('prim', 'prim'), generateMazeSubject(version)];
}
