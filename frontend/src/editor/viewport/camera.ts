/**
 * The camera kernel: pure functions over {scale, offsetX, offsetY} (001 §3 view transform).
 * screen = world × scale + offset.
 */
import { ZOOM } from "../model/constants";
import type { Rect } from "../model/geometry";

export interface Camera {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const INITIAL_CAMERA: Camera = { scale: ZOOM.initial, offsetX: 0, offsetY: 0 };

export const clampScale = (scale: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, scale));

export function screenToWorld(camera: Camera, x: number, y: number): { x: number; y: number } {
  return { x: (x - camera.offsetX) / camera.scale, y: (y - camera.offsetY) / camera.scale };
}

export function worldToScreen(camera: Camera, x: number, y: number): { x: number; y: number } {
  return { x: x * camera.scale + camera.offsetX, y: y * camera.scale + camera.offsetY };
}

/** Zoom keeping the world point under (x, y) on screen still. */
export function zoomAt(camera: Camera, x: number, y: number, scale: number): Camera {
  const next = clampScale(scale);
  const world = screenToWorld(camera, x, y);
  return { scale: next, offsetX: x - world.x * next, offsetY: y - world.y * next };
}

/** One button step (0.1), rounded so repeated steps land on tidy values. */
export function stepZoom(camera: Camera, direction: 1 | -1, width: number, height: number): Camera {
  const scale = Math.round((camera.scale + direction * ZOOM.step) * 10) / 10;
  return zoomAt(camera, width / 2, height / 2, scale);
}

/** The most one wheel event may zoom by, in notches: a fast flick must not jump to a bound. */
const MAX_NOTCHES_PER_EVENT = 5;

/**
 * Zoom by the wheel's vertical delta (pixels): ×1.1 per notch of 100 px, and as much for a
 * trackpad's many small deltas adding up to one notch. The factor is exponential in the delta,
 * so opposite deltas cancel exactly (within the zoom's bounds).
 */
export function wheelZoom(camera: Camera, x: number, y: number, deltaY: number): Camera {
  // A sideways scroll with Ctrl held has no vertical delta: it is not a zoom out.
  if (deltaY === 0) return camera;
  const notches = Math.max(-MAX_NOTCHES_PER_EVENT, Math.min(MAX_NOTCHES_PER_EVENT, -deltaY / ZOOM.wheelNotchPixels));
  return zoomAt(camera, x, y, camera.scale * ZOOM.wheelNotch ** notches);
}

export function pan(camera: Camera, dx: number, dy: number): Camera {
  return { ...camera, offsetX: camera.offsetX + dx, offsetY: camera.offsetY + dy };
}

/** The world rectangle the screen shows. */
export function visibleWorld(camera: Camera, width: number, height: number): Rect {
  const topLeft = screenToWorld(camera, 0, 0);
  return { x: topLeft.x, y: topLeft.y, width: width / camera.scale, height: height / camera.scale };
}

/** Centre the content; zoom out if it does not fit, never in past 1. */
export function fitContent(content: Rect | null, width: number, height: number, margin = 40): Camera {
  if (!content) return INITIAL_CAMERA;
  const scale = clampScale(Math.min(1, (width - margin * 2) / content.width, (height - margin * 2) / content.height));
  return {
    scale,
    offsetX: width / 2 - (content.x + content.width / 2) * scale,
    offsetY: height / 2 - (content.y + content.height / 2) * scale,
  };
}
