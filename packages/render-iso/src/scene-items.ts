import type { IsoProjection } from './projection.js';

/** The named paints of a scene; the SVG writes one CSS class per paint, a canvas sets its styles. */
export type PaintName =
  | 'slabTop'
  | 'slabEast'
  | 'slabSouth'
  | 'wallTop'
  | 'wallEast'
  | 'wallSouth'
  | 'rockTop'
  | 'rockEast'
  | 'rockSouth'
  | 'doorTop'
  | 'doorEast'
  | 'doorSouth'
  | 'bridgeTop'
  | 'bridgeEast'
  | 'bridgeSouth'
  | 'shaftEast'
  | 'shaftSouth'
  | 'shaftTop'
  | 'stairBase'
  | 'stairLine'
  | 'stairHole'
  | 'startSpot'
  | 'goalSpot'
  | 'halo'
  | 'route'
  | 'pinStick'
  | 'startPin'
  | 'goalPin'
  | 'pinLetter'
  | 'label'
  | 'title';

/** How one paint looks: fill, stroke (width in px), opacity, font (`size weight`). */
export interface Paint {
  readonly fill?: string;
  readonly stroke?: string;
  readonly width?: number;
  readonly opacity?: number;
  readonly font?: string;
}

/** A closed polygon, screen px as x, y pairs; `fill` overrides the paint's (heat-map cells). */
export interface PolyItem {
  readonly kind: 'poly';
  readonly paint: PaintName | 'heat';
  readonly points: readonly number[];
  readonly fill?: string;
}

/**
 * A block: its visible faces (top, east, south; a dungeon's rock leaves out the faces against
 * more rock) and what it is, for the SVG's data attributes.
 */
export interface BlockItem {
  readonly kind: 'block';
  readonly role: 'wall' | 'post' | 'shaft' | 'rock' | 'door' | 'bridge';
  readonly cell: number;
  readonly side: string;
  /** 1, or the reduced opacity of a wall in front of the route. */
  readonly opacity: number;
  readonly faces: readonly PolyItem[];
}

/** An open polyline. */
export interface LineItem {
  readonly kind: 'line';
  readonly paint: PaintName;
  readonly points: readonly number[];
}

/** A filled circle with an optional one-letter label. */
export interface DotItem {
  readonly kind: 'dot';
  readonly paint: PaintName;
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly letter: string;
}

/** A line of text. */
export interface TextItem {
  readonly kind: 'text';
  readonly paint: 'label' | 'title' | 'pinLetter';
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: 'start' | 'middle' | 'end';
}

/** Everything drawn for one floor, in painting order. */
export interface FloorItem {
  readonly kind: 'floor';
  readonly level: number;
  readonly items: readonly (PolyItem | BlockItem | LineItem | TextItem)[];
}

/** Anything in a scene. */
export type SceneItem = PolyItem | BlockItem | LineItem | DotItem | TextItem | FloorItem;

/** An isometric picture as a list of shapes in painting order (back to front), in screen px. */
export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly projection: IsoProjection;
  readonly paints: Readonly<Record<PaintName, Paint>>;
  readonly items: readonly SceneItem[];
  /** The solution polyline's screen points (empty without one), also in `items`. */
  readonly route: readonly number[];
  /** True when the maze is a dungeon (it has rooms and doors): its rock and door frames are drawn. */
  readonly dungeon: boolean;
  /** True when the maze is woven (a weave maze): its crossings have bridges. */
  readonly woven: boolean;
}
