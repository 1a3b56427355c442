/** The package named in every error this generator throws. */
export const PACKAGE = '@mazekit/generator-rooms';
