/**
 * Conversions between the editor's camera (screen = world × scale + offset, viewport/camera.ts),
 * the protocol's `view_transform` and the positions of pointers and remote cursors.
 */
import type { ViewTransform } from "@/editor/sync/protocol";
import { ZOOM } from "@/editor/model/constants";
import { clampScale, screenToWorld, worldToScreen, type Camera } from "@/editor/viewport/camera";

export interface Size {
  width: number;
  height: number;
}

/** The view this user shares: the camera as is, the same shape the server remembers per user
 * and hands back in `schema_sync.viewTransform`. */
export function viewOf(camera: Camera): ViewTransform {
  return { scale: camera.scale, offset: { x: camera.offsetX, y: camera.offsetY } };
}

/**
 * The camera that shows, in a viewport of `size`, the world centre a collaborator sees with
 * `view` in theirs. The protocol does not carry the sender's viewport, so it defaults to ours:
 * then the camera is theirs as is (same top-left corner and centre when both screens match).
 * Should a `view_transform` one day carry its viewport, pass it as `senderSize`.
 */
export function viewToCamera(view: ViewTransform, size: Size, senderSize: Size = size): Camera {
  // A collaborator may be zoomed below 10 % on a big diagram: follow them down to the floor.
  const scale = clampScale(view.scale, ZOOM.floor);
  // World point at the centre of the sender's screen, with the scale they actually used.
  const centre = screenToWorld({ scale: view.scale, offsetX: view.offset.x, offsetY: view.offset.y }, senderSize.width / 2, senderSize.height / 2);
  return { scale, offsetX: size.width / 2 - centre.x * scale, offsetY: size.height / 2 - centre.y * scale };
}

/** A pointer's world position, from its client coordinates and the canvas box on the page. */
export function pointerToWorld(camera: Camera, box: { left: number; top: number }, clientX: number, clientY: number) {
  return screenToWorld(camera, clientX - box.left, clientY - box.top);
}

/** The CSS transform putting a cursor's tip on its world point; rounded to whole pixels, which
 * keeps the label text crisp and the style string short. */
export function cursorTransform(camera: Camera, x: number, y: number): string {
  const screen = worldToScreen(camera, x, y);
  return `translate3d(${Math.round(screen.x)}px, ${Math.round(screen.y)}px, 0)`;
}
