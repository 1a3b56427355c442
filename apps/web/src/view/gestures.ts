/** What a finished one-finger or mouse gesture on the maze was. */
export type Gesture =
  | { readonly kind: 'tap'; readonly x: number; readonly y: number; readonly pointerType: string }
  | { readonly kind: 'swipe'; readonly dx: number; readonly dy: number; readonly pointerType: string };

/** How pointer input moves the view; the maze view implements it. */
export interface GestureTarget {
  /** Moves the view by CSS pixels. */
  pan(dx: number, dy: number): void;
  /** Zooms by `factor` about CSS point (`x`, `y`) of the canvas. */
  zoom(factor: number, x: number, y: number): void;
  /** True when a one-finger (or mouse) drag of this pointer type should pan (else it is a swipe). */
  dragPans(pointerType: string): boolean;
  /** A tap or a swipe ended. */
  gesture(g: Gesture): void;
}

/** Movement (CSS px) under which a press counts as a tap. */
const TAP_SLOP = 10;
/** Movement (CSS px) a swipe needs. */
const SWIPE_MIN = 24;

/**
 * Wheel zoom, drag to pan, two-finger pinch (zoom and pan at once), and taps and swipes for
 * the play mode, all with pointer events on `element` (which gets `touch-action: none`).
 */
export function wireGestures(element: HTMLElement, target: GestureTarget): void {
  element.style.touchAction = 'none';
  const pointers = new Map<number, { x: number; y: number; x0: number; y0: number; type: string; t0: number }>();
  let pinch: { distance: number; mx: number; my: number } | undefined;
  let moved = false;
  // A gesture that had two fingers down at some point is a pinch to its end, never a tap or swipe.
  let multi = false;

  const local = (event: PointerEvent | WheelEvent): { x: number; y: number } => {
    const box = element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const pinchOf = (): { distance: number; mx: number; my: number } => {
    const [a, b] = [...pointers.values()];
    return { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), mx: (a!.x + b!.x) / 2, my: (a!.y + b!.y) / 2 };
  };

  element.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      const at = local(event);
      // Pixel-precise deltas (trackpads) and line steps (mouse wheels) zoom about the same per notch.
      const delta = event.deltaMode === 1 ? event.deltaY * 40 : event.deltaY;
      target.zoom(Math.exp(-Math.max(-300, Math.min(300, delta)) * 0.002), at.x, at.y);
    },
    { passive: false },
  );

  element.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    // Keep getting the pointer's moves outside the canvas (synthetic pointers cannot be captured).
    try {
      element.setPointerCapture(event.pointerId);
    } catch {
      /* not an active pointer: moves still arrive while over the canvas */
    }
    const at = local(event);
    pointers.set(event.pointerId, { ...at, x0: at.x, y0: at.y, type: event.pointerType, t0: event.timeStamp });
    if (pointers.size === 1) {
      moved = false;
      multi = false;
    }
    if (pointers.size === 2) {
      pinch = pinchOf();
      multi = true;
    }
  });

  element.addEventListener('pointermove', (event) => {
    const p = pointers.get(event.pointerId);
    if (!p) return;
    const at = local(event);
    const dx = at.x - p.x;
    const dy = at.y - p.y;
    p.x = at.x;
    p.y = at.y;
    if (Math.hypot(p.x - p.x0, p.y - p.y0) > TAP_SLOP) moved = true;
    if (pointers.size === 2 && pinch) {
      const next = pinchOf();
      target.pan(next.mx - pinch.mx, next.my - pinch.my);
      if (pinch.distance > 0 && next.distance > 0) target.zoom(next.distance / pinch.distance, next.mx, next.my);
      pinch = next;
    } else if (pointers.size === 1 && target.dragPans(p.type)) {
      target.pan(dx, dy);
    }
  });

  const end = (event: PointerEvent): void => {
    const p = pointers.get(event.pointerId);
    if (!p) return;
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = undefined;
    if (event.type === 'pointercancel' || pointers.size > 0 || multi) return;
    const dx = p.x - p.x0;
    const dy = p.y - p.y0;
    if (!moved) target.gesture({ kind: 'tap', x: p.x, y: p.y, pointerType: p.type });
    else if (!target.dragPans(p.type) && Math.hypot(dx, dy) >= SWIPE_MIN) target.gesture({ kind: 'swipe', dx, dy, pointerType: p.type });
  };
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
}
