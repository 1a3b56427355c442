/** The package name, as it appears in every error it throws. */
export const PACKAGE = '@mazekit/render-blocks';
