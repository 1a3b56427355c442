/** The package named in every error this renderer throws. */
export const PACKAGE = '@mazekit/render-tiled';
