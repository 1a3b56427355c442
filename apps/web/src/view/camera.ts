/**
 * What the maze view shows: `z` device pixels per cell, and the map position (in cells) at
 * the canvas's top-left corner.
 */
export interface Camera {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/** Most device pixels per cell: a cell at most this large on screen. */
export const MAX_ZOOM = 96;

/** Space kept around the map at "fit", in device pixels. */
const FIT_MARGIN = 6;

/** The camera that shows the whole `mapWidth × mapHeight` map, centred, in a `viewWidth × viewHeight` canvas. */
export function fitCamera(mapWidth: number, mapHeight: number, viewWidth: number, viewHeight: number): Camera {
  const z = Math.max(1e-3, Math.min(MAX_ZOOM, (viewWidth - 2 * FIT_MARGIN) / mapWidth, (viewHeight - 2 * FIT_MARGIN) / mapHeight));
  return { z, x: mapWidth / 2 - viewWidth / (2 * z), y: mapHeight / 2 - viewHeight / (2 * z) };
}

/**
 * Zooms by `factor` keeping the map point under canvas pixel (`px`, `py`) where it is; the
 * zoom stays between half the fit and {@link MAX_ZOOM}.
 */
export function zoomAt(camera: Camera, factor: number, px: number, py: number, fitZ: number): Camera {
  const z = Math.min(Math.max(MAX_ZOOM, fitZ), Math.max(fitZ / 2, camera.z * factor));
  const mx = camera.x + px / camera.z;
  const my = camera.y + py / camera.z;
  return { z, x: mx - px / z, y: my - py / z };
}

/** Moves the view by (`dx`, `dy`) device pixels (the map moves with the pointer). */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return { z: camera.z, x: camera.x - dx / camera.z, y: camera.y - dy / camera.z };
}

/**
 * Keeps at least a quarter of the view (or the whole map, if smaller) over the map, so the
 * maze can never be panned out of sight.
 */
export function clampCamera(camera: Camera, mapWidth: number, mapHeight: number, viewWidth: number, viewHeight: number): Camera {
  const clampAxis = (start: number, span: number, map: number): number => {
    const keep = Math.min(span / 4, map);
    return Math.min(map - keep, Math.max(keep - span, start));
  };
  return {
    z: camera.z,
    x: clampAxis(camera.x, viewWidth / camera.z, mapWidth),
    y: clampAxis(camera.y, viewHeight / camera.z, mapHeight),
  };
}

/** Moves the camera the least so that map point (`mx`, `my`) is at least `margin` device pixels inside the view. */
export function follow(camera: Camera, mx: number, my: number, viewWidth: number, viewHeight: number, margin: number): Camera {
  const px = (mx - camera.x) * camera.z;
  const py = (my - camera.y) * camera.z;
  const m = Math.min(margin, viewWidth / 2, viewHeight / 2);
  let dx = 0;
  let dy = 0;
  if (px < m) dx = m - px;
  else if (px > viewWidth - m) dx = viewWidth - m - px;
  if (py < m) dy = m - py;
  else if (py > viewHeight - m) dy = viewHeight - m - py;
  return dx || dy ? panBy(camera, dx, dy) : camera;
}
