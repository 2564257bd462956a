/**
 * The camera kernel: pure functions over {scale, offsetX, offsetY} (001 §3 view transform).
 * screen = world × scale + offset.
 */
import { ZOOM } from "../model/constants";
import { unionRect, type Rect } from "../model/geometry";

export interface Camera {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const INITIAL_CAMERA: Camera = { scale: ZOOM.initial, offsetX: 0, offsetY: 0 };

/** The scale within the zoom's bounds; `min` is the lowest this diagram allows (`minScaleFor`). */
export const clampScale = (scale: number, min: number = ZOOM.min) => Math.min(ZOOM.max, Math.max(min, scale));

/** Room left around a fitted diagram, in screen pixels. */
const FIT_MARGIN = 40;

/** The scale at which `content` fills the viewport less its margin. */
function fillScale(content: Rect, width: number, height: number, margin: number): number {
  return Math.min((width - margin * 2) / Math.max(1, content.width), (height - margin * 2) / Math.max(1, content.height));
}

/**
 * The lowest zoom for a diagram: the spec's 10 %, or lower when the diagram only shows whole
 * below it (issue 16: at 10 % a 1600×900 screen shows about 85 tables), down to the floor.
 */
export function minScaleFor(content: Rect | null, width: number, height: number, margin = FIT_MARGIN): number {
  if (!content || width <= 0 || height <= 0) return ZOOM.min;
  return Math.min(ZOOM.min, Math.max(ZOOM.floor, fillScale(content, width, height, margin)));
}

export function screenToWorld(camera: Camera, x: number, y: number): { x: number; y: number } {
  return { x: (x - camera.offsetX) / camera.scale, y: (y - camera.offsetY) / camera.scale };
}

export function worldToScreen(camera: Camera, x: number, y: number): { x: number; y: number } {
  return { x: x * camera.scale + camera.offsetX, y: y * camera.scale + camera.offsetY };
}

/** Zoom keeping the world point under (x, y) on screen still. */
export function zoomAt(camera: Camera, x: number, y: number, scale: number, min: number = ZOOM.min): Camera {
  const next = clampScale(scale, min);
  const world = screenToWorld(camera, x, y);
  return { scale: next, offsetX: x - world.x * next, offsetY: y - world.y * next };
}

/** One button step (0.1), rounded so repeated steps land on tidy values. */
export function stepZoom(camera: Camera, direction: 1 | -1, width: number, height: number, min: number = ZOOM.min): Camera {
  // Below 10 % (a big diagram's own range) one step up comes back to 10 %, not past it.
  const scale = camera.scale < ZOOM.min && direction > 0 ? ZOOM.min : Math.round((camera.scale + direction * ZOOM.step) * 10) / 10;
  return zoomAt(camera, width / 2, height / 2, scale, min);
}

/** The most one wheel event may zoom by, in notches: a fast flick must not jump to a bound. */
const MAX_NOTCHES_PER_EVENT = 5;

/**
 * Zoom by the wheel's vertical delta (pixels): ×1.1 per notch of 100 px, and as much for a
 * trackpad's many small deltas adding up to one notch. The factor is exponential in the delta,
 * so opposite deltas cancel exactly (within the zoom's bounds).
 */
export function wheelZoom(camera: Camera, x: number, y: number, deltaY: number, min: number = ZOOM.min): Camera {
  // A sideways scroll with Ctrl held has no vertical delta: it is not a zoom out.
  if (deltaY === 0) return camera;
  const notches = Math.max(-MAX_NOTCHES_PER_EVENT, Math.min(MAX_NOTCHES_PER_EVENT, -deltaY / ZOOM.wheelNotchPixels));
  return zoomAt(camera, x, y, camera.scale * ZOOM.wheelNotch ** notches, min);
}

export function pan(camera: Camera, dx: number, dy: number): Camera {
  return { ...camera, offsetX: camera.offsetX + dx, offsetY: camera.offsetY + dy };
}

/** The world rectangle the screen shows. */
export function visibleWorld(camera: Camera, width: number, height: number): Rect {
  const topLeft = screenToWorld(camera, 0, 0);
  return { x: topLeft.x, y: topLeft.y, width: width / camera.scale, height: height / camera.scale };
}

/**
 * Show every table: zoom out as far as that needs (never in past 1) and centre the diagram. Only
 * a diagram too big even at the floor is centred on its tables' median instead of its box, whose
 * middle may be empty (issue 16: a ring or an L of tables), so the view lands on tables.
 */
export function fitContent(tables: readonly Rect[], width: number, height: number, margin = FIT_MARGIN): Camera {
  const content = unionRect(tables);
  if (!content) return INITIAL_CAMERA;
  const fill = fillScale(content, width, height, margin);
  const scale = clampScale(Math.min(1, fill), minScaleFor(content, width, height, margin));
  const centre = fill >= scale ? { x: content.x + content.width / 2, y: content.y + content.height / 2 } : medianCentre(tables);
  return { scale, offsetX: width / 2 - centre.x * scale, offsetY: height / 2 - centre.y * scale };
}

/** The median of the tables' centres on each axis: where most of them are, whatever the outliers. */
function medianCentre(tables: readonly Rect[]): { x: number; y: number } {
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  return {
    x: median(tables.map((t) => t.x + t.width / 2)),
    y: median(tables.map((t) => t.y + t.height / 2)),
  };
}
