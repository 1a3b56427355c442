import { currentModel, currentOverlay } from './maze/current.js';
import type { MazeModel } from './maze/model.js';
import { store } from './store.js';
import { ui } from './ui.js';
import { fitCamera } from './view/camera.js';
import { decorate } from './view/decorate.js';
import { colorsOf, LIGHT } from './view/palette.js';
import { OVERVIEW_BELOW, rasterize } from './view/raster.js';
import { mazeScene } from './view/scenes.js';
import { drawShapes } from './view/vector.js';

/** Pixels on the long side of a printed picture: sharp on paper, a few megapixels at most. */
const PRINT_SIDE = 2400;

/** Largest floor label on paper, in picture pixels (about 5 mm high on A4). */
const PRINT_LABEL = 56;

/** A printed picture and where the maze sits in it (the camera it was drawn with). */
interface Picture {
  readonly src: string;
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The maze (and its route, when given) drawn for paper: light colours, entrance and exit,
 * floor labels and stair marks as the view and the PDF show them, fitted to a portrait page.
 */
function picture(model: MazeModel, route: Uint8Array | undefined): Picture {
  const width = Math.round(PRINT_SIDE / Math.SQRT2);
  const height = PRINT_SIDE;
  const { mapWidth, mapHeight } = model.layout;
  const fitted = fitCamera(mapWidth, mapHeight, width, height);
  // Whole pixels a cell when there is room, so printed walls are crisp; centred on the page.
  const z = fitted.z >= OVERVIEW_BELOW ? Math.floor(fitted.z) : fitted.z;
  const cam = { z, x: mapWidth / 2 - width / (2 * z), y: mapHeight / 2 - height / (2 * z) };
  const colors = colorsOf(LIGHT);
  const layers = mazeScene(model, undefined, { route }).layers(!model.layout.shape && z < OVERVIEW_BELOW, colors);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { src: '', ...cam };
  if (model.layout.shape) {
    // Other shapes: through core's geometry, as the view draws them (stairs included).
    drawShapes(ctx, model.layout, cam, layers, colors);
  } else {
    const image = ctx.createImageData(width, height);
    rasterize(model.layout, cam, new Uint32Array(image.data.buffer), width, height, layers, colors);
    ctx.putImageData(image, 0, 0);
  }
  // What the raster leaves out: the floor labels and the square mazes' stair arrows.
  decorate(ctx, model.layout, cam, layers, LIGHT, 1, false, PRINT_LABEL);
  return { src: canvas.toDataURL('image/png'), ...cam };
}

function page(title: string, shot: Picture): HTMLElement {
  const section = document.createElement('section');
  section.className = 'print-page';
  const heading = document.createElement('h1');
  heading.textContent = title;
  const img = document.createElement('img');
  img.src = shot.src;
  img.alt = title;
  // Where the maze sits in the picture, for tests that read it back.
  Object.assign(img.dataset, { z: String(shot.z), x: String(shot.x), y: String(shot.y) });
  section.append(heading, img);
  return section;
}

/** Fills the print sheet: the maze on one page and, with Solution ticked, the maze solved on the next. */
function fillSheet(): void {
  const model = currentModel();
  if (!model) {
    ui.printSheet.replaceChildren();
    return;
  }
  const label = model.carved.label;
  const pages = [page(label, picture(model, undefined))];
  if (store.state.solution) {
    const route = currentOverlay()?.route;
    if (route) pages.push(page(`${label}: solution`, picture(model, route)));
  }
  ui.printSheet.replaceChildren(...pages);
  ui.printSheet.dataset.pages = String(pages.length);
}

/**
 * Printing prints just the maze (the print stylesheet hides the page): the sheet is drawn
 * when printing starts (the print dialog, or print media emulated) and emptied after.
 */
export function wirePrint(): void {
  window.addEventListener('beforeprint', fillSheet);
  matchMedia('print').addEventListener('change', (event) => {
    if (event.matches) fillSheet();
  });
  window.addEventListener('afterprint', () => ui.printSheet.replaceChildren());
}
