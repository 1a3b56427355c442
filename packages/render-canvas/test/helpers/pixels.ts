// Reading a PNG's pixels back is shared by the renderers' tests; it lives in the testkit.
export { brightness, decodePng, type Pixels } from '@mazekit/testkit';
