import { t } from '../../../app/i18n/messages';
import {
  AmbientLight,
  BoxGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  GridHelper,
  InstancedMesh,
  Matrix4,
  MeshLambertMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Sprite,
  SpriteMaterial,
  Vector2,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  AISLE_GAP,
  AISLE_ORDER,
  aisleIndex,
  isOccupied,
  LOCATION_BOX,
  placeLocation,
  WAREHOUSE_GRID_SIZE,
  type ViewLocation,
} from '@console/contracts';

export const VACANT_COLOUR = '#43a047';
export const OCCUPIED_COLOUR = '#e53935';
const HOVER_COLOUR = '#fdd835';

/** Where the camera stands and looks: kept when a scene is built again for a changed layout. */
export interface CameraState {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

/** Two lists of locations draw the same boxes: the same locations in the same places, in the same order. */
export const sameLayout = (a: readonly ViewLocation[], b: readonly ViewLocation[]): boolean =>
  a.length === b.length &&
  a.every((l, i) => {
    const o = b[i];
    return o !== undefined && o.id === l.id && o.aisle === l.aisle && o.x === l.x && o.y === l.y && o.z === l.z;
  });

export interface SceneCallbacks {
  /** The location under the pointer changed (null: none). */
  readonly onHover: (location: ViewLocation | null, at: { x: number; y: number }) => void;
  /** The first frame with every location's box is on screen. */
  readonly onDrawn: () => void;
}

const label = (text: string): Sprite => {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 128;
  const g = canvas.getContext('2d');
  if (g) {
    g.fillStyle = '#37474f';
    g.font = 'bold 72px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, 128, 64);
  }
  const sprite = new Sprite(new SpriteMaterial({ map: new CanvasTexture(canvas), depthTest: false }));
  sprite.scale.set(800, 400, 1);
  return sprite;
};

/**
 * The warehouse in 3D (spec 1 §2.8): one InstancedMesh of 100 × 100 × 300 boxes, one instance per location, so
 * thousands draw in one call; aisles C, B, A side by side on their 2200 × 2200 grids; occupied boxes red, vacant
 * green; orbit and zoom with OrbitControls; the box under the pointer is named through `onHover`. It draws only
 * when something changed (the camera, the hovered box, a location's occupancy), not in a loop. New occupancy of
 * the same locations recolours the boxes in place (`update`): the camera stays where the user put it.
 */
export class WarehouseScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera: PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly mesh: InstancedMesh;
  private readonly raycaster = new Raycaster();
  private readonly pointer = new Vector2();
  private readonly resize: ResizeObserver;
  private hovered = -1;
  private hoveredAt = { x: 0, y: 0 };
  private frame = 0;
  private drawn = false;

  constructor(
    private readonly host: HTMLElement,
    private locations: readonly ViewLocation[],
    private readonly callbacks: SceneCallbacks,
    camera?: CameraState,
  ) {
    const width = host.clientWidth || 800;
    const height = host.clientHeight || 560;
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.renderer.setSize(width, height);
    this.renderer.setClearColor(new Color('#eceff1'));
    host.appendChild(this.renderer.domElement);

    const aisles = [...new Set(locations.map((l) => (l.aisle ?? '').toUpperCase()))];
    const aisleCount = Math.max(AISLE_ORDER.length, ...aisles.map((a) => aisleIndex(a, aisles) + 1));
    const span = aisleCount * (WAREHOUSE_GRID_SIZE + AISLE_GAP) - AISLE_GAP;
    const centre = { x: span / 2, z: WAREHOUSE_GRID_SIZE / 2 };

    this.camera = new PerspectiveCamera(45, width / height, 10, 100_000);
    this.camera.position.set(...(camera?.position ?? [centre.x, span * 0.75, centre.z + span * 0.9]));
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.target.set(...(camera?.target ?? [centre.x, 0, centre.z]));
    this.controls.maxPolarAngle = Math.PI / 2.05;
    this.controls.minDistance = 300;
    this.controls.maxDistance = span * 4;
    this.controls.update();
    this.controls.addEventListener('change', () => this.requestRender());

    this.scene.add(new AmbientLight('#ffffff', 1.6));
    const sun = new DirectionalLight('#ffffff', 1.8);
    sun.position.set(span * 0.3, span, span * 0.6);
    this.scene.add(sun);

    for (let i = 0; i < aisleCount; i++) {
      const grid = new GridHelper(WAREHOUSE_GRID_SIZE, WAREHOUSE_GRID_SIZE / LOCATION_BOX.width, '#90a4ae', '#cfd8dc');
      grid.position.set(i * (WAREHOUSE_GRID_SIZE + AISLE_GAP) + WAREHOUSE_GRID_SIZE / 2, 0, WAREHOUSE_GRID_SIZE / 2);
      this.scene.add(grid);
      const name = AISLE_ORDER[i] ?? [...aisles].filter((a) => aisleIndex(a, aisles) === i)[0] ?? '';
      const sprite = label(t('places.view.aisle', { name }));
      sprite.position.set(
        i * (WAREHOUSE_GRID_SIZE + AISLE_GAP) + WAREHOUSE_GRID_SIZE / 2,
        50,
        WAREHOUSE_GRID_SIZE + 350,
      );
      this.scene.add(sprite);
    }

    const geometry = new BoxGeometry(LOCATION_BOX.width, LOCATION_BOX.height, LOCATION_BOX.depth);
    this.mesh = new InstancedMesh(geometry, new MeshLambertMaterial(), Math.max(1, locations.length));
    this.mesh.count = locations.length;
    const m = new Matrix4();
    locations.forEach((l, i) => {
      const p = placeLocation(l, aisles);
      m.makeTranslation(p.x, p.y, p.z);
      this.mesh.setMatrixAt(i, m);
      this.mesh.setColorAt(i, new Color(this.colourOf(i)));
    });
    this.mesh.instanceMatrix.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    this.mesh.computeBoundingSphere();
    this.scene.add(this.mesh);

    this.renderer.domElement.addEventListener('pointermove', this.onPointerMove);
    this.renderer.domElement.addEventListener('pointerleave', this.onPointerLeave);
    this.resize = new ResizeObserver(() => this.onResize());
    this.resize.observe(host);
    this.requestRender();
  }

