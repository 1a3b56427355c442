export { renderSvg } from './render.js';
export { renderer } from './renderer.js';
export { resolveSvgOptions, svgOptions, type ResolvedSvgOptions, type SvgOptions } from './options.js';
export { heatPaths } from './heatmap.js';
export { shapeHeatPaths } from './shape-heatmap.js';
export { escapeXml } from './xml.js';
export { CompactPath } from './compact-path.js';
export { ShapePath } from './shape-path.js';
