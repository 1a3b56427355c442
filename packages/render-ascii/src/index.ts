export { asciiRowRenderer, type AsciiRowOptions, type AsciiRowRenderer } from './row-renderer.js';
export { ASCII_GLYPHS, UNICODE_GLYPHS, type Glyphs, type TextStyle } from './glyphs.js';
export { Marks } from './marks.js';
export { asciiOptions, type AsciiOptions } from './options.js';
export { renderAscii, renderText, renderUnicode } from './render.js';
export { renderer } from './renderer.js';
