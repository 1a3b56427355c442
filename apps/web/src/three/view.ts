// The 3D scene (three.js, loaded on demand): floors stacked levelHeight apart, each one quad
// coloured cell by cell through a small texture (for the carving animation); walls as one
// InstancedMesh of merged runs, spiral ramps as another; the solution as a tube; orbit
// controls and a first-person walk. Faces are shaded by baked vertex colours under an unlit
// material, which costs far less per pixel than lighting on a software renderer.
import { geometryOf, isOrthogonal, type Grid, type LayoutCells, type OrthogonalGrid, type ShapeGeometry, type TraceState } from '@mazekit/core';
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import {
  EYE_HEIGHT,
  WALL_HEIGHT,
  WALL_THICKNESS,
  forEachWallRun,
  levelHeight,
  maxWalls,
  rampTriangles,
  routePoints,
  type Shape,
} from './geometry.js';
import { bridgeRoute, cellLift, forEachBridgePiece, type Slab } from './bridge-geometry.js';
import { forEachDoorPiece, forEachRockRun, type WorldBox } from './dungeon-geometry.js';
import { forEachShapeWall, maxShapeWalls, shapeFloorTriangles, stairScale } from './shape-geometry.js';
import type { ShapeWalker } from './shape-walker.js';
import type { Walker } from './walker.js';

/** A first-person walker: on a square grid (four facings) or on any shape (a heading). */
export type AnyWalker = Walker | ShapeWalker;

/** Cell colours as RGBA bytes: the finished floor and ends, and the carving palette of the 2D view. */
const COLORS = {
  floor: [236, 239, 241, 255],
  start: [102, 187, 106, 255],
  goal: [239, 83, 80, 255],
  unvisited: [158, 158, 158, 255],
  visited: [144, 202, 249, 255],
  head: [34, 195, 58, 255],
  path: [255, 255, 255, 255],
  frontier: [244, 180, 0, 255],
  hole: [0, 0, 0, 0],
  /** The play mode's way so far, and its player. */
  trail: [255, 224, 130, 255],
  /** Shapes' floors have no alpha: a stair's arrival is a dark well instead of a hole. */
  shapeHole: [88, 52, 110, 255],
} as const;

/** True when two grids of one topology and size have the same board (width, height, levels where they have them). */
function sameBoard(a: Grid, b: Grid): boolean {
  const [p, q] = [a as Partial<OrthogonalGrid>, b as Partial<OrthogonalGrid>];
  return p.width === q.width && p.height === q.height && a.levels === b.levels;
}

