import type { Grid } from './grid.js';
import type { Maze } from './maze.js';
import type { OptionSpec } from './options.js';

/**
 * What a renderer package exports (as `renderer`): metadata plus a function from a maze
 * to text or bytes. Renderers depend only on core; they never carve or solve.
 */
export interface Renderer<Options = Record<string, unknown>> {
  /** Stable id, e.g. `svg`. */
  readonly id: string;
  /** Display name, e.g. `SVG`. */
  readonly name: string;
  /** One line saying what it draws. */
  readonly summary: string;
  /** The npm package that ships it; named in its error messages. */
  readonly package: string;
  /** Output formats it can produce, as the CLI's `--format` names them (e.g. `['ascii', 'unicode']`). */
  readonly formats: readonly string[];
  /** File extension per format, without the dot (e.g. `{ svg: 'svg' }`). */
  readonly extensions: Readonly<Record<string, string>>;
  /** The style options it takes. */
  readonly options: readonly OptionSpec[];
  /**
   * Draws `maze` in `format` (the first of `formats` when absent). A renderer that draws only
   * some shapes refuses the others with one line naming the shapes it draws.
   */
  render(maze: Maze<Grid>, options?: Options & { format?: string }): string | Uint8Array;
  /**
   * Draws several mazes into one document (a PDF booklet, say). Only renderers whose output
   * can hold many mazes have it; tools draw one maze per `render` call otherwise.
   */
  renderMany?(mazes: readonly Maze<Grid>[], options?: Options & { format?: string }): string | Uint8Array;
  /**
   * Refuses at once what it could not draw, before any maze is carved: mazes on grids like
   * `grids` (empty grids of the size and shape to carve, one per maze of the document) drawn
   * with `options`. Throws the `MazekitError` that `render` or `renderMany` would throw for
   * them — a PDF names the largest size that prints legibly — and must cost far less than
   * carving, so a tool can refuse in a moment instead of after minutes. Renderers without it
   * are asked nothing before drawing.
   */
  checkFits?(grids: readonly Grid[], options?: Options & { format?: string }): void;
}
