// The places other features plug into the page without editing its modules: an extra mode
// (a button in the masthead and a bar above the maze), an extra download button, an extra
// view toggle, an extra view next to the 2D canvas, and extra settings. See the README.
export { registerMode, activateMode, modeChanged, currentMode, type Mode } from './modes/registry.js';
export { addDownload, baseName, downloadOverride, overrideDownloads, saveDownload, type DownloadJob, type DownloadOverride, type DownloadSpec } from './controls/downloads.js';
export { addViewToggle, type ViewToggleSpec } from './controls/view-toggles.js';
export { addKeyHandler } from './keyboard.js';
export { session, type CarvedMaze } from './session.js';
export { store, shareLink, writeUrl } from './store.js';
export { addUrlParam } from './url-extras.js';
export { ui } from './ui.js';
export { overrideZoom, sceneShown } from './view/maze-view.js';
export { playMoved, type PlayerPosition } from './play/moved.js';