/** A unit box whose vertex colours shade it as if lit from above: top light, sides darker. */
function shadedBox(): THREE.BufferGeometry {
  const geometry = new THREE.BoxGeometry(1, 1, 1).toNonIndexed();
  const normals = geometry.getAttribute('normal');
  const colors = new Float32Array(normals.count * 3);
  for (let i = 0; i < normals.count; i++) {
    const [nx, ny, nz] = [normals.getX(i), normals.getY(i), normals.getZ(i)];
    const light = ny > 0.5 ? 1 : ny < -0.5 ? 0.45 : Math.abs(nx) > 0.5 ? 0.78 : Math.abs(nz) > 0.5 ? 0.62 : 0.7;
    colors.fill(light, i * 3, i * 3 + 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  return geometry;
}

/** The spiral ramp, shaded from its inner edge (darker) to its outer edge. */
function shadedRamp(): THREE.BufferGeometry {
  const positions = rampTriangles();
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  const colors = new Float32Array(positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    const r = Math.hypot(positions[i]!, positions[i + 2]!);
    colors.fill(0.6 + r, i, i + 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  return geometry;
}
/** Share of the canvas's resolution drawn while the camera moves (a quarter of the pixels). */
const MOVING_RATIO = 0.5;
/** How long after the last camera move the full-resolution frame comes, in ms. */
const SETTLE_MS = 180;

/**
 * Adds vertex colours that shade `geometry` as if lit from above and the south-east, so an
 * unlit material (cheap per pixel on a software renderer) still shows its form.
 */
function bakeShade(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  const normals = geometry.getAttribute('normal');
  const colors = new Float32Array(normals.count * 3);
  const [lx, ly, lz] = [0.45, 0.8, 0.4];
  for (let i = 0; i < normals.count; i++) {
    const lit = Math.max(0, normals.getX(i) * lx + normals.getY(i) * ly + normals.getZ(i) * lz);
    colors.fill(0.55 + 0.5 * lit, i * 3, i * 3 + 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colors, 3));
  return geometry;
}

/** How far behind its cell's centre the walker's eye is. */
const EYE_BACK = 0.38;
/** Vertical field of view of the orbit camera and of the walker's eye, in degrees. */
const ORBIT_FOV = 45;
const WALK_FOV = 75;
/** How long a walker step or turn takes on screen, in ms. */
const MOVE_MS = 140;

/** What the scene shows besides the walls: the ends and the route (cell indices). */
export interface MazeMarks {
  readonly start: number;
  readonly goal: number;
  readonly route: readonly number[] | undefined;
  /** A dungeon's rock and doors cell by cell (core's `layoutCells`, on a square grid): its rock stands solid, its doors framed. */
  readonly dungeon?: LayoutCells | undefined;
}

/** Writes a scale-then-translate matrix into an instance buffer (no Object3D per instance). */
function place(array: Float32Array, i: number, sx: number, sy: number, sz: number, x: number, y: number, z: number): void {
  const o = i * 16;
  array.fill(0, o, o + 16);
  array[o] = sx;
  array[o + 5] = sy;
  array[o + 10] = sz;
  array[o + 12] = x;
  array[o + 13] = y;
  array[o + 14] = z;
  array[o + 15] = 1;
}

/**
 * Writes a wall piece from (x0, z0) to (x1, z1) into an instance buffer: the unit box scaled
 * to the piece (`long` along it), turned about y to run along it, centred at height `y`.
 */
function placeAlong(array: Float32Array, i: number, x0: number, z0: number, x1: number, z1: number, long: number, sy: number, sz: number, y: number): void {
  const len = Math.hypot(x1 - x0, z1 - z0) || 1;
  const [c, s] = [(x1 - x0) / len, (z1 - z0) / len];
  const o = i * 16;
  array.fill(0, o, o + 16);
  // Columns: the box's x axis along the piece, y up, z across it; then the centre.
  array[o] = c * long;
  array[o + 2] = s * long;
  array[o + 5] = sy;
  array[o + 8] = -s * sz;
  array[o + 10] = c * sz;
  array[o + 12] = (x0 + x1) / 2;
  array[o + 13] = y;
  array[o + 14] = (z0 + z1) / 2;
  array[o + 15] = 1;
}

/**
 * Writes a slab (see bridge-geometry.ts) into an instance buffer: the unit box stretched from
 * the slab's start to its end (sloping for a ramp), `width` across, `thickness` below that line.
 */
function placeSlab(array: Float32Array, i: number, slab: Slab): void {
  const [dx, dy, dz] = [slab.x1 - slab.x0, slab.y1 - slab.y0, slab.z1 - slab.z0];
  const long = Math.hypot(dx, dy, dz) || 1;
  const [ux, uy, uz] = [dx / long, dy / long, dz / long];
  const flat = Math.hypot(ux, uz) || 1;
  // Across the slab (level), and up from it (perpendicular to both).
  const [sx, sz] = [-uz / flat, ux / flat];
  const [yx, yy, yz] = [-sz * uy, sz * ux - sx * uz, sx * uy];
  const o = i * 16;
  array.fill(0, o, o + 16);
  array.set([ux * long, uy * long, uz * long, 0, yx * slab.thickness, yy * slab.thickness, yz * slab.thickness, 0, sx * slab.width, 0, sz * slab.width, 0], o);
  array[o + 12] = (slab.x0 + slab.x1) / 2 - (yx * slab.thickness) / 2;
  array[o + 13] = (slab.y0 + slab.y1) / 2 - (yy * slab.thickness) / 2;
  array[o + 14] = (slab.z0 + slab.z1) / 2 - (yz * slab.thickness) / 2;
  array[o + 15] = 1;
}

/** A three.js view of one maze at a time, drawn into `host`. */
export class MazeScene {
  readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(ORBIT_FOV, 1, 0.05, 4000);
  private readonly controls: OrbitControls;
  private readonly box = shadedBox();
  private readonly ramp = shadedRamp();
  private readonly wallMaterial = new THREE.MeshBasicMaterial({ color: '#7d93a8', vertexColors: true });
  // Translucent: a many-floored maze has hundreds of stairs, and the floors must show through them.
  private readonly stairMaterial = new THREE.MeshBasicMaterial({
    color: '#a646c6',
    vertexColors: true,
    side: THREE.DoubleSide,
    transparent: true,
    opacity: 0.6,
    depthWrite: false,
  });
  private readonly routeMaterial = new THREE.MeshBasicMaterial({ color: '#e4572e', vertexColors: true });
  private readonly rockMaterial = new THREE.MeshBasicMaterial({ color: '#4a4a4a', vertexColors: true });
  private readonly doorMaterial = new THREE.MeshBasicMaterial({ color: '#8b5a2b', vertexColors: true });
  private readonly bridgeMaterial = new THREE.MeshBasicMaterial({ color: '#b0a48c', vertexColors: true });
  private readonly group = new THREE.Group();
  private walls: THREE.InstancedMesh | undefined;
  private stairs: THREE.InstancedMesh | undefined;
  /** A dungeon's rock blocks and door frames, and the dungeon they show. */
  private rock: THREE.InstancedMesh | undefined;
  private doors: THREE.InstancedMesh | undefined;
  /** A weave maze's bridges: per crossing a deck, two ramps and two parapets. */
  private bridges: THREE.InstancedMesh | undefined;
  private shownDungeon: LayoutCells | undefined;
  /** One quad a floor, and the texture that colours its cells (one texel a cell). */
  private floors: THREE.Mesh[] = [];
  private floorTexture: THREE.DataTexture | undefined;
  private route: THREE.Mesh | undefined;
  private walkerMark: THREE.Mesh;
  /** The play mode's player (a ball) and the cells of its way (a byte a cell), when a game is shown. */
  private playerMark: THREE.Group;
  private trail: Uint8Array | undefined;
  private grid: Grid | undefined;
  /** The shape's geometry for grids other than orthogonal (hex, triangle, polar, masked). */
  private geometry: ShapeGeometry | undefined;
  /** Floor size in cell units and floors (the grid's own for orthogonal grids). */
  private dims: Shape = { width: 1, height: 1, levels: 1 };
  /** Shapes: each cell's range of floor corners, the floors' colour buffer, the ramp scale, stair bits. */
  private cellCorners: Int32Array | undefined;
  private floorColors: THREE.BufferAttribute | undefined;
  private rampScale = 1;
  private upBit = 16;
  private downBit = 32;
  private marks: MazeMarks = { start: -1, goal: -1, route: undefined };
  private raf = 0;
  private visible = false;
  private spin = false;
  private stairsVisible = true;
  private walking: AnyWalker | undefined;
  private pose = { x: 0, y: 0, z: 0, yaw: 0 };
  private from = { x: 0, y: 0, z: 0, yaw: 0 };
  private to = { x: 0, y: 0, z: 0, yaw: 0 };
  private moveStart = 0;
  /** Frames drawn so far (the browser test reads it to see that the view is live). */
  frames = 0;
  /** Called when the user has moved the orbit camera (at the end of a drag or a wheel turn). */
  onViewChange: (() => void) | undefined;
  /** A camera placement to take instead of the default one when the first maze is shown. */
  private pendingView: readonly number[] | undefined;
  /** When the orbit camera last moved, whether a drag is under way, full resolution while moving. */
  private lastMove = -Infinity;
  private dragging = false;
  private sharp = false;
  private settle = 0;

  constructor(private readonly host: HTMLElement) {
    this.renderer = new THREE.WebGLRenderer({ antialias: false, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(1);
    this.renderer.setClearColor('#f5f7fa');
    this.renderer.domElement.tabIndex = 0;
    this.renderer.domElement.setAttribute('aria-label', 'The maze in 3D: drag to orbit, wheel to zoom');
    host.prepend(this.renderer.domElement);
    // No lights: every material is unlit, its shading baked into vertex colours.
    this.scene.add(this.group);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.addEventListener('change', () => {
      this.lastMove = performance.now();
      this.requestRender();
    });
    this.controls.addEventListener('start', () => (this.dragging = true));
    this.controls.addEventListener('end', () => {
      this.dragging = false;
      this.lastMove = performance.now();
      this.requestRender();
      this.onViewChange?.();
    });
    this.walkerMark = new THREE.Mesh(bakeShade(new THREE.ConeGeometry(0.22, 0.5, 12)), new THREE.MeshBasicMaterial({ color: '#2e7d32', vertexColors: true }));
    this.walkerMark.visible = false;
    // A pin: a ball over the walls on a thin stick down to the floor, so walls never hide it.
    const ball = new THREE.SphereGeometry(0.24, 16, 10).translate(0, WALL_HEIGHT + 0.35, 0);
    const stick = new THREE.CylinderGeometry(0.04, 0.04, WALL_HEIGHT + 0.35, 6).translate(0, (WALL_HEIGHT + 0.35) / 2, 0);
    this.playerMark = new THREE.Group();
    this.playerMark.add(
      new THREE.Mesh(bakeShade(ball), new THREE.MeshBasicMaterial({ color: '#ff8f00', vertexColors: true })),
      new THREE.Mesh(bakeShade(stick), new THREE.MeshBasicMaterial({ color: '#5d4037', vertexColors: true })),
    );
    this.playerMark.visible = false;
    this.scene.add(this.walkerMark, this.playerMark);
    new ResizeObserver(() => this.resize()).observe(host);
    this.resize();
  }

  /** Shows or hides the view; a hidden view draws nothing. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible) {
      this.resize();
      this.requestRender();
    }
  }

  /** Shows or hides the stairs' ramps. */
  setStairsVisible(visible: boolean): void {
    if (this.stairs) this.stairs.visible = visible;
    this.stairsVisible = visible;
    this.requestRender();
  }

  /** Turns the turntable on or off (the camera circles the maze). */
  setSpin(on: boolean): void {
    this.spin = on;
    this.controls.autoRotate = on;
    this.controls.autoRotateSpeed = 6;
    this.requestRender();
  }

  private resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(width, height);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Asks for one frame (several requests before it is drawn make one frame). */
  requestRender(): void {
    if (!this.raf && this.visible) this.raf = requestAnimationFrame((now) => this.draw(now));
  }

  /**
   * Draws a frame. While the camera moves (a drag, the spin, a walker's glide, and for
   * {@link SETTLE_MS} after) the frame is drawn at {@link MOVING_RATIO} of the canvas's
   * resolution and scaled up: a software renderer's cost is in the pixels, and a moving
   * picture hides the blur. Once still, one frame at full resolution follows.
   */
  private draw(now: number): void {
    this.raf = 0;
    let again = false;
    if (this.walking) again = this.stepPose(now);
    else if (this.spin) {
      this.controls.update();
      again = true;
    }
    const moving = again || this.dragging || now - this.lastMove < SETTLE_MS;
    const ratio = moving && !this.sharp ? MOVING_RATIO : 1;
    if (ratio !== this.renderer.getPixelRatio()) {
      this.renderer.setPixelRatio(ratio);
      this.renderer.setSize(Math.max(1, this.host.clientWidth), Math.max(1, this.host.clientHeight));
    }
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    this.host.dataset.resolution = `${this.renderer.domElement.width}x${this.renderer.domElement.height}`;
    // For tests: frames drawn, and whether this one is the last (sharp, nothing more to come).
    this.host.dataset.frames = String(this.frames);
    this.host.dataset.still = String(!again && ratio === 1);
    if (again) this.requestRender();
    else if (ratio !== 1) {
      // Still now, or soon: come back for the sharp frame once the settling time is over.
      clearTimeout(this.settle);
      this.settle = window.setTimeout(() => this.requestRender(), SETTLE_MS);
    }
  }

  /** Keeps full resolution while moving too (for fast GPUs); off by default. */
  setSharp(sharp: boolean): void {
    this.sharp = sharp;
    this.requestRender();
  }

  /** Shows `grid` (all of its passages) with its ends and, when given, its route. */
  setMaze(grid: Grid, marks: MazeMarks): void {
    const first = !this.grid || this.grid.topology !== grid.topology || this.grid.size !== grid.size || !sameBoard(this.grid, grid);
    const changed = this.grid !== grid;
    if (changed) this.trail = undefined;
    this.grid = grid;
    if (first) {
      this.geometry = isOrthogonal(grid) ? undefined : geometryOf(grid);
      this.dims = this.geometry ?? (grid as OrthogonalGrid);
    }
    this.marks = marks;
    if (first) this.build(grid);
    // Another weave maze of the same size has other crossings.
    if (changed) this.buildBridges(grid);
    this.updateWalls(grid.cells);
    this.updateTiles(grid.cells, undefined);
    this.updateStairs(grid.cells);
    this.updateDungeon(grid, marks.dungeon);
    this.setRoute(marks.route);
    if (first) this.frame();
    if (first && this.pendingView) {
      this.applyView(this.pendingView);
      this.pendingView = undefined;
    }
    this.requestRender();
  }

  /** The orbit camera: its position and the point it circles, as [x, y, z, targetX, targetY, targetZ]. */
  cameraView(): number[] {
    const [p, t] = [this.camera.position, this.controls.target];
    return [p.x, p.y, p.z, t.x, t.y, t.z];
  }

  /**
   * Puts the orbit camera at `view` (as {@link MazeScene.cameraView} gives it); before the
   * first maze is shown, it is kept and taken instead of the default placement.
   */
  setCameraView(view: readonly number[]): void {
    if (view.length !== 6 || !view.every(Number.isFinite)) return;
    if (!this.grid) this.pendingView = view;
    else this.applyView(view);
  }

  private applyView(view: readonly number[]): void {
    this.camera.position.set(view[0]!, view[1]!, view[2]);
    this.controls.target.set(view[3]!, view[4]!, view[5]);
    this.controls.update();
    this.requestRender();
  }

  /** Shows a step of the carving: the passages carved so far and the cells' states. */
  setCarving(state: TraceState): void {
    if (!this.grid) return;
    this.updateWalls(state.cells);
    this.updateTiles(state.cells, state);
    this.updateStairs(state.cells);
    // The rock and doors are the finished dungeon's: while it is carved, its cells show the steps.
    this.updateDungeon(this.grid, undefined);
    this.setRoute(undefined);
    this.requestRender();
  }

  /**
   * Shows a dungeon's rock as solid blocks and its doors as frames (or takes them away, for
   * `undefined`): one instanced mesh each, built when the dungeon changes. The walls around
   * the rock stay in the wall mesh; the rock, wider and a little higher, hides them.
   */
  private updateDungeon(grid: Grid, dungeon: LayoutCells | undefined): void {
    const square = dungeon && isOrthogonal(grid) ? grid : undefined;
    if (dungeon === this.shownDungeon && (this.rock !== undefined) === (square !== undefined)) return;
    for (const mesh of [this.rock, this.doors]) {
      if (!mesh) continue;
      this.group.remove(mesh);
      mesh.dispose();
    }
    [this.rock, this.doors, this.shownDungeon] = [undefined, undefined, dungeon];
    if (!square) {
      delete this.host.dataset.rock;
      delete this.host.dataset.doors;
      return;
    }
    const cells = dungeon!;
    const blocks = (add: (put: (box: WorldBox) => void) => number, material: THREE.Material): THREE.InstancedMesh => {
      const boxes: WorldBox[] = [];
      add((box) => boxes.push(box));
      const mesh = new THREE.InstancedMesh(this.box, material, Math.max(1, boxes.length));
      const array = mesh.instanceMatrix.array as Float32Array;
      boxes.forEach(([x, y, z, sx, sy, sz], i) => place(array, i, sx, sy, sz, x, y, z));
      mesh.count = boxes.length;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
      this.group.add(mesh);
      return mesh;
    };
    this.rock = blocks((put) => forEachRockRun(square, cells.kinds, put), this.rockMaterial);
    let doors = 0;
    this.doors = blocks((put) => (doors = forEachDoorPiece(square, cells.doors, put)), this.doorMaterial);
    // For the browser tests: rock blocks and doors drawn.
    this.host.dataset.rock = String(this.rock.count);
    this.host.dataset.doors = String(doors);
  }

  /** Draws the route as a tube (or removes it). */
  setRoute(route: readonly number[] | undefined): void {
    if (this.route) {
      this.group.remove(this.route);
      this.route.geometry.dispose();
      this.route = undefined;
    }
    if (!this.grid || !route || route.length < 2) return;
    const path = new THREE.CurvePath<THREE.Vector3>();
    const geometry = this.geometry;
    const p = { x: 0, y: 0 };
    // A weave maze's route climbs its bridges' ramps (one floor: no level height to add).
    const world =
      geometry && geometry.levels === 1
        ? bridgeRoute(this.grid, route, 0.25, (c) => {
            geometry.center(c, p);
            return [p.x, p.y];
          })
        : this.centres(route, 0.25);
    const points = world.map(([x, y, z]) => new THREE.Vector3(x, y, z));
    for (let i = 1; i < points.length; i++) path.add(new THREE.LineCurve3(points[i - 1], points[i]));
    // One tube segment per straight piece: the route is a polyline, not a curve.
    this.route = new THREE.Mesh(bakeShade(new THREE.TubeGeometry(path, points.length * 2, 0.12, 6, false)), this.routeMaterial);
    this.group.add(this.route);
    this.requestRender();
  }

  /** Creates the meshes for a grid of this shape. */
  private build(grid: Grid): void {
    this.updateDungeon(grid, undefined);
    for (const mesh of [this.walls, this.stairs]) {
      if (!mesh) continue;
      this.group.remove(mesh);
      mesh.dispose();
    }
    for (const floor of this.floors) {
      this.group.remove(floor);
      floor.geometry.dispose();
      (floor.material as THREE.Material).dispose();
    }
    this.floorTexture?.dispose();
    this.floorTexture = undefined;
    const geometry = this.geometry;
    let up = 4;
    if (geometry) {
      up = -1;
      let down = -1;
      for (let d = 0; d < grid.degree; d++) {
        if (geometry.stair(d) > 0) up = d;
        else if (geometry.stair(d) < 0) down = d;
      }
      this.upBit = up >= 0 ? 1 << up : 0;
      this.downBit = down >= 0 ? 1 << down : 0;
      this.rampScale = stairScale(grid, geometry);
    } else {
      [this.upBit, this.downBit, this.rampScale] = [16, 32, 1];
    }
    this.walls = new THREE.InstancedMesh(this.box, this.wallMaterial, geometry ? maxShapeWalls(grid, geometry) : maxWalls(grid as OrthogonalGrid));
    let stairs = 0;
    if (up >= 0) for (let c = 0; c < grid.size; c++) if (grid.neighbor(c, up) >= 0) stairs++;
    this.stairs = new THREE.InstancedMesh(this.ramp, this.stairMaterial, Math.max(1, stairs));
    this.stairs.visible = this.stairsVisible;
    for (const mesh of [this.walls, this.stairs]) {
      mesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
      // Instances move as the maze is carved; culling by stale bounds would drop them.
      mesh.frustumCulled = false;
      this.group.add(mesh);
    }
    this.floors = [];
    if (geometry) {
      this.buildShapeFloors(grid, geometry);
      return;
    }
    const { width: w, height: h, levels } = grid as OrthogonalGrid;
    // All floors share one texture, `levels` floors stacked in it; each quad shows its slice.
    const texture = new THREE.DataTexture(new Uint8Array(w * h * levels * 4), w, h * levels);
    texture.magFilter = THREE.NearestFilter;
    texture.minFilter = THREE.NearestFilter;
    texture.colorSpace = THREE.SRGBColorSpace;
    this.floorTexture = texture;
    const lh = levelHeight(this.dims);
    for (let level = 0; level < levels; level++) {
      const geometry = new THREE.PlaneGeometry(w, h);
      // Texture rows run from v = 0 (south edge, the floor's last row) upwards.
      const uv = geometry.getAttribute('uv');
      for (let i = 0; i < uv.count; i++) uv.setY(i, (level + uv.getY(i)) / levels);
      const material = new THREE.MeshBasicMaterial({ map: texture, side: THREE.DoubleSide, alphaTest: 0.5 });
      const floor = new THREE.Mesh(geometry, material);
      floor.rotation.x = -Math.PI / 2;
      floor.position.set(w / 2, level * lh, h / 2);
      this.floors.push(floor);
      this.group.add(floor);
    }
  }

  /**
   * A shape's floors as one mesh: every cell a fan of triangles at its floor's height, with
   * vertex colours set cell by cell (the square grid's texture has no room for other cells).
   */
  private buildShapeFloors(grid: Grid, geometry: ShapeGeometry): void {
    const { corners, first } = shapeFloorTriangles(grid, geometry);
    const lh = levelHeight(this.dims);
    const positions = new Float32Array((corners.length / 2) * 3);
    for (let c = 0; c < grid.size; c++) {
      const y = geometry.level(c) * lh;
      for (let k = first[c]!; k < first[c + 1]!; k++) positions.set([corners[2 * k]!, y, corners[2 * k + 1]!], 3 * k);
    }
    const mesh = new THREE.BufferGeometry();
    mesh.setAttribute('position', new THREE.BufferAttribute(positions, 3));
    this.floorColors = new THREE.BufferAttribute(new Float32Array(positions.length), 3);
    this.floorColors.setUsage(THREE.DynamicDrawUsage);
    mesh.setAttribute('color', this.floorColors);
    this.cellCorners = first;
    const floor = new THREE.Mesh(mesh, new THREE.MeshBasicMaterial({ vertexColors: true, side: THREE.DoubleSide }));
    this.floors.push(floor);
    this.group.add(floor);
  }

  /** A weave maze's bridges (see bridge-geometry.ts), built once per maze: crossings do not move while it is carved. */
  private buildBridges(grid: Grid): void {
    if (this.bridges) {
      this.group.remove(this.bridges);
      this.bridges.dispose();
      this.bridges = undefined;
    }
    const slabs: Slab[] = [];
    forEachBridgePiece(grid, (slab) => slabs.push(slab));
    this.host.dataset.bridges = String(slabs.length);
    if (slabs.length === 0) return;
    const mesh = new THREE.InstancedMesh(this.box, this.bridgeMaterial, slabs.length);
    const array = mesh.instanceMatrix.array as Float32Array;
    slabs.forEach((slab, i) => placeSlab(array, i, slab));
    mesh.instanceMatrix.needsUpdate = true;
    this.bridges = mesh;
    this.group.add(mesh);
  }

  /** World points of `cells`' centres, `lift` above their floors (above a bridge's deck at a weave crossing). */
  private centres(cells: readonly number[], lift: number): [number, number, number][] {
    const geometry = this.geometry;
    if (!geometry) return routePoints(this.grid as OrthogonalGrid, cells, lift);
    const lh = levelHeight(this.dims);
    const p = { x: 0, y: 0 };
    const grid = this.grid!;
    return cells.map((c) => {
      geometry.center(c, p);
      return [p.x, geometry.level(c) * lh + cellLift(grid, c) + lift, p.y];
    });
  }

  /** Points the orbit camera at the whole maze from above and to the south-east. */
  private frame(): void {
    if (!this.grid) return;
    const { width: w, height: h, levels } = this.dims;
    const top = (levels - 1) * levelHeight(this.dims);
    const target = new THREE.Vector3(w / 2, top / 2, h / 2);
    const size = Math.max(w, h, top + WALL_HEIGHT);
    this.controls.target.copy(target);
    // From the south-east, about 35° above the floors: each floor shows between the others.
    const distance = size * 1.6;
    this.camera.position.set(target.x + distance * 0.52, target.y + distance * 0.57, target.z + distance * 0.64);
    this.camera.near = size / 500;
    this.camera.far = size * 20;
    this.camera.updateProjectionMatrix();
    this.controls.maxDistance = size * 6;
    this.controls.minDistance = 1;
    this.controls.update();
  }

  private updateWalls(cells: Uint8Array): void {
    const mesh = this.walls!;
    const array = mesh.instanceMatrix.array as Float32Array;
    let i = 0;
    if (this.geometry) {
      const lh = levelHeight(this.dims);
      mesh.count = forEachShapeWall(this.grid!, this.geometry, cells, (x0, z0, x1, z1, level) => {
        // Pieces overlap by a thickness at their ends, so walls meeting at any angle close up.
        const long = Math.hypot(x1 - x0, z1 - z0) + WALL_THICKNESS;
        // Walls as high as the cells are roomy: a triangle maze's narrow corridors stay open to view.
        const high = WALL_HEIGHT * this.rampScale;
        placeAlong(array, i++, x0, z0, x1, z1, long, high, WALL_THICKNESS, level * lh + high / 2);
      });
      mesh.instanceMatrix.needsUpdate = true;
      this.host.dataset.walls = String(mesh.count);
      return;
    }
    mesh.count = forEachWallRun(this.grid as OrthogonalGrid, cells, (x, y, z, length, alongX) => {
      const long = length + WALL_THICKNESS;
      if (alongX) place(array, i++, long, WALL_HEIGHT, WALL_THICKNESS, x, y + WALL_HEIGHT / 2, z);
      else place(array, i++, WALL_THICKNESS, WALL_HEIGHT, long, x, y + WALL_HEIGHT / 2, z);
    });
    mesh.instanceMatrix.needsUpdate = true;
    // How many wall blocks are drawn, for the browser tests.
    this.host.dataset.walls = String(mesh.count);
  }

  /**
   * Colours each cell's texel: finished, light with the ends marked; while carving, in the
   * palette of the 2D animation. A cell a stair arrives in from below is a hole (the ramp comes up).
   */
  private updateTiles(cells: Uint8Array, state: TraceState | undefined): void {
    const grid = this.grid!;
    const corners = this.cellCorners;
    const shapeColors = this.geometry ? this.floorColors : undefined;
    const data = shapeColors ? undefined : (this.floorTexture!.image.data as Uint8Array);
    const { width: w, height: h } = this.dims;
    for (let c = 0; c < grid.size; c++) {
      let color: readonly number[];
      if (cells[c]! & this.downBit) color = shapeColors ? COLORS.shapeHole : COLORS.hole;
      else if (state) {
        if (c === state.head) color = COLORS.head;
        else if (state.onPath[c]) color = COLORS.path;
        else if (state.visited[c]) color = COLORS.visited;
        else if (state.frontier[c]) color = COLORS.frontier;
        else color = COLORS.unvisited;
      } else if (c === this.marks.start) color = COLORS.start;
      else if (this.trail?.[c]) color = COLORS.trail;
      else if (c === this.marks.goal) color = COLORS.goal;
      else color = COLORS.floor;
      if (shapeColors && corners) {
        const array = shapeColors.array as Float32Array;
        for (let k = corners[c]!; k < corners[c + 1]!; k++) array.set([color[0]! / 255, color[1]! / 255, color[2]! / 255], 3 * k);
        continue;
      }
      const plane = w * h;
      const level = Math.floor(c / plane);
      const row = Math.floor((c % plane) / w);
      const texel = (level * h + (h - 1 - row)) * w + (c % w);
      data!.set(color, texel * 4);
    }
    if (shapeColors) shapeColors.needsUpdate = true;
    else this.floorTexture!.needsUpdate = true;
  }

  private updateStairs(cells: Uint8Array): void {
    const grid = this.grid!;
    const mesh = this.stairs!;
    const array = mesh.instanceMatrix.array as Float32Array;
    const lh = levelHeight(this.dims);
    const k = this.rampScale;
    let i = 0;
    const ups: number[] = [];
    for (let c = 0; c < grid.size; c++) if (this.upBit && cells[c]! & this.upBit) ups.push(c);
    for (const [x, y, z] of this.centres(ups, 0)) place(array, i++, k, lh, k, x, y, z);
    mesh.count = i;
    mesh.instanceMatrix.needsUpdate = true;
  }

  /** Starts the first-person walk with `walker`: the camera goes to its eye. */
  startWalk(walker: AnyWalker): void {
    this.walking = walker;
    this.camera.fov = WALK_FOV;
    this.controls.enabled = false;
    this.setSpin(false);
    this.to = this.poseOf(walker);
    this.pose = { ...this.to };
    this.from = { ...this.to };
    this.walkerMark.visible = false;
    this.requestRender();
  }

  /** Ends the walk: the orbit camera comes back, the walker's place marked by a cone. */
  stopWalk(): void {
    const walker = this.walking;
    this.walking = undefined;
    this.camera.fov = ORBIT_FOV;
    this.controls.enabled = true;
    this.frame();
    if (walker) this.showWalker(walker);
    this.requestRender();
  }

  /**
   * Shows the play mode's player: a ball in the cell it stands in and its way so far tinted
   * on the floors (it climbs with the player through the stairs); `undefined` hides both.
   */
  showPlayer(head: number | undefined, way: readonly number[] = []): void {
    const grid = this.grid;
    if (!grid || head === undefined || head < 0 || head >= grid.size) {
      this.playerMark.visible = false;
      if (this.trail) {
        this.trail = undefined;
        if (grid) this.updateTiles(grid.cells, undefined);
      }
      this.requestRender();
      return;
    }
    this.trail = new Uint8Array(grid.size);
    for (const c of way) if (c >= 0 && c < grid.size) this.trail[c] = 1;
    this.updateTiles(grid.cells, undefined);
    const [[x, y, z]] = this.centres([head], 0) as [[number, number, number]];
    this.playerMark.position.set(x, y, z);
    this.playerMark.visible = !this.walking;
    this.requestRender();
  }

  /** Marks where `walker` stands (orbit view), or hides the mark with undefined. */
  showWalker(walker: AnyWalker | undefined): void {
    this.walkerMark.visible = walker !== undefined && !this.walking;
    if (walker && this.grid) {
      const [[x, y, z]] = this.centres([walker.cell], 0) as [[number, number, number]];
      this.walkerMark.position.set(x, y + 0.35, z);
    }
    this.requestRender();
  }

  /** The walker moved or turned: glide the camera there. */
  walkerMoved(walker: AnyWalker): void {
    if (!this.walking) return;
    this.from = { ...this.pose };
    this.to = this.poseOf(walker);
    // Turn the short way round.
    while (this.to.yaw - this.from.yaw > Math.PI) this.to.yaw -= 2 * Math.PI;
    while (this.to.yaw - this.from.yaw < -Math.PI) this.to.yaw += 2 * Math.PI;
    this.moveStart = performance.now();
    this.requestRender();
  }

  private poseOf(walker: AnyWalker): { x: number; y: number; z: number; yaw: number } {
    const [[x, y, z]] = this.centres([walker.cell], 0) as [[number, number, number]];
    if ('heading' in walker) {
      // The heading is an angle on the floor (x, then y down the board = world z); yaw 0 looks along −z.
      const [dx, dz] = [Math.cos(walker.heading), Math.sin(walker.heading)];
      // The eye, like the walls, scales with the room a cell leaves (lower in a triangle maze).
      const back = EYE_BACK * this.rampScale;
      return { x: x - back * dx, y: y + EYE_HEIGHT * this.rampScale, z: z - back * dz, yaw: Math.atan2(-dx, -dz) };
    }
    // Yaw 0 looks north (−z); a quarter turn right looks east (+x). The eye stands a little
    // behind the cell's centre, so that a wall just ahead does not fill the whole view.
    const [dx, dz] = [[0, -1], [1, 0], [0, 1], [-1, 0]][walker.facing]!;
    return { x: x - EYE_BACK * dx!, y: y + EYE_HEIGHT, z: z - EYE_BACK * dz!, yaw: -walker.facing * (Math.PI / 2) };
  }

  /** Moves the camera along the glide; true while it is still under way. */
  private stepPose(now: number): boolean {
    const t = Math.min(1, (now - this.moveStart) / MOVE_MS);
    const k = t * t * (3 - 2 * t);
    for (const key of ['x', 'y', 'z', 'yaw'] as const) this.pose[key] = this.from[key] + (this.to[key] - this.from[key]) * k;
    this.camera.position.set(this.pose.x, this.pose.y, this.pose.z);
    this.camera.rotation.set(0, this.pose.yaw, 0, 'YXZ');
    this.camera.near = 0.05;
    this.camera.updateProjectionMatrix();
    return t < 1;
  }

  /** Frees the GPU buffers and the canvas. */
  dispose(): void {
    cancelAnimationFrame(this.raf);
    clearTimeout(this.settle);
    this.controls.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