  /** Whether `update` can take these locations (else the scene is built again, see sameLayout). */
  hasLayoutOf(locations: readonly ViewLocation[]): boolean {
    return sameLayout(this.locations, locations);
  }

  /** The same locations with new occupancy: only the boxes whose colour changed are painted again. */
  update(locations: readonly ViewLocation[]) {
    const before = this.locations;
    this.locations = locations;
    let changed = false;
    locations.forEach((l, i) => {
      const was = before[i];
      if (i === this.hovered || (was !== undefined && isOccupied(was) === isOccupied(l))) return;
      this.mesh.setColorAt(i, new Color(this.colourOf(i)));
      changed = true;
    });
    if (changed && this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    if (changed) this.requestRender();
    // The tooltip of the hovered box names its storages as they are now.
    if (this.hovered >= 0) this.callbacks.onHover(this.locations[this.hovered] ?? null, this.hoveredAt);
  }

  cameraState(): CameraState {
    const p = this.camera.position;
    const t = this.controls.target;
    return { position: [p.x, p.y, p.z], target: [t.x, t.y, t.z] };
  }

  private colourOf(i: number): string {
    const l = this.locations[i];
    return l && isOccupied(l) ? OCCUPIED_COLOUR : VACANT_COLOUR;
  }

  private requestRender() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderer.render(this.scene, this.camera);
      if (!this.drawn) {
        this.drawn = true;
        this.callbacks.onDrawn();
      }
    });
  }

  private readonly onPointerMove = (e: PointerEvent) => {
    const rect = this.renderer.domElement.getBoundingClientRect();
    this.pointer.set(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(this.pointer, this.camera);
    const hit = this.raycaster.intersectObject(this.mesh, false)[0];
    const index = hit?.instanceId ?? -1;
    if (index !== this.hovered) this.highlight(index);
    this.hoveredAt = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    this.callbacks.onHover(index >= 0 ? (this.locations[index] ?? null) : null, this.hoveredAt);
  };

  private readonly onPointerLeave = () => {
    this.highlight(-1);
    this.callbacks.onHover(null, { x: 0, y: 0 });
  };

  private highlight(index: number) {
    if (this.hovered >= 0) this.mesh.setColorAt(this.hovered, new Color(this.colourOf(this.hovered)));
    this.hovered = index;
    if (index >= 0) this.mesh.setColorAt(index, new Color(HOVER_COLOUR));
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    this.requestRender();
  }

  private onResize() {
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    if (!width || !height) return;
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.renderer.setSize(width, height);
    this.requestRender();
  }

  /** Where a location's box shows on the canvas (for tests and tooltips), or null when it is not in view. */
  screenPointOf(locationId: number): { x: number; y: number } | null {
    const i = this.locations.findIndex((l) => l.id === locationId);
    if (i < 0) return null;
    const m = new Matrix4();
    this.mesh.getMatrixAt(i, m);
    const v = new Vector2();
    const p = new Matrix4().copy(m);
    const pos = { x: p.elements[12] ?? 0, y: p.elements[13] ?? 0, z: p.elements[14] ?? 0 };
    const projected = this.camera.position.clone().set(pos.x, pos.y, pos.z).project(this.camera);
    v.set(
      ((projected.x + 1) / 2) * this.renderer.domElement.clientWidth,
      ((1 - projected.y) / 2) * this.renderer.domElement.clientHeight,
    );
    return projected.z < 1 ? { x: v.x, y: v.y } : null;
  }

  dispose() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.renderer.domElement.removeEventListener('pointermove', this.onPointerMove);
    this.renderer.domElement.removeEventListener('pointerleave', this.onPointerLeave);
    this.controls.dispose();
    this.mesh.geometry.dispose();
    (this.mesh.material as MeshLambertMaterial).dispose();
    this.mesh.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }
}
