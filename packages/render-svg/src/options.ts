import { STYLE_OPTIONS, resolveStyle, type MazeStyle, type OptionSpec } from '@mazekit/core';

const PACKAGE = '@mazekit/render-svg';

/** Style options of {@link renderSvg}; every one is optional. The names, defaults and bounds are core's {@link MazeStyle}, shared with the canvas renderer. */
export type SvgOptions = Partial<MazeStyle>;

/** Option specs of the SVG renderer, for command lines and forms: core's shared style options. */
export const svgOptions: readonly OptionSpec[] = STYLE_OPTIONS;

/** {@link SvgOptions} with every default filled in. */
export type ResolvedSvgOptions = MazeStyle;

/** Checks `options` against {@link svgOptions} and the rules between them; fills defaults. */
export function resolveSvgOptions(options: SvgOptions | undefined): ResolvedSvgOptions {
  return resolveStyle(PACKAGE, options) as unknown as ResolvedSvgOptions;
}
