/**
 * The minimap's geometry, framework-free: a uniform fit of world rectangles into the panel
 * (minimap = world × scale + offset, like the camera), and the camera a point of the panel asks
 * for. The main camera's scale is never changed from the minimap: it only pans.
 */
import { unionRect, type Rect } from "@/editor/model/geometry";
import type { ViewTransform } from "@/editor/sync/protocol";
import { visibleWorld, type Camera } from "@/editor/viewport/camera";

export interface MinimapTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Room left around the fitted content, in panel pixels, so edge tables stay readable. */
export const MINIMAP_PADDING = 6;

/** Fit `bounds` into a panel of `width` × `height`, centred, keeping its proportions. */
export function fitTransform(bounds: Rect, width: number, height: number, padding = MINIMAP_PADDING): MinimapTransform {
  const room = { width: Math.max(1, width - padding * 2), height: Math.max(1, height - padding * 2) };
  const scale = Math.min(room.width / Math.max(1, bounds.width), room.height / Math.max(1, bounds.height));
  return {
    scale,
    offsetX: width / 2 - (bounds.x + bounds.width / 2) * scale,
    offsetY: height / 2 - (bounds.y + bounds.height / 2) * scale,
  };
}

/**
 * What the panel shows: the tables and the view together, so the view's frame never leaves the
 * panel even when the user has panned far from the diagram. Null for an empty canvas of size 0.
 */
export function minimapBounds(content: Rect | null, view: Rect | null): Rect | null {
  return unionRect([content, view].filter((rect): rect is Rect => rect !== null && rect.width > 0 && rect.height > 0));
}

export function toMinimap(t: MinimapTransform, rect: Rect): Rect {
  return { x: rect.x * t.scale + t.offsetX, y: rect.y * t.scale + t.offsetY, width: rect.width * t.scale, height: rect.height * t.scale };
}

export function minimapToWorld(t: MinimapTransform, x: number, y: number): { x: number; y: number } {
  return { x: (x - t.offsetX) / t.scale, y: (y - t.offsetY) / t.scale };
}

/** The world rectangle the main canvas (`width` × `height` CSS pixels) shows. */
export function viewRect(camera: Camera, width: number, height: number): Rect | null {
  if (width <= 0 || height <= 0) return null;
  return visibleWorld(camera, width, height);
}

/** The world rectangle a collaborator's shared view shows; an old client sends no viewport,
 * so ours stands in for it (as follow mode does, presence/viewMath.ts). */
export function sharedViewRect(view: ViewTransform, ownSize: { width: number; height: number }): Rect | null {
  const size = view.viewport ?? ownSize;
  if (view.scale <= 0) return null;
  return viewRect({ scale: view.scale, offsetX: view.offset.x, offsetY: view.offset.y }, size.width, size.height);
}

/** The camera, at the same scale, whose screen centre is the world point (x, y). */
export function cameraCentredOn(camera: Camera, width: number, height: number, x: number, y: number): Camera {
  return { scale: camera.scale, offsetX: width / 2 - x * camera.scale, offsetY: height / 2 - y * camera.scale };
}

export function contains(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}
