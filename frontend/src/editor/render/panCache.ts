/**
 * The picture of a scene kept for panning (issue 16). While the camera only translates (same
 * scale, same document, selection, hover and everything else a frame shows), a frame is the
 * background, the grid and one copy of that picture shifted by the pan: at the whole diagram in
 * view, redrawing 10 000 tables and 15 000 relations cost 15–20 ms a frame. The picture covers
 * the screen plus a margin, within the diagram's bounds (the whole diagram when it is on screen),
 * under a pixel cap; a pan past it, or any other change, draws the scene again.
 */
import type { Rect } from "../model/geometry";
import type { Camera } from "../viewport/camera";
import type { Ctx2D } from "./paintTable";
import type { Scene } from "./renderer";
import type { Surface, SurfaceFactory } from "./tableBitmaps";

/** Device pixels a picture may hold at most (64 MB); above it, frames are drawn as before. */
export const PAN_CACHE_MAX_PIXELS = 16_000_000;
/** Room drawn past each side of the screen, as a share of the screen's larger side: the second
 * where the first would pass the cap (a picture without margin would be made again on every
 * frame of a pan over a diagram larger than the screen). */
export const PAN_CACHE_MARGINS = [0.25, 0.1];

/** Device-pixel rectangle, in the screen's device pixels for the camera it is measured with. */
interface Box { left: number; top: number; right: number; bottom: number }

export interface PanPicture {
  scene: Scene;
  ctx: Ctx2D;
  surface: Surface;
  surfaceCtx: Ctx2D;
  /** The camera the picture was drawn with: its device pixel (0, 0) is the world point at
   * (-offsetX, -offsetY) / scale. */
  camera: Camera;
}

/** Where `content` (world) lands on the screen, in whole device pixels, outward. */
export function onScreen(content: Rect, camera: Camera, pixelRatio: number): Box {
  const k = camera.scale * pixelRatio;
  return {
    left: Math.floor(content.x * k + camera.offsetX * pixelRatio),
    top: Math.floor(content.y * k + camera.offsetY * pixelRatio),
    right: Math.ceil((content.x + content.width) * k + camera.offsetX * pixelRatio),
    bottom: Math.ceil((content.y + content.height) * k + camera.offsetY * pixelRatio),
  };
}

const meet = (a: Box, b: Box): Box | null => {
  const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return box.right > box.left && box.bottom > box.top ? box : null;
};

/**
 * The device pixels, on the screen as `scene` shows it, a picture should hold: the screen plus a
 * margin, within the content; a smaller margin under the cap. Null: nothing to keep, or too large.
 */
export function pictureBox(scene: Scene, content: Rect | null): Box | null {
  if (!content) return null;
  const dpr = scene.pixelRatio;
  const screen = { left: 0, top: 0, right: Math.ceil(scene.width * dpr), bottom: Math.ceil(scene.height * dpr) };
  const drawn = onScreen(content, scene.camera, dpr);
  for (const share of PAN_CACHE_MARGINS) {
    const m = Math.round(Math.max(screen.right, screen.bottom) * share);
    const box = meet({ left: -m, top: -m, right: screen.right + m, bottom: screen.bottom + m }, drawn);
    if (!box) return null;
    if ((box.right - box.left) * (box.bottom - box.top) <= PAN_CACHE_MAX_PIXELS) return box;
  }
  return null;
}

/** Where the picture's device pixel (0, 0) lands on the screen of `camera`, in whole pixels. */
export function shift(picture: PanPicture, camera: Camera, pixelRatio: number): { x: number; y: number } {
  return {
    x: Math.round((camera.offsetX - picture.camera.offsetX) * pixelRatio),
    y: Math.round((camera.offsetY - picture.camera.offsetY) * pixelRatio),
  };
}

/** Whether the picture holds all of the content the screen shows with `camera`. */
export function covers(picture: PanPicture, content: Rect | null, scene: Scene): boolean {
  if (!content) return true;
  const dpr = scene.pixelRatio;
  const screen = { left: 0, top: 0, right: Math.ceil(scene.width * dpr), bottom: Math.ceil(scene.height * dpr) };
  // The content's outer pixels are padding (rounded outward, here and when the picture was made,
  // from other fractions of a pixel): one pixel less on each side, or a pan by fractions of a
  // pixel would find the picture a pixel short at the content's edge and make it again.
  const drawn = onScreen(content, scene.camera, dpr);
  const needed = meet(screen, { left: drawn.left + 1, top: drawn.top + 1, right: drawn.right - 1, bottom: drawn.bottom - 1 });
  if (!needed) return true;
  const at = shift(picture, scene.camera, dpr);
  return needed.left >= at.x && needed.top >= at.y
    && needed.right <= at.x + picture.surface.width && needed.bottom <= at.y + picture.surface.height;
}

/** A surface of that size: the picture's own when it has that size (cleared), else a new one. */
export function surfaceFor(previous: PanPicture | null, width: number, height: number, factory: SurfaceFactory): { surface: Surface; ctx: Ctx2D } | null {
  if (previous && previous.surface.width === width && previous.surface.height === height) {
    previous.surfaceCtx.setTransform(1, 0, 0, 1, 0, 0);
    previous.surfaceCtx.clearRect(0, 0, width, height);
    return { surface: previous.surface, ctx: previous.surfaceCtx };
  }
  const surface = factory(width, height);
  const ctx = surface?.getContext("2d") as Ctx2D | null | undefined;
  return surface && ctx ? { surface, ctx } : null;
}
