// The XML check is shared by the renderers' tests; it lives in the testkit.
export { checkXml } from '@mazekit/testkit';
